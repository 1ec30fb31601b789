import type { SignupRequest } from '@app/core/api/account';
import { accountRoutes } from '@app/core/api/routes/account-routes';
import { callApi } from '../../../api/api-call';

/** POST api/account: the signup payload of spec 1 section 3. */
export function createAccount(body: SignupRequest) {
  return callApi(accountRoutes.create, { body });
}
