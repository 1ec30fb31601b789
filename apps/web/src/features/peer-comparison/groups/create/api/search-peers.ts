import { peerSearchResponse, type PeerSearchResponse } from '@app/core/api/profiles';
import type { InstitutionType } from '@app/core/domain/products';
import { request } from '../../../../../api/http-client';
import type { SearchBody } from '../peer-group-model';

/**
 * spec 2 section 7: POST /api/{iid}/profile/ffiec/{similar|targeted} (banks) or
 * /ncua/{similar|targeted} (credit unions).
 */
export function searchPeers(
  iid: number,
  institutionType: InstitutionType,
  kind: 'similar' | 'targeted',
  body: SearchBody,
  signal?: AbortSignal,
): Promise<PeerSearchResponse> {
  const source = institutionType === 'bank' ? 'ffiec' : 'ncua';
  return request(`/api/${iid}/profile/${source}/${kind}`, {
    method: 'POST',
    body,
    schema: peerSearchResponse,
    signal,
  });
}
