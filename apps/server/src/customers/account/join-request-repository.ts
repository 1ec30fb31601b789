import { JOIN_REQUEST_DAYS } from '@app/core/domain/membership';
import type { ProductCode } from '@app/core/domain/products';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database';
import { organizations } from '../../platform/db/schema/organization-tables';
import { userProducts, users } from '../../platform/db/schema/user-tables';
import { membershipNow } from '../../platform/auth/principal-columns';
import { mailRecipient, personalDetails } from '../users/user-columns';
import { activeSubscriptions } from './active-subscriptions';

const decider = alias(users, 'decider');

/** A request still open: pending and younger than JOIN_REQUEST_DAYS. */
const isOpen = sql`${users.membership} = 'pending' and ${users.membershipRequestedAt} >= now() - make_interval(days => ${JOIN_REQUEST_DAYS})`;

/** The user a decision or an expiry is told to, and their organization. */
const toTell = { ...mailRecipient, organizationId: users.organizationId };

/** The join requests of signup's Register (issue 11), kept as a status on the user row. */
export function joinRequestRepository(db: Database) {
  /** Scoped to one organization, or to all of them for a platform admin (null). */
  const inOrganization = (organizationId: string | null): SQL =>
    organizationId === null ? sql`true` : sql`${users.organizationId} = ${organizationId}`;

  return {
    /** Open requests, oldest first. */
    async open(organizationId: string | null) {
      return db
        .select({
          id: users.id,
          ...personalDetails,
          emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
          organizationName: organizations.name,
          requestedAt: users.membershipRequestedAt,
          expiresAt: sql<Date>`${users.membershipRequestedAt} + make_interval(days => ${JOIN_REQUEST_DAYS})`,
        })
        .from(users)
        .innerJoin(organizations, eq(organizations.id, users.organizationId))
        .where(and(isOpen, inOrganization(organizationId)))
        .orderBy(asc(users.membershipRequestedAt));
    },

    /**
     * Records the requests that ran out as expired, once: the rows returned are the ones this
     * call changed, so each user is told one time even when two callers race.
     */
    async expireOverdue() {
      return db
        .update(users)
        .set({
          membership: 'expired',
          membershipDecidedAt: sql`${users.membershipRequestedAt} + make_interval(days => ${JOIN_REQUEST_DAYS})`,
        })
        .where(
          sql`${users.membership} = 'pending' and ${users.membershipRequestedAt} < now() - make_interval(days => ${JOIN_REQUEST_DAYS})`,
        )
        .returning(toTell);
    },

    async organizationName(organizationId: string) {
      const [row] = await db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return row?.name ?? 'your organization';
    },

    /**
     * Approves or declines an open request of the organization (any organization for a
     * platform admin); approving gives the products in the same transaction. Undefined when
     * there is no such open request.
     */
    async decide(input: {
      userId: string;
      organizationId: string | null;
      decision: 'active' | 'declined';
      decidedBy: string;
      /** From the products the organization holds, those the approval gives. */
      products: (held: ProductCode[]) => readonly ProductCode[];
    }) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            membership: input.decision,
            membershipDecidedAt: sql`now()`,
            membershipDecidedBy: input.decidedBy,
          })
          .where(and(eq(users.id, input.userId), isOpen, inOrganization(input.organizationId)))
          .returning(toTell);
        if (!row) return undefined;
        if (input.decision === 'active') {
          // Read inside the transaction: the embedded database has one connection.
          const held = await activeSubscriptions(tx, row.organizationId);
          const products = input.products(held.map((s) => s.product as ProductCode));
          // Whatever an admin set on the row before is replaced by what the approval gives.
          await tx.delete(userProducts).where(eq(userProducts.userId, input.userId));
          if (products.length > 0) {
            await tx
              .insert(userProducts)
              .values(products.map((product) => ({ userId: input.userId, product })));
          }
        }
        return row;
      });
    },

    async nameOf(userId: string) {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      return row ? `${row.firstName} ${row.lastName}`.trim() : null;
    },

    /** The caller's own membership and request, expiry applied. */
    async membershipOf(userId: string) {
      const [row] = await db
        .select({
          status: membershipNow,
          organizationId: users.organizationId,
          organizationName: organizations.name,
          requestedAt: users.membershipRequestedAt,
          decidedAt: users.membershipDecidedAt,
          decidedByFirstName: decider.firstName,
          decidedByLastName: decider.lastName,
        })
        .from(users)
        .innerJoin(organizations, eq(organizations.id, users.organizationId))
        .leftJoin(decider, eq(decider.id, users.membershipDecidedBy))
        .where(eq(users.id, userId));
      return row;
    },
  };
}

export type JoinRequestRepository = ReturnType<typeof joinRequestRepository>;
