import { cardConfirmationResponse, type CardConfirmationRequest } from '@app/core/api/account';
import { request } from '../../../api/http-client';

/** The built-in provider's card confirmation (Stripe confirms with Stripe.js instead). */
export function confirmCard(body: CardConfirmationRequest) {
  return request('/api/account/billing/confirm', {
    method: 'POST',
    body,
    schema: cardConfirmationResponse,
  });
}
