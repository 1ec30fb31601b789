import type { ImportRun } from '@app/core/api/admin/data';
import { Progress, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from '../../../ui/data-table/data-table';
import { dateTime } from '../console/admin-dates';
import { StatusText } from '../console/status-text';
import { isUnderWay } from './api/import-runs';
import { ImportTable } from './import-table';
import { useTimeLeft } from './run-eta';

const STATE_COLORS: Record<ImportRun['state'], string> = {
  queued: 'gray.7',
  running: 'blue.8',
  imported: 'teal.8',
  refused: 'orange.9',
  failed: 'red.8',
};

function RunProgress({ run, timeLeft }: { run: ImportRun; timeLeft: string | undefined }) {
  if (run.state === 'queued') return <Text size="sm">Waiting for the import before it</Text>;
  if (!isUnderWay(run)) return <Text size="sm">{run.error ?? ''}</Text>;
  const share = run.total > 0 ? (run.done / run.total) * 100 : null;
  return (
    <Stack gap={4} miw={160}>
      <Text size="sm">
        {run.phase ?? 'Starting'}
        {run.total > 0 ? ` ${run.done}/${run.total}` : ''}
      </Text>
      {timeLeft ? (
        <Text size="xs" c="dimmed">
          {timeLeft}
        </Text>
      ) : null}
      <Progress
        value={share ?? 100}
        animated={share === null}
        striped={share === null}
        aria-label={`Progress of ${run.label}`}
      />
    </Stack>
  );
}

/** The table's columns; the progress cell shows the time left the table estimated. */
const columnsOf = (timeLeft: Map<string, string>): DataTableColumn<ImportRun>[] => [
  { key: 'createdAt', header: 'Started', value: (run) => dateTime(run.createdAt), align: 'left' },
  { key: 'source', header: 'Source', align: 'left' },
  {
    key: 'label',
    header: 'File or folder',
    align: 'left',
    cell: (run) => (
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {run.label}
      </Text>
    ),
  },
  { key: 'requestedBy', header: 'By', align: 'left' },
  {
    key: 'state',
    header: 'State',
    align: 'left',
    cell: (run) => <StatusText color={STATE_COLORS[run.state]}>{run.state}</StatusText>,
  },
  {
    key: 'progress',
    header: 'Progress',
    align: 'left',
    sortable: false,
    exported: false,
    cell: (run) => <RunProgress run={run} timeLeft={timeLeft.get(run.id)} />,
  },
];

/**
 * The console's imports, newest first: state and progress while under way (with the time left,
 * as the command line's bar shows it), then the report.
 */
export function ImportRunsTable({
  runs,
  fetchedAt,
  selectedId,
  onSelect,
}: {
  runs: readonly ImportRun[];
  /** When `runs` was fetched (the query's dataUpdatedAt): the time of the progress shown. */
  fetchedAt: number;
  selectedId: string | null;
  onSelect: (run: ImportRun) => void;
}) {
  const columns = columnsOf(useTimeLeft(runs, fetchedAt));
  return (
    <ImportTable
      caption="Imports started here"
      columns={columns}
      rows={runs}
      rowKey={(run) => run.id}
      emptyText="No import has been started from the console yet."
      report={{
        isSelected: (run) => run.id === selectedId,
        onSelect,
        label: (run) => `Report of ${run.label}`,
        hasReport: (run) => run.report !== null,
      }}
    />
  );
}
