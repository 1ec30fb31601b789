import type { ImportSource } from '@app/core/api/admin/data';
import { Button, Code, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { afterImportChange, afterSyncChange } from '../../../api/invalidations';
import { ErrorAlert } from '../../../ui/error-alert';
import { syncNow, useSyncOverview } from './api/sync';
import { SyncRunsTable } from './sync-runs-table';
import { SyncScheduleForm } from './sync-schedule-form';
import { SyncSourcesTable } from './sync-sources-table';

/**
 * The sync from the agencies' sites: per source its last check, newest quarter held, next run
 * and last failure; "Sync now"; the schedule; and each run's report.
 */
export function SyncPanel() {
  const queryClient = useQueryClient();
  const overview = useSyncOverview();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const start = async (source: ImportSource | 'all') => {
    setError(null);
    setBusy(true);
    try {
      await syncNow(source);
      await afterSyncChange(queryClient);
    } catch (failure) {
      setError(messageOf(failure, 'The sync could not be started.'));
    } finally {
      setBusy(false);
    }
  };

  // A run that ends has imported quarters: the import history shows them.
  const open = overview.data?.runs.filter((run) => run.finishedAt === null).length ?? 0;
  const previous = useRef(open);
  useEffect(() => {
    if (open < previous.current) void afterImportChange(queryClient);
    previous.current = open;
  }, [open, queryClient]);

  const selected = overview.data?.runs.find((run) => run.id === selectedId) ?? null;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="sync-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="h4" id="sync-title">
            Sync from the agencies
          </Title>
          <Button onClick={() => void start('all')} loading={busy}>
            Sync all now
          </Button>
        </Group>
        <ErrorAlert error={error ?? (overview.error ? 'The sync could not be loaded.' : null)} />
        {overview.isPending ? (
          <Loader size="sm" aria-label="Loading the sync" />
        ) : overview.data ? (
          <>
            <SyncSourcesTable
              sources={overview.data.sources}
              busy={busy}
              onSyncNow={(source) => void start(source.source)}
            />
            <SyncRunsTable
              runs={overview.data.runs}
              selectedId={selectedId}
              onSelect={(run) => setSelectedId(run.id)}
            />
            {selected && (
              <Stack gap={4} role="region" aria-label="Sync report">
                {selected.failure && (
                  <Text size="sm" c="red.8" fw={600}>
                    {selected.failureMailed
                      ? 'Failed; the platform admins were e-mailed.'
                      : 'Failed, as the run before it did (no new e-mail).'}
                  </Text>
                )}
                <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {selected.lines.join('\n') || selected.failure}
                </Code>
              </Stack>
            )}
            <SyncScheduleForm
              overview={overview.data}
              onSaved={() => afterSyncChange(queryClient)}
            />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
