import type { MaintenanceState } from '@app/core/api/auth';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { afterMaintenanceChange } from '../../../api/invalidations';
import { messageOf } from '../../../api/api-error';
import { MaintenanceNotice } from '../../../ui/maintenance-notice';
import { NoticeAlert } from '../../../ui/notice-alert';
import { AdminScreen } from '../console/admin-screen';
import { ConfirmDialog } from '../console/confirm-dialog';
import { QueryState } from '../console/query-state';
import { useConfirmation } from '../console/use-confirmation';
import { useContentPreview } from '../content/api/content-preview';
import { LazyRichTextField } from '../content/editor/lazy-rich-text-field';
import { setMaintenance, useAdminMaintenance } from './api/maintenance';

/** /Admin/maintenance: the switch and the message visitors see instead of the login form. */
export function MaintenancePage() {
  const maintenance = useAdminMaintenance();
  return (
    <AdminScreen
      title="Maintenance"
      description="While maintenance mode is on, visitors see this message instead of the login form. Staff still sign in at /hidden-login."
    >
      <QueryState query={maintenance} loading="Loading maintenance mode">
        {(saved) => <MaintenanceForm saved={saved} />}
      </QueryState>
    </AdminScreen>
  );
}

function MaintenanceForm({ saved }: { saved: MaintenanceState }) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState(saved.maintenanceMode);
  const [message, setMessage] = useState(saved.maintenanceMessage);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const preview = useContentPreview(message);
  const confirmation = useConfirmation();

  const changed = mode !== saved.maintenanceMode || message !== saved.maintenanceMessage;
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const after = await setMaintenance({ maintenanceMode: mode, maintenanceMessage: message });
      setMessage(after.maintenanceMessage);
      await afterMaintenanceChange(queryClient);
      setNotice(
        after.maintenanceMode
          ? 'Maintenance mode is on: visitors see the message instead of the login form.'
          : 'Maintenance mode is off: visitors see the login form.',
      );
    } catch (caught) {
      setError(messageOf(caught, 'The change could not be saved. Try again.'));
    } finally {
      setSaving(false);
    }
  };
  // Switching on locks visitors out, so it is confirmed; anything else is saved at once.
  const onSave = () =>
    mode && !saved.maintenanceMode
      ? confirmation.ask({
          title: 'Switch maintenance mode on?',
          text: 'Visitors will see the message instead of the login form. Users already signed in keep working; staff sign in at /hidden-login.',
          confirmLabel: 'Switch on',
          tone: 'warning',
          // The dialog closes at once: the Save button waits and a failure shows on the message.
          run: async () => void save(),
        })
      : void save();

  return (
    <Stack gap="lg">
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Paper withBorder radius="md" p="md" bg="white">
          <Stack gap="md">
            <Group justify="space-between" wrap="wrap">
              <Switch
                size="md"
                label="Maintenance mode"
                checked={mode}
                onChange={(event) => setMode(event.currentTarget.checked)}
              />
              <MaintenanceBadge saved={saved.maintenanceMode} chosen={mode} />
            </Group>
            <LazyRichTextField
              label="Message"
              description="Shown on the login page while maintenance mode is on."
              initialValue={saved.maintenanceMessage}
              onChange={setMessage}
              error={error}
            />
            <Group justify="flex-end">
              <Button onClick={onSave} loading={saving} disabled={!changed || !message.trim()}>
                Save
              </Button>
            </Group>
          </Stack>
        </Paper>
        <Stack gap="xs">
          <Text fw={600} size="sm">
            Login page preview
          </Text>
          <Paper
            withBorder
            radius="md"
            p={{ base: 'md', sm: 40 }}
            bg="white"
            aria-label="Login page preview"
          >
            <Stack gap="md">
              <Title order={2} fz="h2">
                Scheduled Maintenance
              </Title>
              <MaintenanceNotice html={preview.data?.html ?? ''} />
            </Stack>
          </Paper>
          {!mode && (
            <Text size="xs" c="dimmed">
              Visitors see this only once maintenance mode is on.
            </Text>
          )}
        </Stack>
      </SimpleGrid>
      <ConfirmDialog {...confirmation.dialogProps} />
    </Stack>
  );
}

/**
 * What holds now, and whether the switch's position waits for Save: a switch turned on but not
 * saved says "Save to turn on", never "Now off" beside a switch that looks on.
 */
function MaintenanceBadge({ saved, chosen }: { saved: boolean; chosen: boolean }) {
  if (saved !== chosen)
    return (
      <Badge color="orange" variant="outline" tt="none">
        {chosen ? 'Save to turn on' : 'Save to turn off'}
      </Badge>
    );
  return (
    <Badge color={saved ? 'yellow' : 'teal'} variant="light">
      {saved ? 'Now on' : 'Now off'}
    </Badge>
  );
}
