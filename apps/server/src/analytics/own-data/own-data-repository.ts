import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { insertJsonRows } from '../../platform/db/insert-json-rows';
import { organizations } from '../../platform/db/schema/organization-tables';
import { ownDepositRows, ownDepositUploads } from '../../platform/db/schema/own-deposit-tables';
import { users } from '../../platform/db/schema/user-tables';
import type { OwnDataRow } from './own-data-validation';

/** Rows per INSERT, as one JSON parameter (insertJsonRows): 96,000 rows are 10 statements. */
const INSERT_BATCH = 10_000;

export interface UploadFacts {
  organizationId: string;
  iid: number;
  fileName: string;
  bytes: number;
  acceptsGaps: boolean;
  uploadedBy: string;
}

/** The own deposit data of organizations (issue 29): one upload each, its rows. */
export function ownDataRepository(db: Database) {
  const uploadOf = async (organizationId: string) => {
    const [upload] = await db
      .select()
      .from(ownDepositUploads)
      .where(eq(ownDepositUploads.organizationId, organizationId));
    return upload;
  };

  return {
    uploadOf,

    /**
     * What changes with every upload and deletion, for the answer cache's key: the upload's
     * time to the microsecond (the database's own text of it), its size and rows; null with none.
     */
    async version(organizationId: string): Promise<string | null> {
      const [row] = await db
        .select({
          version: sql<string>`${ownDepositUploads.uploadedAt}::text || '|' || ${ownDepositUploads.bytes} || '|' || ${ownDepositUploads.rowCount}`,
        })
        .from(ownDepositUploads)
        .where(eq(ownDepositUploads.organizationId, organizationId));
      return row?.version ?? null;
    },

    /** Replaces the organization's upload whole, in one transaction: all rows or none. */
    async replace(facts: UploadFacts, rows: OwnDataRow[]) {
      await db.transaction(async (tx) => {
        // The rows go with the upload (on delete cascade).
        await tx
          .delete(ownDepositUploads)
          .where(eq(ownDepositUploads.organizationId, facts.organizationId));
        const [uploader] = await tx
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, facts.uploadedBy));
        await tx.insert(ownDepositUploads).values({
          ...facts,
          uploadedByEmail: uploader?.email ?? 'unknown',
          rowCount: rows.length,
        });
        await insertJsonRows(
          tx,
          ownDepositRows,
          rows.map((row) => ({ organizationId: facts.organizationId, ...row })),
          INSERT_BATCH,
        );
      });
    },

    /** Deletes the upload and every row of it; answers whether there was one. */
    async remove(organizationId: string) {
      const deleted = await db
        .delete(ownDepositUploads)
        .where(eq(ownDepositUploads.organizationId, organizationId))
        .returning({ bytes: ownDepositUploads.bytes, rowCount: ownDepositUploads.rowCount });
      return deleted[0];
    },

    /** Each product's category, first and last month and months held. */
    async products(organizationId: string) {
      return db
        .select({
          product: ownDepositRows.product,
          category: sql<string>`min(${ownDepositRows.category})`,
          firstMonth: sql<string>`min(${ownDepositRows.month})`,
          lastMonth: sql<string>`max(${ownDepositRows.month})`,
          months: sql<number>`count(*)::int`,
        })
        .from(ownDepositRows)
        .where(eq(ownDepositRows.organizationId, organizationId))
        .groupBy(ownDepositRows.product)
        .orderBy(asc(ownDepositRows.product));
    },

    /** The rows of one product, or of all (product null), oldest month first. */
    async rows(organizationId: string, product: string | null) {
      return db
        .select({
          product: ownDepositRows.product,
          month: ownDepositRows.month,
          balance: ownDepositRows.balance,
          ratePaid: ownDepositRows.ratePaid,
          category: ownDepositRows.category,
        })
        .from(ownDepositRows)
        .where(
          product === null
            ? eq(ownDepositRows.organizationId, organizationId)
            : and(
                eq(ownDepositRows.organizationId, organizationId),
                eq(ownDepositRows.product, product),
              ),
        )
        .orderBy(asc(ownDepositRows.month), asc(ownDepositRows.product));
    },

    /**
     * Every product summed by category and month, in the database (`own:all` of 200 products is
     * 96,000 rows otherwise): the balance and the balance-weighted rate paid's numerator.
     */
    async categoryMonths(organizationId: string) {
      return db
        .select({
          category: ownDepositRows.category,
          month: ownDepositRows.month,
          balance: sql<number>`sum(${ownDepositRows.balance})::float8`,
          weighted: sql<number>`sum(${ownDepositRows.balance} * ${ownDepositRows.ratePaid})::float8`,
        })
        .from(ownDepositRows)
        .where(eq(ownDepositRows.organizationId, organizationId))
        .groupBy(ownDepositRows.category, ownDepositRows.month)
        .orderBy(asc(ownDepositRows.month), asc(ownDepositRows.category));
    },

    /** How many rows the organization holds (0 after a deletion). */
    async rowCount(organizationId: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(ownDepositRows)
        .where(eq(ownDepositRows.organizationId, organizationId));
      return row?.n ?? 0;
    },

    /** For the platform admin: who has uploaded, the size and the date, nothing of the data. */
    async presence() {
      return db
        .select({
          organizationId: ownDepositUploads.organizationId,
          organizationName: organizations.name,
          bytes: ownDepositUploads.bytes,
          uploadedAt: ownDepositUploads.uploadedAt,
        })
        .from(ownDepositUploads)
        .innerJoin(organizations, eq(organizations.id, ownDepositUploads.organizationId))
        .orderBy(asc(organizations.name));
    },
  };
}

export type OwnDataRepository = ReturnType<typeof ownDataRepository>;
