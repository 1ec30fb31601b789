import {
  billingSetupResponse,
  type BillingRequest,
  type BillingSetupResponse,
} from '@app/core/api/account';
import { request } from '../../../api/http-client';

/** POST api/account/billing: the billing account whose first payment the card confirms. */
export function createBillingAccount(body: BillingRequest): Promise<BillingSetupResponse> {
  return request('/api/account/billing', { method: 'POST', body, schema: billingSetupResponse });
}
