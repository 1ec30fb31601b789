import type { CreateGroupPayload } from '@app/core/api/groups';
import { groupRoutes } from '@app/core/api/routes/group-routes';
import { callApi } from '../../../../../api/api-call';

/** spec 2 section 7: POST /api/{iid}/group; the answer is every group of the user. */
export function createGroup(iid: number, payload: CreateGroupPayload) {
  return callApi(groupRoutes.create, { params: { iid }, body: payload });
}
