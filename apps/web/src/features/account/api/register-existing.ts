import type { RegisterExistingRequest } from '@app/core/api/account';
import { accountRoutes } from '@app/core/api/routes/account-routes';
import { callApi } from '../../../api/api-call';

/** POST api/account/existing: join the organization that already holds the institution. */
export function registerExisting(body: RegisterExistingRequest) {
  return callApi(accountRoutes.registerExisting, { body });
}
