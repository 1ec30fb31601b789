import { accountRoutes } from '@app/core/api/routes/account-routes';
import { callApi } from '../../../api/api-call';

/** GET api/account/check/promo, only ever with a non-empty value (spec 1 section 7). */
export function checkPromo(value: string) {
  return callApi(accountRoutes.checkPromo, { query: { value } });
}
