import { z } from 'zod';
import { UPGRADE_PLAN_TYPES } from '../domain/plans';
import { PLAN_TYPES, PRODUCT_CODES, TIER_CODES } from '../domain/products';
import { idText, MAX_ID, PLAIN_MESSAGE } from './input';

/** spec 1 section 5: the signup form's messages, word for word. */
export const SIGNUP_MESSAGES = {
  firstNameRequired: 'First Name is required.',
  lastNameRequired: 'Last Name is required.',
  phoneRequired: 'Phone is required.',
  phoneDigits: 'Phone must be 10 digits.',
  titleRequired: 'Title is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Email enter a valid email address. Contact support with any questions.',
  emailInUse: 'Email is already in use. Please contact support with any questions.',
  emailRestricted: 'Please use a valid work email address. Contact support with any questions.',
  institutionRequired: 'Institution is required.',
  subscriptionRequired: 'Subscription is required.',
  promoRequired: 'Promo code is required.',
  promoInvalid: 'Invalid promo code.',
  institutionHasAccount: 'Your institution already has an account. Please register.',
  noInstitutionsFound: 'No institutions found',
} as const;

/**
 * spec 1 section 5: the institution has an account, but not with the plan's product. The
 * spec gives the gist, not the words: these are ours.
 */
export function productNotIncludedMessage(productNames: readonly string[]): string {
  return `Your organization has an active subscription, but ${productNames.join(' and ')} ${
    productNames.length > 1 ? 'are' : 'is'
  } not included. Please contact your organization's administrator or support to add it.`;
}

/** spec 1 section 8: the card provider's own wording for a declined card. */
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  currentRequired: 'Current password is required.',
  currentWrong: 'Current password is incorrect.',
  mismatch: 'Passwords do not match.',
} as const;

/** An expired, used or unknown link in a verification, reset or invitation e-mail. */
export const INVALID_TOKEN_MESSAGE =
  'This link is no longer valid. Links expire and work only once; ask for a new one.';

/** A link cut short (or mangled) on its way through an e-mail program. */
export const INCOMPLETE_LINK_MESSAGE = 'This link is incomplete or has expired.';

/** spec 1 section 5: "standard pattern with a 2 to 4 letter top-level domain". */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;

const M = SIGNUP_MESSAGES;
const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The form's fields with the spec's rules; the server applies the same ones. */
export const signupFields = {
  firstName: z.string().trim().min(1, M.firstNameRequired).max(100),
  lastName: z.string().trim().min(1, M.lastNameRequired).max(100),
  /** Typed as 000-000-0000; kept as its 10 digits. */
  phone: z
    .string()
    .trim()
    .min(1, M.phoneRequired)
    .refine((value) => value === '' || digitsOf(value).length === 10, M.phoneDigits)
    .transform(digitsOf),
  title: z.string().trim().min(1, M.titleRequired).max(100),
  email: z
    .string()
    .trim()
    .min(1, M.emailRequired)
    .max(254)
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), M.emailInvalid)
    .transform((value) => value.toLowerCase()),
  organizationIid: z
    .number({ error: M.institutionRequired })
    .int(M.institutionRequired)
    .positive(M.institutionRequired)
    .max(MAX_ID, M.institutionRequired),
  subscriptionId: z.string({ error: M.subscriptionRequired }).trim().min(1, M.subscriptionRequired),
  promoCode: z.string({ error: M.promoRequired }).trim().min(1, M.promoRequired).max(40),
} as const;

/** The person's own details, as signing up, joining and the profile page take them. */
const personFields = {
  firstName: signupFields.firstName,
  lastName: signupFields.lastName,
  phone: signupFields.phone,
  title: signupFields.title,
};

export const passwordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(200);

// ---- checks while the form is filled in (spec 1 section 7) ----

export const checkValueQuery = z.object({
  value: z.string().trim().min(1, 'value is required').max(254),
});

export const emailCheckResponse = z.object({
  /** Matches the spec's pattern. */
  valid: z.boolean(),
  inUse: z.boolean(),
  /** A free-mail domain: not a work address. */
  restricted: z.boolean(),
});
export type EmailCheckResponse = z.infer<typeof emailCheckResponse>;

export const institutionCheckQuery = z.object({
  value: idText('value must be an institution id'),
});

/** spec 1 section 3, "Institution check response". */
export const institutionCheckResponse = z
  .object({
    institutionExists: z.boolean(),
    hasNonMaturity: z.boolean(),
    hasPeerComparison: z.boolean(),
  })
  .meta({ id: 'InstitutionCheckResponse' });
export type InstitutionCheckResponse = z.infer<typeof institutionCheckResponse>;

export const promoCheckResponse = z.object({
  valid: z.boolean(),
  product: z.enum(PRODUCT_CODES).nullable(),
  tier: z.enum(TIER_CODES).nullable(),
});
export type PromoCheckResponse = z.infer<typeof promoCheckResponse>;

export const planTypeParams = z.object({ planType: z.enum(PLAN_TYPES) });

/** spec 1 section 3, "Subscription option". */
export const subscriptionOption = z
  .object({ id: z.string(), display: z.string(), stripeId: z.string().nullable() })
  .meta({ id: 'SubscriptionOption' });
export type SubscriptionOption = z.infer<typeof subscriptionOption>;

