import { CARD_DECLINED_MESSAGE, type CardConfirmationRequest } from '@app/core/api/account';
import { randomBytes } from 'node:crypto';
import type { BillingProvider } from './billing-provider';
import { WebhookSignatureError } from './billing-provider';

/**
 * The card numbers the built-in provider knows: Stripe's own test cards, so the same numbers
 * work in development with either provider. Every other number is declined, so a real card is
 * never "charged" by a provider that charges nothing.
 */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
} as const;

/** Provider-like messages for what the card form can get wrong (Stripe's wording). */
export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration year is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  postalIncomplete: 'Your postal code is incomplete.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  declined: CARD_DECLINED_MESSAGE,
} as const;

const id = (prefix: string) => `${prefix}_builtin_${randomBytes(12).toString('hex')}`;

/** Luhn checksum, as every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export type CardOutcome = { ok: true; last4: string } | { ok: false; message: string };

/** What the built-in provider makes of a card, as Stripe would answer for its test cards. */
export function chargeTestCard(
  card: Omit<CardConfirmationRequest, 'clientSecret'>,
  now = new Date(),
): CardOutcome {
  const number = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(number) || number.length < 15)
    return { ok: false, message: CARD_MESSAGES.numberIncomplete };
  if (!passesLuhn(number)) return { ok: false, message: CARD_MESSAGES.numberInvalid };
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12)
    return { ok: false, message: CARD_MESSAGES.expiryIncomplete };
  const year = 2000 + Number(expiry[2]);
  if (
    year < now.getUTCFullYear() ||
    (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  ) {
    return { ok: false, message: CARD_MESSAGES.expiryPast };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim()))
    return { ok: false, message: CARD_MESSAGES.cvcIncomplete };
  if (!/^\d{5}$/.test(card.postalCode.trim()))
    return { ok: false, message: CARD_MESSAGES.postalIncomplete };
  switch (number) {
    case TEST_CARDS.success:
      return { ok: true, last4: number.slice(-4) };
    case TEST_CARDS.insufficientFunds:
      return { ok: false, message: CARD_MESSAGES.insufficientFunds };
    case TEST_CARDS.expired:
      return { ok: false, message: CARD_MESSAGES.expired };
    case TEST_CARDS.incorrectCvc:
      return { ok: false, message: CARD_MESSAGES.incorrectCvc };
    default:
      return { ok: false, message: CARD_MESSAGES.declined };
  }
}

/** The default provider: no network, no money; the card is checked against the test cards. */
export function builtinBillingProvider(): BillingProvider {
  return {
    name: 'builtin',
    publishableKey: null,
    async createBillingAccount() {
      const subscriptionId = id('sub');
      return {
        customerId: id('cus'),
        subscriptionId,
        clientSecret: `${subscriptionId}_secret_${randomBytes(16).toString('hex')}`,
      };
    },
    // Its payments are confirmed through the server (see billing-service.ts), which records them.
    async paymentStatus() {
      return 'pending';
    },
    parseWebhook() {
      throw new WebhookSignatureError('The built-in billing provider sends no webhooks.');
    },
  };
}
