import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FollowedMetric } from '@app/core/api/notifications';
import type { UserProduct } from '../../platform/auth/principal';
import { productsOfUser } from '../../platform/auth/principal-columns';
import type { Database } from '../../platform/db/database';
import { follows, notificationPreferences } from '../../platform/db/schema/notification-tables';
import { organizations } from '../../platform/db/schema/organization-tables';
import { peerGroupMembers, peerGroups } from '../../platform/db/schema/peer-group-tables';
import { users } from '../../platform/db/schema/user-tables';

/** What one user follows, as stored. */
export interface StoredFollows {
  institutions: number[];
  groups: number[];
  metrics: FollowedMetric[];
  emailDigest: boolean;
  followOwnInstitution: boolean;
}

/** A user who may be told of a quarter: an active, enabled member. */
export interface Recipient {
  userId: string;
  email: string;
  firstName: string;
  organizationId: string;
  ownIid: number | null;
  /** The products the user holds now, as their session would: what they may be told of. */
  products: UserProduct[];
}

export function followsRepository(db: Database) {
  async function of(userId: string): Promise<StoredFollows> {
    const [rows, [preferences]] = await Promise.all([
      db
        .select()
        .from(follows)
        .where(eq(follows.userId, userId))
        .orderBy(follows.kind, follows.ref),
      db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)),
    ]);
    return {
      institutions: rows.filter((r) => r.kind === 'institution').map((r) => Number(r.ref)),
      groups: rows.filter((r) => r.kind === 'group').map((r) => Number(r.ref)),
      metrics: rows
        .filter((r) => r.kind === 'metric')
        .map((r) => ({
          metricId: r.ref,
          crossesValue: r.crossesValue,
          moveBp: r.moveBp,
          movePercent: r.movePercent,
          quintileChange: r.quintileChange,
        })),
      emailDigest: preferences?.emailDigest ?? false,
      followOwnInstitution: preferences?.followOwnInstitution ?? true,
    };
  }

  return {
    of,

    /** Replaces everything the user follows, in one transaction. */
    async replace(userId: string, next: StoredFollows): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(follows).where(eq(follows.userId, userId));
        const rows = [
          ...next.institutions.map((iid) => ({ userId, kind: 'institution', ref: String(iid) })),
          ...next.groups.map((id) => ({ userId, kind: 'group', ref: String(id) })),
          ...next.metrics.map((m) => ({
            userId,
            kind: 'metric',
            ref: m.metricId,
            crossesValue: m.crossesValue,
            moveBp: m.moveBp,
            movePercent: m.movePercent,
            quintileChange: m.quintileChange,
          })),
        ];
        if (rows.length > 0) await tx.insert(follows).values(rows);
        const preferences = {
          emailDigest: next.emailDigest,
          followOwnInstitution: next.followOwnInstitution,
        };
        await tx
          .insert(notificationPreferences)
          .values({ userId, ...preferences })
          .onConflictDoUpdate({ target: notificationPreferences.userId, set: preferences });
      });
    },

    /** The custom peer groups among `groupIds` that the organization owns. */
    async customGroupsOf(organizationId: string, groupIds: readonly number[]): Promise<number[]> {
      if (groupIds.length === 0) return [];
      const rows = await db
        .select({ groupId: peerGroups.groupId })
        .from(peerGroups)
        .where(
          and(
            eq(peerGroups.organizationId, organizationId),
            inArray(peerGroups.groupId, [...groupIds]),
          ),
        );
      return rows.map((r) => r.groupId);
    },

    /** The listed members of the given peer groups. */
    async groupMembers(groupIds: readonly number[]): Promise<number[]> {
      if (groupIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ iid: peerGroupMembers.iid })
        .from(peerGroupMembers)
        .where(inArray(peerGroupMembers.groupId, [...groupIds]));
      return rows.map((r) => r.iid);
    },

    /** Every active, enabled member with the institution of their organization and products. */
    async recipients(): Promise<Recipient[]> {
      return db
        .select({
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          organizationId: users.organizationId,
          ownIid: organizations.institutionIid,
          products: sql<
            UserProduct[]
          >`${productsOfUser(sql`${users.id}`, sql`${users.organizationId}`)}`,
        })
        .from(users)
        .innerJoin(organizations, eq(organizations.id, users.organizationId))
        .where(and(eq(users.membership, 'active'), isNull(users.disabledAt)))
        .orderBy(sql`${users.email}`);
    },
  };
}

export type FollowsRepository = ReturnType<typeof followsRepository>;
