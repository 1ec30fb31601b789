import { idParam } from '@app/core/api/input';
import type { ProductCode, TierCode } from '@app/core/domain/products';
import { JOIN_REQUEST_DAYS } from '@app/core/domain/membership';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { activeSubscriptions } from '../../customers/account/active-subscriptions';
import { membershipNow, productsOfUser } from '../../platform/auth/principal-columns';
import type { Database } from '../../platform/db/database';
import { authSessions, emailTokens } from '../../platform/db/schema/auth-tables';
import { subscriptions } from '../../platform/db/schema/billing-tables';
import { institutions } from '../../platform/db/schema/institution-tables';
import { organizations } from '../../platform/db/schema/organization-tables';
import { userProducts, users } from '../../platform/db/schema/user-tables';

/** What an organization holds: one product at one tier. */
export interface HeldProduct {
  product: ProductCode;
  tier: TierCode;
}

/** What a complimentary grant's subscription row is called: no plan was bought. */
export const COMPLIMENTARY_PLAN_TYPE = 'Complimentary';

/** How many organizations a search answers at most. */
const SEARCH_LIMIT = 100;

/** `%words%` for ILIKE, the words' own % and _ matched as themselves. */
const containing = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const institutionColumns = {
  iid: institutions.iid,
  name: institutions.name,
  city: institutions.city,
  state: institutions.state,
  institutionType: institutions.institutionType,
  active: institutions.active,
};

const heldProducts = (organizationId: SQL) =>
  sql<
    HeldProduct[]
  >`coalesce((select json_agg(json_build_object('product', s.product, 'tier', s.tier) order by s.product)
      from ${subscriptions} s where s.organization_id = ${organizationId} and s.status = 'active'), '[]'::json)`;

/**
 * Whether an administrator invited the user: an invitation link was made for them. Written
 * out (users.id): in a one-table select the column would lose its table name.
 */
const wasInvited = sql<boolean>`exists (select 1 from ${emailTokens} t
  where t.user_id = users.id and t.purpose = 'invite')`;

