import { accountCreatedResponse, type RegisterExistingRequest } from '@app/core/api/account';
import { request } from '../../../api/http-client';

/** POST api/account/existing: join the organization that already holds the institution. */
export function registerExisting(body: RegisterExistingRequest) {
  return request('/api/account/existing', { method: 'POST', body, schema: accountCreatedResponse });
}
