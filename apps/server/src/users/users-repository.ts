import { and, eq, sql, type SQL } from 'drizzle-orm';
import { JOIN_REQUEST_DAYS, type MembershipStatus } from '@app/core/domain/membership';
import type { ProductCode, TierCode } from '@app/core/domain/products';
import { queryRows, type Database } from '../db/database';
import { subscriptions } from '../db/schema/billing-tables';
import { institutions } from '../db/schema/institution-tables';
import { organizations } from '../db/schema/organization-tables';
import { userProducts, userSessionValues, users } from '../db/schema/user-tables';

/**
 * The user's membership as of now: a pending request older than JOIN_REQUEST_DAYS reads as
 * expired, so no timer has to write it (join-request-service.ts records it and tells the user).
 */
export const membershipNow = sql<MembershipStatus>`case when ${users.membership} = 'pending' and ${users.membershipRequestedAt} < now() - make_interval(days => ${JOIN_REQUEST_DAYS}) then 'expired' else ${users.membership} end`;

export interface UserProduct {
  product: ProductCode;
  tier: TierCode;
}

/**
 * The products a user holds: the organization's active subscriptions that the user has been
 * given, by product code, as a JSON array of { product, tier } (an SQL expression, so that the
 * session lookup can read them in the same query). None unless the user is an active member:
 * products an admin gave a pending joiner wait for the approval.
 */
export const productsOfUser = (userId: SQL, organizationId: SQL) =>
  sql`coalesce((select json_agg(json_build_object('product', s.product, 'tier', s.tier) order by s.product)
                from ${subscriptions} s
                join ${userProducts} up on up.product = s.product and up.user_id = ${userId}
                where s.organization_id = ${organizationId} and s.status = 'active'
                  and exists (select 1 from ${users} m where m.id = ${userId} and m.membership = 'active')), '[]'::json)`;

export function usersRepository(db: Database) {
  return {
    async profile(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          isPlatformAdmin: users.isPlatformAdmin,
          isClientAdmin: users.isClientAdmin,
          membership: membershipNow,
          organizationId: organizations.id,
          organizationName: organizations.name,
          organizationType: organizations.organizationType,
          institutionIid: organizations.institutionIid,
          institutionType: institutions.institutionType,
        })
        .from(users)
        .innerJoin(organizations, eq(organizations.id, users.organizationId))
        .leftJoin(institutions, eq(institutions.iid, organizations.institutionIid))
        .where(eq(users.id, userId));
      return row;
    },

    async products(userId: string, organizationId: string) {
      const [row] = await queryRows<{ products: UserProduct[] }>(
        db,
        sql`select ${productsOfUser(sql`${userId}::uuid`, sql`${organizationId}::uuid`)} as products`,
      );
      return row?.products ?? [];
    },

    /** The organization's active client-admins by name: whom a member asks. */
    async administratorNames(organizationId: string) {
      const rows = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(
          and(
            eq(users.organizationId, organizationId),
            eq(users.isClientAdmin, true),
            eq(users.membership, 'active'),
          ),
        )
        .orderBy(users.lastName, users.firstName);
      return rows.map((r) => `${r.firstName} ${r.lastName}`.trim());
    },

    /** Messages sent to everyone or to the user's organization, and news, not yet viewed. */
    async unreadCounts(userId: string, organizationId: string) {
      const [row] = await queryRows<{ messages: number; news: number }>(
        db,
        sql`
        select
          (select count(*)::int from messages m
            where (m.organization_id is null or m.organization_id = ${organizationId})
              and not exists (select 1 from message_views v
                              where v.message_id = m.id and v.user_id = ${userId})) as messages,
          (select count(*)::int from news n
            where not exists (select 1 from news_views v
                              where v.news_id = n.id and v.user_id = ${userId})) as news
      `,
      );
      return { messages: row?.messages ?? 0, news: row?.news ?? 0 };
    },

    async sessionValues(userId: string) {
      return db
        .select({ key: userSessionValues.key, value: userSessionValues.value })
        .from(userSessionValues)
        .where(eq(userSessionValues.userId, userId))
        .orderBy(userSessionValues.key);
    },

    async countSessionValues(userId: string, exceptKey: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(userSessionValues)
        .where(
          and(eq(userSessionValues.userId, userId), sql`${userSessionValues.key} <> ${exceptKey}`),
        );
      return row?.n ?? 0;
    },

    async saveSessionValue(userId: string, key: string, value: string) {
      await db
        .insert(userSessionValues)
        .values({ userId, key, value })
        .onConflictDoUpdate({
          target: [userSessionValues.userId, userSessionValues.key],
          set: { value, updatedAt: sql`now()` },
        });
    },

    async clearSessionValues(userId: string) {
      await db.delete(userSessionValues).where(eq(userSessionValues.userId, userId));
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
