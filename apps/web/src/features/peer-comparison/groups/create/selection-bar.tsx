import { GROUP_LIMIT_MESSAGES, MAX_GROUP_MEMBERS } from '@app/core/api/groups';
import type { InstitutionType } from '@app/core/domain/products';
import { Button, Group, Paper, Text } from '@mantine/core';

type SelectionBarProps = {
  institutionType: InstitutionType;
  /** 'Banks' or 'Credit Unions'. */
  noun: string;
  count: number;
  live: boolean;
  saving: boolean;
  onDiscard: () => void;
  onCreate: () => void;
};

/** The sticky bottom bar: the count selected, Discard Changes and Create Group (spec 2.12). */
export function SelectionBar({
  institutionType,
  noun,
  count,
  live,
  saving,
  onDiscard,
  onCreate,
}: SelectionBarProps) {
  const tooMany = count > MAX_GROUP_MEMBERS;
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      pos="sticky"
      bottom={0}
      style={{ zIndex: 5 }}
      aria-label="Selection"
      component="section"
    >
      <Group justify="space-between">
        <Text fw={600} role="status">
          {count} {count === 1 ? noun.replace(/s$/, '').toLowerCase() : noun.toLowerCase()} selected
        </Text>
        <Group>
          {tooMany && (
            <Text c="red.8" fz="sm" maw={420}>
              {GROUP_LIMIT_MESSAGES[institutionType]}
            </Text>
          )}
          <Button variant="default" onClick={onDiscard} disabled={saving}>
            Discard Changes
          </Button>
          <Button onClick={onCreate} disabled={!live || count === 0 || tooMany}>
            Create Group
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
