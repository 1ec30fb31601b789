import { groupSummary, type CreateGroupPayload } from '@app/core/api/groups';
import { z } from 'zod';
import { request } from '../../../../../api/http-client';

const groups = z.array(groupSummary);

/** spec 2 section 7: POST /api/{iid}/group; the answer is every group of the user. */
export function createGroup(iid: number, payload: CreateGroupPayload) {
  return request(`/api/${iid}/group`, { method: 'POST', body: payload, schema: groups });
}
