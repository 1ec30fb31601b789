import type { MembershipStatus } from '@app/core/domain/membership';
import type { OrganizationType, ProductCode, TierCode } from '@app/core/domain/products';

export interface UserProduct {
  product: ProductCode;
  tier: TierCode;
}

/** Who is calling: what every policy decides on. Loaded once per request from the session. */
export interface Principal {
  userId: string;
  sessionId: string;
  organizationId: string;
  organizationType: OrganizationType;
  /** The organization's own institution (null for the platform's own organization). */
  institutionIid: number | null;
  isPlatformAdmin: boolean;
  /** Only ever true for an active member. */
  isClientAdmin: boolean;
  /**
   * Active, or a request to join the organization. Anything but active holds no product, is
   * not client-admin and is refused every route but its own account's (guards.ts).
   */
  membership: MembershipStatus;
  /**
   * Two-factor sign-in is required of the user and they hold no second factor yet: only their
   * own account's routes answer (guards.ts) until they enrol.
   */
  enrolRequired: boolean;
  /** The organization's active subscriptions that this user has been given. */
  products: UserProduct[];
}
