import type { CardConfirmationRequest } from '@app/core/api/account';
import { accountRoutes } from '@app/core/api/routes/account-routes';
import { callApi } from '../../../api/api-call';

/** The built-in provider's card confirmation (Stripe confirms with Stripe.js instead). */
export function confirmCard(body: CardConfirmationRequest) {
  return callApi(accountRoutes.confirmCard, { body });
}
