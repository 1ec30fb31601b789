import { profileRoutes } from '@app/core/api/routes/group-routes';
import type { InstitutionType } from '@app/core/domain/products';
import { callApi, type CallArgs } from '../../../../../api/api-call';
import type { SearchBody } from '../peer-group-model';

const searchRoutes = {
  bank: { similar: profileRoutes.bankSimilar, targeted: profileRoutes.bankTargeted },
  'credit union': {
    similar: profileRoutes.creditUnionSimilar,
    targeted: profileRoutes.creditUnionTargeted,
  },
} as const;

type SearchRoute = (typeof searchRoutes)[InstitutionType]['similar' | 'targeted'];

/**
 * spec 2 section 7: POST /api/{iid}/profile/ffiec/{similar|targeted} (banks) or
 * /ncua/{similar|targeted} (credit unions). The screen builds the body from its filters; the
 * server validates it against the route's schema.
 */
export function searchPeers(
  iid: number,
  institutionType: InstitutionType,
  kind: 'similar' | 'targeted',
  body: SearchBody,
  signal?: AbortSignal,
) {
  const route: SearchRoute = searchRoutes[institutionType][kind];
  return callApi(route, { params: { iid }, body } as CallArgs<SearchRoute>, signal);
}
