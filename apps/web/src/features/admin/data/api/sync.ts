import type { ImportSource } from '@app/core/api/admin/data';
import type { SyncSchedule } from '@app/core/api/admin/data-sync';
import { adminDataRoutes } from '@app/core/api/routes/admin-data-routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../api/api-call';
import { apiQueryOptions } from '../../../../api/api-query';

/** How often the panel asks again while a sync run is queued or running. */
const POLL_MS = 2000;

/** GET /api/admin/data/sync: each source's state, the schedule and the runs. */
export function useSyncOverview() {
  return useQuery({
    ...apiQueryOptions(adminDataRoutes.syncOverview, {}),
    refetchInterval: (query) =>
      query.state.data?.runs.some((run) => run.finishedAt === null) ? POLL_MS : false,
  });
}

/** POST /api/admin/data/sync: "Sync now", one source or all. */
export function syncNow(source: ImportSource | 'all') {
  return callApi(adminDataRoutes.syncNow, { body: { source } });
}

/** PUT /api/admin/data/sync/schedule. */
export function saveSyncSchedule(body: SyncSchedule) {
  return callApi(adminDataRoutes.setSyncSchedule, { body });
}
