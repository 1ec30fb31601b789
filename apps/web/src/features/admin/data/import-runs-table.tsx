import type { ImportRun } from '@app/core/api/admin/data';
import { Badge, Button, Progress, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { isUnderWay } from './api/import-runs';

const STATE_COLORS: Record<ImportRun['state'], string> = {
  queued: 'gray',
  running: 'blue',
  imported: 'teal',
  refused: 'orange',
  failed: 'red',
};

export const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '';

function RunProgress({ run }: { run: ImportRun }) {
  if (run.state === 'queued') return <Text size="sm">Waiting for the import before it</Text>;
  if (!isUnderWay(run)) return <Text size="sm">{run.error ?? ''}</Text>;
  const share = run.total > 0 ? (run.done / run.total) * 100 : null;
  return (
    <Stack gap={4} miw={160}>
      <Text size="sm">
        {run.phase ?? 'Starting'}
        {run.total > 0 ? ` ${run.done}/${run.total}` : ''}
      </Text>
      <Progress
        value={share ?? 100}
        animated={share === null}
        striped={share === null}
        aria-label={`Progress of ${run.label}`}
      />
    </Stack>
  );
}

/** The console's imports, newest first: state and progress while under way, then the report. */
export function ImportRunsTable({
  runs,
  selectedId,
  onSelect,
}: {
  runs: readonly ImportRun[];
  selectedId: string | null;
  onSelect: (run: ImportRun) => void;
}) {
  const columns: DataTableColumn<ImportRun>[] = [
    { key: 'createdAt', header: 'Started', value: (run) => when(run.createdAt), align: 'left' },
    { key: 'source', header: 'Source', align: 'left' },
    {
      key: 'label',
      header: 'File or folder',
      align: 'left',
      cell: (run) => <Text style={{ overflowWrap: 'anywhere' }}>{run.label}</Text>,
    },
    { key: 'requestedBy', header: 'By', align: 'left' },
    {
      key: 'state',
      header: 'State',
      align: 'left',
      cell: (run) => (
        <Badge color={STATE_COLORS[run.state]} variant="light">
          {run.state}
        </Badge>
      ),
    },
    {
      key: 'progress',
      header: 'Progress',
      align: 'left',
      sortable: false,
      exported: false,
      cell: (run) => <RunProgress run={run} />,
    },
    {
      key: 'report',
      header: 'Report',
      align: 'left',
      sortable: false,
      exported: false,
      cell: (run) =>
        run.report ? (
          <Button
            size="xs"
            variant={run.id === selectedId ? 'filled' : 'light'}
            onClick={() => onSelect(run)}
            aria-label={`Report of ${run.label}`}
          >
            Report
          </Button>
        ) : null,
    },
  ];
  return (
    <DataTable
      caption="Imports started here"
      showCaption
      columns={columns}
      rows={runs}
      rowKey={(run) => run.id}
      sortMode="none"
      pageSize={10}
      emptyText="No import has been started from the console yet."
    />
  );
}
