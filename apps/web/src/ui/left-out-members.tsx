import type { GroupSummary } from '@app/core/api/groups';
import { leftOutNote } from '@app/core/format/left-out-note';
import { formatMonthYear } from '@app/core/format/format-month-year';
import { List, Text } from '@mantine/core';

/**
 * Under a peer group's member count: how many of its members did not file for the quarter
 * shown and are left out of it, opening to their names and last filing.
 */
export function LeftOutMembers({ group }: { group: Pick<GroupSummary, 'asOf' | 'leftOut'> }) {
  const note = leftOutNote(group);
  if (!note) return null;
  const { count, institutions } = group.leftOut;
  return (
    <details>
      <summary>
        <Text span size="xs" c="orange.8">
          {note}
        </Text>
      </summary>
      <List size="xs" mt={4} aria-label="Members left out">
        {institutions.map((institution) => (
          <List.Item key={institution.iid}>
            {institution.label}:{' '}
            {institution.lastReportingDate
              ? `last filed in ${formatMonthYear(institution.lastReportingDate)}`
              : 'no filing held'}
          </List.Item>
        ))}
      </List>
      {count > institutions.length && (
        <Text size="xs" c="dimmed">
          and {(count - institutions.length).toLocaleString('en-US')} more
        </Text>
      )}
    </details>
  );
}
