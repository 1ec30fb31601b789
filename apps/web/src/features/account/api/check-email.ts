import { accountRoutes } from '@app/core/api/routes/account-routes';
import { callApi } from '../../../api/api-call';

/** GET api/account/check/email: valid, in use, free-mail. */
export function checkEmail(value: string) {
  return callApi(accountRoutes.checkEmail, { query: { value } });
}
