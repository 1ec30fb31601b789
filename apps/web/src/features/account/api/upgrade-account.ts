import type { UpgradeRequest } from '@app/core/api/account';
import { userState, type UserState } from '@app/core/api/auth';
import { request } from '../../../api/http-client';

/** POST api/account/upgrade; answers the user state with the new tier. */
export function upgradeAccount(body: UpgradeRequest): Promise<UserState> {
  return request('/api/account/upgrade', { method: 'POST', body, schema: userState });
}
