import type { BillingRequest } from '@app/core/api/account';
import { accountRoutes } from '@app/core/api/routes/account-routes';
import { callApi } from '../../../api/api-call';

/** POST api/account/billing: the billing account whose first payment the card confirms. */
export function createBillingAccount(body: BillingRequest) {
  return callApi(accountRoutes.createBilling, { body });
}
