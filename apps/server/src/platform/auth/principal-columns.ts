import { sql, type SQL } from 'drizzle-orm';
import { JOIN_REQUEST_DAYS, type MembershipStatus } from '@app/core/domain/membership';
import { subscriptions } from '../db/schema/billing-tables';
import { userProducts, users } from '../db/schema/user-tables';

// The principal's membership and products, as SQL: the session lookup reads them with the
// session in one query, and the user state and account queries read them the same way.

/**
 * The user's membership as of now: a pending request older than JOIN_REQUEST_DAYS reads as
 * expired, so no timer has to write it (join-request-service.ts records it and tells the user).
 */
export const membershipNow = sql<MembershipStatus>`case when ${users.membership} = 'pending' and ${users.membershipRequestedAt} < now() - make_interval(days => ${JOIN_REQUEST_DAYS}) then 'expired' else ${users.membership} end`;

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
