import { institutionRoutes } from '@app/core/api/routes/institution-routes';
import { callApi } from '../api-call';
import { apiQueryOptions } from '../api-query';

/** GET /api/institution/{iid}: an institution the user may look at. */
export function getInstitution(iid: number) {
  return callApi(institutionRoutes.institution, { params: { iid } });
}

export function institutionQueryOptions(iid: number) {
  return apiQueryOptions(institutionRoutes.institution, { params: { iid } });
}
