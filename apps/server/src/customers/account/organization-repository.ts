import { and, asc, eq, sql } from 'drizzle-orm';
import type { ProductCode } from '@app/core/domain/products';
import type { Database } from '../../platform/db/database';
import { organizationLogos, organizations } from '../../platform/db/schema/organization-tables';
import { userProducts, users } from '../../platform/db/schema/user-tables';
import { mailRecipient, personalDetails } from '../users/user-columns';
import { activeSubscriptions } from './active-subscriptions';

export function organizationRepository(db: Database) {
  return {
    async summary(organizationId: string) {
      const [org] = await db
        .select({
          id: organizations.id,
          name: organizations.name,
          hasLogo: sql<boolean>`exists (select 1 from ${organizationLogos} l where l.organization_id = ${organizations.id})`,
        })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      if (!org) return undefined;
      const products = await activeSubscriptions(db, organizationId);
      return { ...org, products };
    },

    async users(organizationId: string) {
      const rows = await db
        .select({
          id: users.id,
          ...personalDetails,
          admin: users.isClientAdmin,
          depositData: users.depositDataPermission,
          hasPassword: sql<boolean>`${users.passwordHash} is not null`,
          products: sql<
            string[]
          >`coalesce(array(select p.product from ${userProducts} p where p.user_id = ${users.id} order by p.product), '{}')`,
        })
        .from(users)
        // Requests to join are listed apart (join-request-repository.ts) until approved.
        .where(and(eq(users.organizationId, organizationId), eq(users.membership, 'active')))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
      return rows;
    },

    /** A member (not a request to join: those are approved or declined, not edited). */
    async findUser(organizationId: string, userId: string) {
      const [row] = await db
        .select({ id: users.id, ...mailRecipient })
        .from(users)
        .where(
          and(
            eq(users.id, userId),
            eq(users.organizationId, organizationId),
            eq(users.membership, 'active'),
          ),
        );
      return row;
    },

    async createUser(row: {
      organizationId: string;
      email: string;
      firstName: string;
      lastName: string;
      admin: boolean;
      products: ProductCode[];
    }) {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            organizationId: row.organizationId,
            email: row.email.toLowerCase(),
            firstName: row.firstName,
            lastName: row.lastName,
            isClientAdmin: row.admin,
            passwordHash: null,
          })
          .returning({ id: users.id });
        if (!user) throw new Error('user insert returned nothing');
        if (row.products.length > 0) {
          await tx
            .insert(userProducts)
            .values(row.products.map((product) => ({ userId: user.id, product })));
        }
        return user.id;
      });
    },

    async updateUser(
      userId: string,
      row: {
        firstName: string;
        lastName: string;
        title?: string;
        admin: boolean;
        depositData?: boolean;
        products: ProductCode[];
      },
    ) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            firstName: row.firstName,
            lastName: row.lastName,
            isClientAdmin: row.admin,
            ...(row.title === undefined ? {} : { title: row.title }),
            ...(row.depositData === undefined ? {} : { depositDataPermission: row.depositData }),
          })
          .where(eq(users.id, userId));
        await tx.delete(userProducts).where(eq(userProducts.userId, userId));
        if (row.products.length > 0) {
          await tx
            .insert(userProducts)
            .values(row.products.map((product) => ({ userId, product })));
        }
      });
    },

    async deleteUser(userId: string) {
      await db.delete(users).where(eq(users.id, userId));
    },

    async logoInfo(organizationId: string) {
      const [row] = await db
        .select({
          fileName: organizationLogos.fileName,
          contentType: organizationLogos.contentType,
          size: organizationLogos.size,
          uploadedAt: organizationLogos.uploadedAt,
        })
        .from(organizationLogos)
        .where(eq(organizationLogos.organizationId, organizationId));
      return row;
    },

    async logo(organizationId: string) {
      const [row] = await db
        .select({ contentType: organizationLogos.contentType, data: organizationLogos.data })
        .from(organizationLogos)
        .where(eq(organizationLogos.organizationId, organizationId));
      return row;
    },

    /** Stores the logo unless one is there already (spec: replace by deleting first). */
    async addLogo(row: {
      organizationId: string;
      fileName: string;
      contentType: string;
      data: Uint8Array;
    }) {
      const inserted = await db
        .insert(organizationLogos)
        .values({ ...row, size: row.data.byteLength })
        .onConflictDoNothing()
        .returning({ organizationId: organizationLogos.organizationId });
      return inserted.length === 1;
    },

    async deleteLogo(organizationId: string) {
      const deleted = await db
        .delete(organizationLogos)
        .where(eq(organizationLogos.organizationId, organizationId))
        .returning({ organizationId: organizationLogos.organizationId });
      return deleted.length === 1;
    },
  };
}

export type OrganizationRepository = ReturnType<typeof organizationRepository>;
