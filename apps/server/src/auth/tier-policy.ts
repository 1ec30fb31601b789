import type { TierCode } from '@app/core/domain/products';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { authorize } from './guards';
import { holdsTier } from './principal';

/**
 * A paywalled feature is refused by the API too (spec 2 section 6): the caller must hold a
 * product whose tier is in the list, as the page's `tiers` in the product definition say.
 */
export function requireTier(
  tiers: readonly TierCode[],
  refusal = 'Your plan does not include this feature. Upgrade to use it.',
): preHandlerAsyncHookHandler {
  return authorize((principal) => holdsTier(principal, tiers), refusal);
}

export const PC_STANDARD = ['peer-comparison-standard'] as const satisfies readonly TierCode[];
export const NMD_STANDARD = [
  'non-maturity-deposits-standard',
] as const satisfies readonly TierCode[];
