import type { InstitutionType } from '@app/core/domain/products';
import { Button, Group, Paper, Text } from '@mantine/core';
import { INSTITUTION_WORDS } from './member-columns';

interface PendingChangesBarProps {
  institutionType: InstitutionType;
  added: number;
  removed: number;
  saving: boolean;
  /** Why Save cannot go ahead (a group over 100 members) or why it failed. */
  problem: string | null;
  canSave: boolean;
  onDiscard: () => void;
  onSave: () => void;
}

/** spec 2 section 2.11: the sticky bottom bar shown while changes are pending. */
export function PendingChangesBar({
  institutionType,
  added,
  removed,
  saving,
  problem,
  canSave,
  onDiscard,
  onSave,
}: PendingChangesBarProps) {
  const title = INSTITUTION_WORDS[institutionType].title;
  return (
    <Paper
      role="region"
      aria-label="Unsaved changes"
      shadow="md"
      withBorder
      p="sm"
      pos="sticky"
      bottom={0}
      style={{ zIndex: 5 }}
    >
      <Group justify="space-between" wrap="wrap">
        <Group gap="lg">
          <Text fw={600}>
            {title} Added: <span data-testid="pending-added">{added}</span>
          </Text>
          <Text fw={600}>
            {title} Removed: <span data-testid="pending-removed">{removed}</span>
          </Text>
          {problem && (
            <Text c="red.8" size="sm" role="alert">
              {problem}
            </Text>
          )}
        </Group>
        <Group gap="xs">
          <Button variant="default" onClick={onDiscard} disabled={saving}>
            Discard Changes
          </Button>
          <Button onClick={onSave} loading={saving} disabled={!canSave}>
            Save Changes
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
