import { promoCheckResponse, type PromoCheckResponse } from '@app/core/api/account';
import { request } from '../../../api/http-client';

/** GET api/account/check/promo, only ever with a non-empty value (spec 1 section 7). */
export function checkPromo(value: string): Promise<PromoCheckResponse> {
  return request(`/api/account/check/promo?value=${encodeURIComponent(value)}`, {
    schema: promoCheckResponse,
  });
}
