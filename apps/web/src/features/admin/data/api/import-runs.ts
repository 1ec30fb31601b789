import type { ImportRun } from '@app/core/api/admin/data';
import { adminDataRoutes } from '@app/core/api/routes/admin-data-routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../api/api-call';
import { apiQueryOptions } from '../../../../api/api-query';

/** How often the screen asks again while an import is queued or running. */
const POLL_MS = 1000;

export const isUnderWay = (run: Pick<ImportRun, 'state'>) =>
  run.state === 'queued' || run.state === 'running';

/** GET /api/admin/data/imports: the console's imports, polled while one is under way. */
export function useImportRuns() {
  return useQuery({
    ...apiQueryOptions(adminDataRoutes.importRuns, {}),
    refetchInterval: (query) => (query.state.data?.some(isUnderWay) ? POLL_MS : false),
  });
}

/** GET /api/admin/data/reports: every run's report, the command line's too. */
export function useImportReports() {
  return useQuery(apiQueryOptions(adminDataRoutes.importReports, {}));
}

/** POST /api/admin/data/imports: a folder (or zip) already on the server. */
export function importServerFolder(body: { source: ImportRun['source']; path: string }) {
  return callApi(adminDataRoutes.importFolder, { body });
}
