import { z } from 'zod';
import { MEMBERSHIP_STATUSES } from '../domain/membership';
import {
  INSTITUTION_TYPES,
  ORGANIZATION_TYPES,
  PRODUCT_CODES,
  TIER_CODES,
} from '../domain/products';

export const loginRequest = z.object({
  email: z.string().trim().min(1, 'Email Address is required.').max(254),
  password: z.string().min(1, 'Password is required.').max(1024),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const csrfResponse = z.object({ token: z.string() });

export const userProduct = z.object({
  clientCode: z.enum(PRODUCT_CODES),
  tierClientCode: z.enum(TIER_CODES),
  name: z.string(),
  hasDashboard: z.boolean(),
});
export type UserProduct = z.infer<typeof userProduct>;

export const supportContact = z.object({
  /** Whose support: the partner's name, or the product's. */
  name: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type SupportContact = z.infer<typeof supportContact>;

/** The signed-in user's state (spec 1 section 3). */
export const userState = z
  .object({
    id: z.string(),
    userName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    displayName: z.string(),
    organizationId: z.string(),
    organizationName: z.string(),
    organizationType: z.enum(ORGANIZATION_TYPES),
    institutionIid: z.number().int().nullable(),
    institutionType: z.enum(INSTITUTION_TYPES).nullable(),
    products: z.array(userProduct),
    /** Product client codes the user may open, plus 'client-admin' for organization admins. */
    claims: z.array(z.string()),
    admin: z.boolean(),
    unreadMessages: z.number().int(),
    unreadNews: z.number().int(),
    /** Active, or a request to join the organization (pending, declined, expired). */
    membership: z.enum(MEMBERSHIP_STATUSES),
    /**
     * Two-factor sign-in is required of the user (organization or platform policy) and they
     * hold no second factor: only their profile page, where they enrol, is open (issue 27).
     */
    enrolTwoFactor: z.boolean().optional(),
    /** The organization's client-admins by name: whom to ask for access or an upgrade. */
    administrators: z.array(z.string()),
    /**
     * Whom to contact where nobody administers the organization: its partner's support when it
     * came through a partner, else the product's own.
     */
    support: supportContact,
    /** Whether the user had signed in before the current sign-in: a first one is not "back". */
    signedInBefore: z.boolean(),
  })
  .meta({ id: 'UserState' });
export type UserState = z.infer<typeof userState>;

export const maintenanceState = z.object({
  maintenanceMode: z.boolean(),
  maintenanceMessage: z.string(),
});
export type MaintenanceState = z.infer<typeof maintenanceState>;

/** The platform administrator's maintenance switch: the message must say something. */
export const maintenanceUpdate = maintenanceState.extend({
  maintenanceMessage: maintenanceState.shape.maintenanceMessage.trim().min(1).max(2000),
});
export type MaintenanceUpdate = z.input<typeof maintenanceUpdate>;
