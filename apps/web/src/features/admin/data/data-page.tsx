import type { ImportReportData } from '@app/core/api/admin/data';
import { Loader, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { afterImportChange } from '../../../api/invalidations';
import { ErrorAlert } from '../../../ui/error-alert';
import { AdminScreen } from '../console/admin-screen';
import { isUnderWay, useImportReports, useImportRuns } from './api/import-runs';
import { ImportForm } from './import-form';
import { ImportReportView } from './import-report-view';
import { ImportReportsTable } from './import-reports-table';
import { ImportRunsTable } from './import-runs-table';
import { SyncPanel } from './sync-panel';

type Selected = { kind: 'run'; id: string } | { kind: 'history'; id: number } | null;

/** Screen 9, Data: start imports, follow them, read their reports and the import history. */
export function DataPage() {
  const queryClient = useQueryClient();
  const runs = useImportRuns();
  const reports = useImportReports();
  const [selected, setSelected] = useState<Selected>(null);

  // A run that ends adds a report to the history.
  const underWay = runs.data?.filter(isUnderWay).length ?? 0;
  const previous = useRef(underWay);
  useEffect(() => {
    if (underWay < previous.current) void afterImportChange(queryClient);
    previous.current = underWay;
  }, [underWay, queryClient]);

  let report: ImportReportData | null = null;
  if (selected?.kind === 'run')
    report = runs.data?.find((run) => run.id === selected.id)?.report ?? null;
  if (selected?.kind === 'history')
    report = reports.data?.find((entry) => entry.id === selected.id)?.report ?? null;

  return (
    <AdminScreen
      title="Data"
      description="Sync the agencies' call reports and FRED rates on a schedule, import files in the background, and read what each run read, stored and left out."
    >
      <SyncPanel />
      <ImportForm
        onStarted={(run) => {
          setSelected({ kind: 'run', id: run.id });
          void afterImportChange(queryClient);
        }}
      />
      <ErrorAlert error={runs.error || reports.error ? 'The imports could not be loaded.' : null} />
      {runs.isPending ? (
        <Loader size="sm" aria-label="Loading the imports" />
      ) : (
        <Stack gap="lg">
          <ImportRunsTable
            runs={runs.data ?? []}
            fetchedAt={runs.dataUpdatedAt}
            selectedId={selected?.kind === 'run' ? selected.id : null}
            onSelect={(run) => setSelected({ kind: 'run', id: run.id })}
          />
          {report && <ImportReportView report={report} />}
          <ImportReportsTable
            entries={reports.data ?? []}
            selectedId={selected?.kind === 'history' ? selected.id : null}
            onSelect={(entry) => setSelected({ kind: 'history', id: entry.id })}
          />
        </Stack>
      )}
    </AdminScreen>
  );
}