// ---- billing ----

export const BILLING_PROVIDERS = ['builtin', 'stripe'] as const;
export type BillingProviderName = (typeof BILLING_PROVIDERS)[number];

/** Which card form the web app shows. */
export const billingConfig = z.object({
  provider: z.enum(BILLING_PROVIDERS),
  /** Stripe's publishable key; null for the built-in provider. */
  publishableKey: z.string().nullable(),
});
export type BillingConfig = z.infer<typeof billingConfig>;

/** spec 1 section 7: POST api/account/billing. */
export const billingRequest = z.object({
  email: signupFields.email,
  name: z.string().trim().min(1, 'name is required').max(200),
  /** The subscription option's id. */
  subscription: signupFields.subscriptionId,
  planType: z.enum(PLAN_TYPES),
  userProducts: z.array(z.enum(PRODUCT_CODES)).min(1).max(PRODUCT_CODES.length),
});
export type BillingRequest = z.infer<typeof billingRequest>;

/** spec 1 section 3, "Billing setup response". */
export const billingSetupResponse = z
  .object({ clientSecret: z.string(), customerId: z.string(), subscriptionId: z.string() })
  .meta({ id: 'BillingSetupResponse' });
export type BillingSetupResponse = z.infer<typeof billingSetupResponse>;

/**
 * The built-in provider's card confirmation. It stands in for the card provider's own form
 * (Stripe confirms in the browser); the number is checked and never stored, only its last 4.
 */
export const cardConfirmationRequest = z.object({
  clientSecret: z.string().min(1).max(300),
  cardNumber: z.string().max(30),
  /** MM/YY */
  expiry: z.string().max(7),
  cvc: z.string().max(4),
  postalCode: z.string().max(10),
});
export type CardConfirmationRequest = z.infer<typeof cardConfirmationRequest>;

export const cardConfirmationResponse = z.object({ status: z.literal('succeeded') });

// ---- creating accounts ----

const billingId = z.string().trim().min(1).max(255);

/** spec 1 section 3, "Signup payload". */
export const signupRequest = z
  .object({
    organizationIid: signupFields.organizationIid,
    email: signupFields.email,
    ...personFields,
    promoCode: z.string().trim().max(40).nullish(),
    subscriptionId: signupFields.subscriptionId,
    planType: z.enum(PLAN_TYPES),
    billingCustomerId: billingId.nullish(),
    billingSubscriptionId: billingId.nullish(),
    /** The partner code of /signup/{id}, when there was one. */
    partnerCode: z.string().trim().max(50).nullish(),
  })
  .meta({ id: 'SignupRequest' });
export type SignupRequest = z.input<typeof signupRequest>;

/** POST api/account/existing: join the organization that already holds the institution. */
export const registerExistingRequest = z.object({
  organizationIid: signupFields.organizationIid,
  email: signupFields.email,
  ...personFields,
  planType: z.enum(PLAN_TYPES),
});
export type RegisterExistingRequest = z.input<typeof registerExistingRequest>;

/** The answer of POST api/account and api/account/existing (not shown in the spec). */
export const accountCreatedResponse = z.object({
  email: z.string(),
  /** A verification e-mail went out; the account is usable once its link is followed. */
  verificationSent: z.boolean(),
});

/** spec 1 section 3, "Upgrade payload". */
export const upgradeRequest = z
  .object({
    organizationId: z.uuid('organizationId must be an organization id'),
    subscriptionId: signupFields.subscriptionId,
    billingCustomerId: billingId,
    billingSubscriptionId: billingId,
    planType: z.enum(UPGRADE_PLAN_TYPES),
  })
  .meta({ id: 'UpgradeRequest' });
export type UpgradeRequest = z.input<typeof upgradeRequest>;

// ---- e-mail links: verification, password reset, invitation ----

export const EMAIL_TOKEN_PURPOSES = ['verify', 'reset', 'invite'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/**
 * The token of an e-mailed link. A link cut short by a mail program must read as such to the
 * person who clicked it, so a missing, short or overlong token answers one plain sentence
 * (no "querystring.token: Too small").
 */
export const linkToken = z
  .string()
  .default('')
  .refine((token) => token.length >= 20 && token.length <= 200, {
    error: INCOMPLETE_LINK_MESSAGE,
    params: PLAIN_MESSAGE,
  });

export const tokenQuery = z.object({ token: linkToken });

export const tokenInfo = z.object({
  purpose: z.enum(EMAIL_TOKEN_PURPOSES),
  email: z.string(),
  firstName: z.string(),
});
export type TokenInfo = z.infer<typeof tokenInfo>;

export const setPasswordRequest = z.object({
  token: linkToken,
  password: passwordField,
});

export const passwordResetRequest = z.object({
  email: z.string().trim().min(1, SIGNUP_MESSAGES.emailRequired).max(254),
});

// ---- profile ----

export const profile = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** 10 digits. */
  phone: z.string(),
  title: z.string(),
});
export type Profile = z.infer<typeof profile>;

export const profileUpdate = z.object({
  ...personFields,
});
export type ProfileUpdate = z.input<typeof profileUpdate>;

export const passwordChangeRequest = z.object({
  currentPassword: z.string().min(1, PASSWORD_MESSAGES.currentRequired).max(1024),
  newPassword: passwordField,
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequest>;
