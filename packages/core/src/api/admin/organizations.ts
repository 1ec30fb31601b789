import { z } from 'zod';
import { DEFAULT_SUPPORT_CONTACT } from '../../domain/branding';
import { MEMBERSHIP_STATUSES } from '../../domain/membership';
import { ORGANIZATION_TYPES, PRODUCT_CODES, TIER_CODES } from '../../domain/products';
import { TIERS_OF_PRODUCT } from '../account-admin';
import { joinRequest } from '../organization-admin';

/** The console's organizations and users (issue 14, screen 4). */

/** What a disabled user is told when they sign in (the sign-in route answers 403 with it). */
export const USER_DISABLED_MESSAGE = `Your account has been disabled. Contact ${DEFAULT_SUPPORT_CONTACT.email} to have it re-enabled.`;

export const ADMIN_ORGANIZATION_MESSAGES = {
  organizationNotFound: 'Organization not found.',
  userNotFound: 'User not found.',
  noOpenRequest: 'This user has no open request to join.',
  notYourself: 'You cannot disable your own account.',
  notYourSessions: 'You cannot end your own sessions here; sign out instead.',
  alreadyVerified: 'kind: this user has verified their email address already.',
  alreadyHasPassword: 'kind: this user has set a password already; send a password reset instead.',
  notInvited: 'kind: this user signed up themselves; send the verification email instead.',
  wasInvited:
    'kind: this user was invited by their administrator; send the invitation again instead.',
  administratorNotMember: 'Only an active member of the organization can be its administrator.',
  administratorDisabled: 'A disabled user cannot be made administrator; re-enable them first.',
  sameAdministrator: 'administrator: the user is already set so.',
  sameProducts: 'products: the organization holds exactly these products and tiers already.',
} as const;

export const organizationSearchQuery = z.object({
  /** Words of an organization's name, its institution's name or iid, or a user's e-mail. */
  q: z.string().trim().max(200).optional(),
});
export type OrganizationSearchQuery = z.input<typeof organizationSearchQuery>;

export const organizationIdParams = z.object({
  organizationId: z.uuid('organizationId must be an organization id'),
});
export const adminUserIdParams = z.object({ userId: z.uuid('userId must be a user id') });

const heldProduct = z.object({ product: z.enum(PRODUCT_CODES), tier: z.enum(TIER_CODES) });

const institutionOfOrganization = z.object({
  iid: z.number().int(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  institutionType: z.string(),
  active: z.boolean(),
});
export type InstitutionOfOrganization = z.infer<typeof institutionOfOrganization>;

/** One row of the search: enough to tell organizations apart and to see why it matched. */
export const organizationListItem = z
  .object({
    id: z.string(),
    name: z.string(),
    organizationType: z.enum(ORGANIZATION_TYPES),
    institution: institutionOfOrganization.nullable(),
    products: z.array(heldProduct),
    users: z.number().int(),
    pendingRequests: z.number().int(),
    /** The users whose e-mail the words matched (empty when the name or institution did). */
    matchedEmails: z.array(z.string()),
  })
  .meta({ id: 'AdminOrganizationListItem' });
export type OrganizationListItem = z.infer<typeof organizationListItem>;

/** One subscription row, current or ended: the plan, its billing provider's ids, renewal. */
export const organizationSubscription = z.object({
  id: z.string(),
  product: z.enum(PRODUCT_CODES),
  tier: z.enum(TIER_CODES),
  planType: z.string(),
  status: z.string(),
  priceCents: z.number().int().nullable(),
  interval: z.string().nullable(),
  billingProvider: z.string().nullable(),
  billingCustomerId: z.string().nullable(),
  billingSubscriptionId: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** The next charge of an active paid subscription; null when nothing renews. */
  nextRenewalAt: z.string().nullable(),
});
export type OrganizationSubscription = z.infer<typeof organizationSubscription>;

export const adminUser = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    title: z.string(),
    membership: z.enum(MEMBERSHIP_STATUSES),
    /** The products the user may open, then client-admin and platform-admin where held. */
    claims: z.array(z.string()),
    emailVerified: z.boolean(),
    /** False until the user followed their verification or invitation link. */
    hasPassword: z.boolean(),
    /**
     * Whether an administrator invited the user (their link is an invitation); otherwise they
     * signed up or asked to join, and their link is a verification.
     */
    invited: z.boolean(),
    disabledAt: z.string().nullable(),
    lastSignInAt: z.string().nullable(),
    /** Sessions still open (not expired). */
    sessions: z.number().int(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUser>;

export const organizationDetail = z
  .object({
    id: z.string(),
    name: z.string(),
    organizationType: z.enum(ORGANIZATION_TYPES),
    partnerCode: z.string().nullable(),
    createdAt: z.string(),
    institutions: z.array(institutionOfOrganization),
    /** What the organization holds now: its active subscriptions. */
    products: z.array(heldProduct),
    /** Every subscription, newest first, ended ones included. */
    subscriptions: z.array(organizationSubscription),
    users: z.array(adminUser),
    joinRequests: z.array(joinRequest),
  })
  .meta({ id: 'AdminOrganization' });
export type OrganizationDetail = z.infer<typeof organizationDetail>;

const reason = z
  .string('reason is required')
  .trim()
  .min(3, 'reason must say why (at least 3 characters)')
  .max(500);

/**
 * The products and tiers the organization is to hold: a product added or given another tier is
 * a complimentary grant (no charge); a product left out ends. The reason goes to the audit log.
 */
export const setOrganizationProducts = z.object({
  products: z
    .array(heldProduct)
    .max(PRODUCT_CODES.length)
    .refine(
      (list) => new Set(list.map((p) => p.product)).size === list.length,
      'products must not repeat',
    )
    .refine(
      (list) => list.every((p) => TIERS_OF_PRODUCT[p.product].includes(p.tier)),
      'each tier must be a tier of its product',
    ),
  reason,
});
export type SetOrganizationProducts = z.input<typeof setOrganizationProducts>;

/** Disabling says why, for the audit log. */
export const disableUserRequest = z.object({ reason });
export type DisableUserRequest = z.input<typeof disableUserRequest>;

export const RESEND_EMAIL_KINDS = ['verification', 'invitation'] as const;
export const resendEmailRequest = z.object({ kind: z.enum(RESEND_EMAIL_KINDS) });
export type ResendEmailRequest = z.input<typeof resendEmailRequest>;

/**
 * Make a member the organization's administrator (client-admin), or no longer: how an
 * organization left without one gets one (issue 23).
 */
export const setAdministratorRequest = z.object({
  administrator: z.boolean('administrator must be true or false'),
});
export type SetAdministratorRequest = z.input<typeof setAdministratorRequest>;
