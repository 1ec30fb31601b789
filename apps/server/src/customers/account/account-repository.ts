import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { ProductCode, TierCode } from '@app/core/domain/products';
import type { Database } from '../../platform/db/database';
import { membershipNow } from '../../platform/auth/principal-columns';
import { activeClientAdminsOf, mailRecipient } from '../users/user-columns';
import { activeSubscriptions } from './active-subscriptions';
import { promoCodes, subscriptions } from '../../platform/db/schema/billing-tables';
import { institutions } from '../../platform/db/schema/institution-tables';
import { organizations, partners } from '../../platform/db/schema/organization-tables';
import { userProducts, users } from '../../platform/db/schema/user-tables';

/** A new subscription row: what is granted and how it is paid. */
export interface SubscriptionGrant {
  product: ProductCode;
  tier: TierCode;
  planType: string;
  optionId: string;
  priceCents: number;
  billingInterval: string | null;
  billingProvider: string | null;
  billingCustomerId: string | null;
  billingSubscriptionId: string | null;
  promoCodeId: string | null;
}

/** The queries of signup and upgrade; inside a transaction, built on its handle. */
export function accountQueries(db: Database) {
  return {
    /** In use, unless by a request to join that ended (declined or expired): see releaseEmail. */
    async emailInUse(email: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.email, email.toLowerCase()),
            sql`${membershipNow} not in ('declined', 'expired')`,
          ),
        );
      return row !== undefined;
    },

    /**
     * Frees the address of a request to join that ended, so that its owner can register or
     * sign up again; the ended row goes with everything it held (nothing of the organization).
     */
    async releaseEmail(email: string) {
      await db
        .delete(users)
        .where(
          and(
            eq(users.email, email.toLowerCase()),
            sql`${membershipNow} in ('declined', 'expired')`,
          ),
        );
    },

    /** Whether a request to join from this address was declined within the last `days`. */
    async declinedWithin(email: string, days: number) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.email, email.toLowerCase()),
            eq(users.membership, 'declined'),
            sql`${users.membershipDecidedAt} > now() - make_interval(days => ${days})`,
          ),
        );
      return row !== undefined;
    },

    /**
     * The organization's requests to join that still wait. Call inside the transaction that
     * adds one, after lockOrganization, so that parallel requests count each other.
     */
    async pendingJoinRequests(organizationId: string) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.organizationId, organizationId), sql`${membershipNow} = 'pending'`));
      return row?.count ?? 0;
    },

    /** Serializes the transactions that add requests to join this organization. */
    async lockOrganization(organizationId: string) {
      await db.execute(sql`select 1 from organizations where id = ${organizationId} for update`);
    },

    async findInstitution(iid: number) {
      const [row] = await db
        .select({ iid: institutions.iid, name: institutions.name, active: institutions.active })
        .from(institutions)
        .where(eq(institutions.iid, iid));
      return row;
    },

    /**
     * The organization that holds the institution and its active products. When several hold
     * it (a MULTI group and the bank itself), the one holding the most products answers.
     */
    async organizationOfInstitution(iid: number) {
      const rows = await db
        .select({
          organizationId: organizations.id,
          name: organizations.name,
          product: subscriptions.product,
          tier: subscriptions.tier,
        })
        .from(organizations)
        .leftJoin(
          subscriptions,
          and(
            eq(subscriptions.organizationId, organizations.id),
            eq(subscriptions.status, 'active'),
          ),
        )
        .where(eq(organizations.institutionIid, iid))
        .orderBy(asc(organizations.createdAt));
      const byOrganization = new Map<
        string,
        { id: string; name: string; products: { product: ProductCode; tier: TierCode }[] }
      >();
      for (const row of rows) {
        const entry = byOrganization.get(row.organizationId) ?? {
          id: row.organizationId,
          name: row.name,
          products: [],
        };
        if (row.product && row.tier) {
          entry.products.push({ product: row.product as ProductCode, tier: row.tier as TierCode });
        }
        byOrganization.set(row.organizationId, entry);
      }
      return [...byOrganization.values()].sort((a, b) => b.products.length - a.products.length)[0];
    },

    /** A promo code that can still be used: not expired, not used up. */
    async findUsablePromo(code: string) {
      const [row] = await db
        .select()
        .from(promoCodes)
        .where(
          and(
            eq(promoCodes.code, code.trim().toUpperCase()),
            or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, sql`now()`)),
            or(isNull(promoCodes.maxUses), sql`${promoCodes.uses} < ${promoCodes.maxUses}`),
          ),
        );
      return row;
    },

    /** Counts one use, unless the code ran out or expired meanwhile. */
    async usePromo(id: string): Promise<boolean> {
      const rows = await db
        .update(promoCodes)
        .set({ uses: sql`${promoCodes.uses} + 1` })
        .where(
          and(
            eq(promoCodes.id, id),
            or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, sql`now()`)),
            or(isNull(promoCodes.maxUses), sql`${promoCodes.uses} < ${promoCodes.maxUses}`),
          ),
        )
        .returning({ id: promoCodes.id });
      return rows.length === 1;
    },

    async partnerExists(code: string) {
      const [row] = await db
        .select({ code: partners.code })
        .from(partners)
        .where(eq(partners.code, code));
      return row !== undefined;
    },

    async createOrganization(row: {
      name: string;
      institutionIid: number;
      partnerCode: string | null;
    }) {
      const [org] = await db
        .insert(organizations)
        .values({ ...row, organizationType: 'SINGLE' })
        .returning({ id: organizations.id });
      if (!org) throw new Error('organization insert returned nothing');
      return org.id;
    },

    async addSubscription(
      organizationId: string,
      grant: SubscriptionGrant,
      previousSubscriptionId: string | null = null,
    ) {
      const [row] = await db
        .insert(subscriptions)
        .values({ organizationId, ...grant, previousSubscriptionId, status: 'active' })
        .returning({ id: subscriptions.id });
      return row?.id;
    },

    activeSubscriptions: (organizationId: string) => activeSubscriptions(db, organizationId),

    /** Ends a subscription that an upgrade replaces; the row stays as plan-change history. */
    async replaceSubscription(id: string) {
      await db
        .update(subscriptions)
        .set({ status: 'replaced', endedAt: sql`now()` })
        .where(eq(subscriptions.id, id));
    },

    async createUser(row: {
      email: string;
      firstName: string;
      lastName: string;
      phone: string;
      title: string;
      organizationId: string;
      isClientAdmin: boolean;
      /** A request to join waits for the organization's approval; a signup is its first member. */
      membership: 'active' | 'pending';
    }) {
      const [user] = await db
        .insert(users)
        .values({
          ...row,
          email: row.email.toLowerCase(),
          passwordHash: null,
          membershipRequestedAt: row.membership === 'pending' ? sql`now()` : null,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      return user.id;
    },

    async grantProducts(userId: string, products: readonly ProductCode[]) {
      if (products.length === 0) return;
      await db
        .insert(userProducts)
        .values(products.map((product) => ({ userId, product })))
        .onConflictDoNothing();
    },

    /** The organization's active client-admins: who decides requests to join. */
    async clientAdmins(organizationId: string) {
      return db.select(mailRecipient).from(users).where(activeClientAdminsOf(organizationId));
    },
  };
}

export type AccountQueries = ReturnType<typeof accountQueries>;

export function accountRepository(db: Database) {
  return {
    ...accountQueries(db),
    /** Inside, query only through the handed queries (see groups-repository.ts). */
    transaction<T>(work: (q: AccountQueries, tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(accountQueries(tx), tx));
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
