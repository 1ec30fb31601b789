import type { GroupSummary } from '@app/core/api/groups';
import { GROUP_TYPES } from '@app/core/api/groups';
import { MAX_PEER_INSTITUTIONS } from '@app/core/domain/shell-constants';
import { formatCount } from '@app/core/format/format-count';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { canFilter } from '../../../selection/peer-rules';
import { LeftOutMembers } from '../../../ui/left-out-members';

const GROUP_TYPE_LABELS: Record<number, string> = {
  [GROUP_TYPES.custom]: 'Custom',
  [GROUP_TYPES.provider]: 'Provider',
  [GROUP_TYPES.aggregate]: 'Aggregate',
};

/**
 * The Select Peer modal's first view: the subject's groups, each to select (single mode) or to
 * filter (its members, or up to 3 institutions in multi mode); aggregate groups cannot be filtered.
 */
export function GroupList({
  groups,
  currentGroupId,
  multi,
  onChoose,
  onFilter,
}: {
  groups: GroupSummary[];
  currentGroupId: number | null;
  multi: boolean;
  onChoose: (group: GroupSummary) => void;
  onFilter: (group: GroupSummary) => void;
}) {
  if (groups.length === 0) {
    return <Text c="dimmed">No peer groups are available for this institution.</Text>;
  }
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {multi
          ? `Pick up to ${MAX_PEER_INSTITUTIONS} institutions from a group to compare side by side. `
          : "Select a group, or filter a group's members to narrow it or to pick one institution. "}
        {groups.some((group) => !canFilter(group)) &&
          'Aggregate groups (national, state and asset size) cannot be filtered.'}
      </Text>
      <Stack
        gap="xs"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Peer groups"
      >
        {groups.map((group) => (
          <Paper
            key={group.groupId}
            component="li"
            withBorder
            p="sm"
            bg={group.groupId === currentGroupId ? 'ocean.0' : undefined}
            aria-current={group.groupId === currentGroupId ? 'true' : undefined}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600}>{group.name}</Text>
                  <Badge size="xs" variant="light" color="gray">
                    {GROUP_TYPE_LABELS[group.groupType]}
                  </Badge>
                </Group>
                {group.displayDescription && (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {group.displayDescription}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {formatCount(group.institutionCount, 'institution')}
                </Text>
                <LeftOutMembers group={group} />
              </div>
              <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                {canFilter(group) && (
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => onFilter(group)}
                    aria-label={
                      multi ? `Choose institutions of ${group.name}` : `Filter ${group.name}`
                    }
                  >
                    {multi ? 'Choose institutions' : 'Filter'}
                  </Button>
                )}
                {!multi && (
                  <Button
                    size="xs"
                    onClick={() => onChoose(group)}
                    aria-label={`Select ${group.name}`}
                  >
                    Select
                  </Button>
                )}
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
