import { accountCreatedResponse, type SignupRequest } from '@app/core/api/account';
import { request } from '../../../api/http-client';

/** POST api/account: the signup payload of spec 1 section 3. */
export function createAccount(body: SignupRequest) {
  return request('/api/account', { method: 'POST', body, schema: accountCreatedResponse });
}
