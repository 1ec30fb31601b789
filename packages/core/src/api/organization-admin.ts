import { z } from 'zod';
import { MEMBERSHIP_STATUSES } from '../domain/membership';
import { PRODUCT_CODES, TIER_CODES } from '../domain/products';
import { signupFields } from './account';

/** Organization administration (client-admin): users, join requests, membership, logo. */

export const organizationSummary = z.object({
  id: z.string(),
  name: z.string(),
  products: z.array(
    z.object({ product: z.enum(PRODUCT_CODES), tier: z.enum(TIER_CODES), planType: z.string() }),
  ),
  hasLogo: z.boolean(),
});
export type OrganizationSummary = z.infer<typeof organizationSummary>;

/** Who a user or a join request is, as the organization's administrators see them. */
const personRow = {
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
};

export const organizationUser = z
  .object({
    ...personRow,
    products: z.array(z.enum(PRODUCT_CODES)),
    /** Holds the client-admin claim ("administration" among the products one can give). */
    admin: z.boolean(),
    /** May upload and delete the own deposit data without being admin (issue 29). */
    depositData: z.boolean(),
    /** invited: has not set a password yet. */
    status: z.enum(['active', 'invited']),
    self: z.boolean(),
  })
  .meta({ id: 'OrganizationUser' });
export type OrganizationUser = z.infer<typeof organizationUser>;

const productList = z
  .array(z.enum(PRODUCT_CODES))
  .max(PRODUCT_CODES.length)
  .refine((list) => new Set(list).size === list.length, 'products must not repeat');

export const inviteUserRequest = z.object({
  firstName: signupFields.firstName,
  lastName: signupFields.lastName,
  email: signupFields.email,
  products: productList,
  admin: z.boolean(),
});
export type InviteUserRequest = z.input<typeof inviteUserRequest>;

export const updateUserRequest = z.object({
  firstName: signupFields.firstName,
  lastName: signupFields.lastName,
  title: z.string().trim().max(100).optional(),
  products: productList,
  admin: z.boolean(),
  /** The deposit data permission (issue 29); left as it is when not given. */
  depositData: z.boolean().optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequest>;

export const userIdParams = z.object({ userId: z.uuid('userId must be a user id') });

/** A pending request to join the organization, as its client-admins see it. */
export const joinRequest = z
  .object({
    ...personRow,
    phone: z.string(),
    /** Whether they followed the verification link yet. */
    emailVerified: z.boolean(),
    /** The organization asked (a platform admin sees every organization's requests). */
    organizationName: z.string(),
    requestedAt: z.string(),
    /** When it ends unanswered. */
    expiresAt: z.string(),
  })
  .meta({ id: 'JoinRequest' });
export type JoinRequest = z.infer<typeof joinRequest>;

/** GET /api/account/membership: the caller's membership, and their request to join if any. */
export const membershipState = z
  .object({
    status: z.enum(MEMBERSHIP_STATUSES),
    organizationName: z.string(),
    /** The organization's client-admins by name. */
    administrators: z.array(z.string()),
    /** Null for members who did not ask to join (signed up or were invited). */
    requestedAt: z.string().nullable(),
    /** When an unanswered request ends. */
    expiresAt: z.string().nullable(),
    decidedAt: z.string().nullable(),
    /** Who approved or declined the request. */
    decidedBy: z.string().nullable(),
  })
  .meta({ id: 'MembershipState' });
export type MembershipState = z.infer<typeof membershipState>;

/** Approving gives these products; without a list, every product the organization holds. */
export const approveJoinRequest = z.object({ products: productList.optional() });
export type ApproveJoinRequest = z.input<typeof approveJoinRequest>;

export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];
export const LOGO_MAX_BYTES = 500 * 1024;
export const LOGO_MESSAGES = {
  tooLarge: `The logo must be ${LOGO_MAX_BYTES / 1024} KB or smaller.`,
  wrongType: 'The logo must be a PNG, JPEG or SVG image.',
  replace: 'Delete the current logo before uploading a new one.',
  unsafeSvg:
    'The SVG contains scripts, event handlers or external references; remove them and try again.',
} as const;

/** The file travels base64-encoded inside JSON, so it is validated like any other body. */
export const logoUpload = z.object({
  fileName: z.string().trim().min(1).max(255),
  contentType: z.enum(LOGO_CONTENT_TYPES, { error: LOGO_MESSAGES.wrongType }),
  data: z
    .string()
    .min(1, 'data is required')
    .max(Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 4, LOGO_MESSAGES.tooLarge)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'data must be base64'),
});
export type LogoUpload = z.infer<typeof logoUpload>;

export const logoInfo = z.object({
  hasLogo: z.boolean(),
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
  size: z.number().int().nullable(),
  uploadedAt: z.string().nullable(),
});
export type LogoInfo = z.infer<typeof logoInfo>;
