import { z } from 'zod';
import { isoDateOrDateTime } from './input';
import { PRODUCT_CODES, TIER_CODES, type ProductCode, type TierCode } from '../domain/products';

/** Which tiers belong to which product: a promo code must name a matching pair. */
export const TIERS_OF_PRODUCT: Record<ProductCode, readonly TierCode[]> = {
  'peer-comparison': ['peer-comparison-basic', 'peer-comparison-standard'],
  'non-maturity-deposits': ['non-maturity-deposits-standard'],
};

/** A date (the code expires at the end of that day, UTC) or a full timestamp. */
const expiry = isoDateOrDateTime;

export const promoCodeCreateRequest = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{3,40}$/, 'code must be 3 to 40 letters, digits or dashes'),
    description: z.string().trim().max(500).default(''),
    product: z.enum(PRODUCT_CODES),
    tier: z.enum(TIER_CODES),
    expiresAt: expiry.nullable(),
    /** How many signups may use it; null for no limit. */
    maxUses: z.number().int().positive().max(1_000_000).nullable(),
  })
  .refine((v) => TIERS_OF_PRODUCT[v.product].includes(v.tier), {
    message: 'tier must be a tier of the product',
    path: ['tier'],
  });
export type PromoCodeCreateRequest = z.input<typeof promoCodeCreateRequest>;

export const promoCode = z
  .object({
    id: z.string(),
    code: z.string(),
    description: z.string(),
    product: z.enum(PRODUCT_CODES),
    tier: z.enum(TIER_CODES),
    expiresAt: z.string().nullable(),
    maxUses: z.number().int().nullable(),
    uses: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'PromoCode' });
export type PromoCode = z.infer<typeof promoCode>;

export const PROMO_CODE_EXISTS_MESSAGE = 'A promo code with this code already exists.';

/** Who pays for what: one row per subscription, ended ones included (plan changes). */
export const adminSubscription = z
  .object({
    id: z.string(),
    organizationId: z.string(),
    organizationName: z.string(),
    institutionIid: z.number().int().nullable(),
    product: z.enum(PRODUCT_CODES),
    tier: z.enum(TIER_CODES),
    planType: z.string(),
    optionId: z.string().nullable(),
    /** Whole cents per interval; 0 for free and promo plans. */
    priceCents: z.number().int().nullable(),
    interval: z.string().nullable(),
    status: z.string(),
    billingProvider: z.string().nullable(),
    billingCustomerId: z.string().nullable(),
    billingSubscriptionId: z.string().nullable(),
    promoCode: z.string().nullable(),
    /** The subscription this one replaced (an upgrade). */
    previousSubscriptionId: z.string().nullable(),
    startedAt: z.string(),
    endedAt: z.string().nullable(),
  })
  .meta({ id: 'AdminSubscription' });
export type AdminSubscription = z.infer<typeof adminSubscription>;
