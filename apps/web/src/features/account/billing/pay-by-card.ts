import type { BillingRequest, BillingSetupResponse } from '@app/core/api/account';
import { planProducts } from '@app/core/domain/plans';
import { createBillingAccount } from '../api/create-billing-account';
import type { CardPaymentHandle } from './card-payment-handle';

/**
 * Opens the billing account for the plan's products and confirms the first payment with the
 * card: the billing setup once paid, or the message to show under Payment (spec 1 section 8: the
 * provider's own when it declines).
 */
export async function payByCard(
  card: CardPaymentHandle | null,
  request: Omit<BillingRequest, 'userProducts'>,
): Promise<{ setup: BillingSetupResponse } | { declined: string }> {
  const setup = await createBillingAccount({
    ...request,
    userProducts: planProducts(request.planType),
  });
  const declined = card ? await card.confirm(setup.clientSecret) : undefined;
  if (declined !== null) return { declined: declined ?? 'The card form is not ready yet.' };
  return { setup };
}
