import type {
  AdminUser,
  InstitutionOfOrganization,
  OrganizationDetail,
  OrganizationListItem,
  OrganizationSubscription,
} from '@app/core/api/admin/organizations';
import type { OrganizationType, ProductCode, TierCode } from '@app/core/domain/products';
import { CLIENT_ADMIN_CLAIM } from '@app/core/domain/products';
import { presentJoinRequest } from '../../customers/account/join-request-presenter';
import type { JoinRequestRepository } from '../../customers/account/join-request-repository';
import type { AdminOrganizationRepository } from './admin-organization-repository';
import { nextRenewal } from './next-renewal';

type Repo = AdminOrganizationRepository;
type ListRow = Awaited<ReturnType<Repo['search']>>[number];
type OrganizationRow = NonNullable<Awaited<ReturnType<Repo['organization']>>>;
type SubscriptionRow = Awaited<ReturnType<Repo['subscriptions']>>[number];
type UserRow = Awaited<ReturnType<Repo['users']>>[number];
type RequestRow = Awaited<ReturnType<JoinRequestRepository['open']>>[number];

export const PLATFORM_ADMIN_CLAIM = 'platform-admin';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function presentInstitution(institution: ListRow['institution']): InstitutionOfOrganization | null {
  return institution ? { ...institution } : null;
}

export function presentListItem(row: ListRow): OrganizationListItem {
  return {
    id: row.id,
    name: row.name,
    organizationType: row.organizationType as OrganizationType,
    institution: presentInstitution(row.institution),
    products: row.products,
    users: row.users,
    pendingRequests: row.pendingRequests,
    matchedEmails: row.matchedEmails,
  };
}

function presentSubscription(row: SubscriptionRow, now: Date): OrganizationSubscription {
  return {
    id: row.id,
    product: row.product as ProductCode,
    tier: row.tier as TierCode,
    planType: row.planType,
    status: row.status,
    priceCents: row.priceCents,
    interval: row.billingInterval,
    billingProvider: row.billingProvider,
    billingCustomerId: row.billingCustomerId,
    billingSubscriptionId: row.billingSubscriptionId,
    startedAt: row.startedAt.toISOString(),
    endedAt: iso(row.endedAt),
    nextRenewalAt: iso(
      nextRenewal(
        { status: row.status, interval: row.billingInterval, startedAt: row.startedAt },
        now,
      ),
    ),
  };
}

/** What the user may open, then the administration claims, as the user state names them. */
function claimsOf(row: UserRow): string[] {
  const claims: string[] = row.products.map((p) => p.product);
  if (row.membership === 'active' && row.isClientAdmin) claims.push(CLIENT_ADMIN_CLAIM);
  if (row.isPlatformAdmin) claims.push(PLATFORM_ADMIN_CLAIM);
  return claims;
}

function presentUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    membership: row.membership,
    claims: claimsOf(row),
    emailVerified: row.emailVerified,
    hasPassword: row.hasPassword,
    invited: row.invited,
    disabledAt: iso(row.disabledAt),
    lastSignInAt: iso(row.lastSignInAt),
    sessions: row.sessions,
  };
}

export function presentDetail(parts: {
  organization: OrganizationRow;
  subscriptions: SubscriptionRow[];
  users: UserRow[];
  requests: RequestRow[];
  now?: Date;
}): OrganizationDetail {
  const { organization } = parts;
  const now = parts.now ?? new Date();
  const institution = presentInstitution(organization.institution);
  return {
    id: organization.id,
    name: organization.name,
    organizationType: organization.organizationType as OrganizationType,
    partnerCode: organization.partnerCode,
    createdAt: organization.createdAt.toISOString(),
    institutions: institution ? [institution] : [],
    products: parts.subscriptions
      .filter((s) => s.status === 'active')
      .map((s) => ({ product: s.product as ProductCode, tier: s.tier as TierCode }))
      .sort((a, b) => a.product.localeCompare(b.product)),
    subscriptions: parts.subscriptions.map((s) => presentSubscription(s, now)),
    users: parts.users.map(presentUser),
    joinRequests: parts.requests.map(presentJoinRequest),
  };
}
