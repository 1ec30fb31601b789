import type { UpgradeRequest } from '@app/core/api/account';
import { accountRoutes } from '@app/core/api/routes/account-routes';
import { callApi } from '../../../api/api-call';

/** POST api/account/upgrade; answers the user state with the new tier. */
export function upgradeAccount(body: UpgradeRequest) {
  return callApi(accountRoutes.upgrade, { body });
}