/** The console's reads and writes of organizations and their users (admin/organization). */
export function adminOrganizationRepository(db: Database) {
  return {
    /** By organization name, institution name or iid, or a user's e-mail; all without words. */
    async search(words: string | undefined) {
      const pattern = words ? containing(words) : null;
      // Through the shared id check: digits past PostgreSQL's integer (2147483648) match no iid
      // rather than fail the query.
      const iid = words ? (idParam.safeParse(words).data ?? null) : null;
      const emailMatches = pattern
        ? sql<
            string[]
          >`array(select u.email from ${users} u where u.organization_id = ${organizations.id} and u.email ilike ${pattern} order by u.email limit 5)`
        : sql<string[]>`'{}'::text[]`;
      const matches = pattern
        ? sql`(${organizations.name} ilike ${pattern} or ${institutions.name} ilike ${pattern}
               or ${organizations.institutionIid} = ${iid}
               or exists (select 1 from ${users} u where u.organization_id = ${organizations.id} and u.email ilike ${pattern}))`
        : sql`true`;
      return db
        .select({
          id: organizations.id,
          name: organizations.name,
          organizationType: organizations.organizationType,
          institutionIid: organizations.institutionIid,
          institution: institutionColumns,
          products: heldProducts(sql`${organizations.id}`),
          users: sql<number>`(select count(*)::int from ${users} u where u.organization_id = ${organizations.id} and u.membership = 'active')`,
          pendingRequests: sql<number>`(select count(*)::int from ${users} u where u.organization_id = ${organizations.id} and u.membership = 'pending'
              and u.membership_requested_at >= now() - make_interval(days => ${JOIN_REQUEST_DAYS}))`,
          matchedEmails: emailMatches,
        })
        .from(organizations)
        .leftJoin(institutions, eq(institutions.iid, organizations.institutionIid))
        .where(matches)
        .orderBy(asc(organizations.name))
        .limit(SEARCH_LIMIT);
    },

    async organization(organizationId: string) {
      const [row] = await db
        .select({
          id: organizations.id,
          name: organizations.name,
          organizationType: organizations.organizationType,
          partnerCode: organizations.partnerCode,
          createdAt: organizations.createdAt,
          institutionIid: organizations.institutionIid,
          institution: institutionColumns,
        })
        .from(organizations)
        .leftJoin(institutions, eq(institutions.iid, organizations.institutionIid))
        .where(eq(organizations.id, organizationId));
      return row;
    },

    /** Every subscription of the organization, newest first, ended ones included. */
    async subscriptions(organizationId: string) {
      return db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.organizationId, organizationId))
        .orderBy(desc(subscriptions.startedAt), asc(subscriptions.product));
    },

    /** Every user of the organization whatever their membership, members first. */
    async users(organizationId: string) {
      return db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          title: users.title,
          membership: membershipNow,
          isClientAdmin: users.isClientAdmin,
          isPlatformAdmin: users.isPlatformAdmin,
          products: sql<
            HeldProduct[]
          >`${productsOfUser(sql`${users.id}`, sql`${users.organizationId}`)}`,
          emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
          hasPassword: sql<boolean>`${users.passwordHash} is not null`,
          invited: wasInvited,
          disabledAt: users.disabledAt,
          lastSignInAt: users.lastSignInAt,
          // Written out: in a one-table select the column would lose its table name.
          sessions: sql<number>`(select count(*)::int from ${authSessions} a where a.user_id = users.id and a.expires_at > now())`,
        })
        .from(users)
        .where(eq(users.organizationId, organizationId))
        .orderBy(
          sql`case ${membershipNow} when 'active' then 0 when 'pending' then 1 else 2 end`,
          asc(users.lastName),
          asc(users.firstName),
          asc(users.email),
        );
    },

    /** One user, with what the console's actions on them check first. */
    async user(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          organizationId: users.organizationId,
          organizationName: organizations.name,
          membership: membershipNow,
          isClientAdmin: users.isClientAdmin,
          emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
          hasPassword: sql<boolean>`${users.passwordHash} is not null`,
          invited: wasInvited,
          disabledAt: users.disabledAt,
        })
        .from(users)
        .innerJoin(organizations, eq(organizations.id, users.organizationId))
        .where(eq(users.id, userId));
      return row;
    },

    /** Keeps the first time it was disabled when disabled again. Answers the time. */
    async disable(userId: string) {
      const [row] = await db
        .update(users)
        .set({ disabledAt: sql`coalesce(${users.disabledAt}, now())` })
        .where(eq(users.id, userId))
        .returning({ disabledAt: users.disabledAt });
      return row?.disabledAt ?? null;
    },

    async enable(userId: string) {
      await db.update(users).set({ disabledAt: null }).where(eq(users.id, userId));
    },

    async setClientAdmin(userId: string, isClientAdmin: boolean) {
      await db.update(users).set({ isClientAdmin }).where(eq(users.id, userId));
    },

    /**
     * The organization holds exactly `wanted` afterwards. A product it lacked, or holds at
     * another tier, gets a complimentary subscription (the one it replaces stays as history,
     * 'replaced'); a product left out ends ('canceled'). A product new to the organization is
     * given to its active members, as an approval gives them what the organization holds.
     */
    async setProducts(organizationId: string, wanted: readonly HeldProduct[]) {
      return db.transaction(async (tx) => {
        const current = await activeSubscriptions(tx, organizationId);
        for (const held of current) {
          const kept = wanted.find((w) => w.product === held.product);
          if (kept?.tier === held.tier) continue;
          await tx
            .update(subscriptions)
            .set({ status: kept ? 'replaced' : 'canceled', endedAt: sql`now()` })
            .where(eq(subscriptions.id, held.id));
        }
        for (const grant of wanted) {
          const previous = current.find((c) => c.product === grant.product);
          if (previous?.tier === grant.tier) continue;
          await tx.insert(subscriptions).values({
            organizationId,
            product: grant.product,
            tier: grant.tier,
            planType: COMPLIMENTARY_PLAN_TYPE,
            status: 'active',
            priceCents: 0,
            previousSubscriptionId: previous?.id ?? null,
          });
          if (!previous) {
            const members = await tx
              .select({ id: users.id })
              .from(users)
              .where(and(eq(users.organizationId, organizationId), eq(users.membership, 'active')));
            if (members.length > 0) {
              await tx
                .insert(userProducts)
                .values(members.map((m) => ({ userId: m.id, product: grant.product })))
                .onConflictDoNothing();
            }
          }
        }
      });
    },
  };
}

export type AdminOrganizationRepository = ReturnType<typeof adminOrganizationRepository>;
