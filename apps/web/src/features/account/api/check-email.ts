import { emailCheckResponse, type EmailCheckResponse } from '@app/core/api/account';
import { request } from '../../../api/http-client';

/** GET api/account/check/email: valid, in use, free-mail. */
export function checkEmail(value: string): Promise<EmailCheckResponse> {
  return request(`/api/account/check/email?value=${encodeURIComponent(value)}`, {
    schema: emailCheckResponse,
  });
}
