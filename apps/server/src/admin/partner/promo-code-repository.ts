import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { promoCodes } from '../../platform/db/schema/billing-tables';

export function promoCodeRepository(db: Database) {
  return {
    async list() {
      return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), promoCodes.code);
    },

    async find(code: string) {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
      return row;
    },

    async create(row: typeof promoCodes.$inferInsert) {
      const [created] = await db.insert(promoCodes).values(row).returning();
      return created;
    },

    /**
     * Ending is expiring now: signup (account-repository findUsablePromo) already refuses an
     * expired code with its own message. Nothing when the code has already expired.
     */
    async end(code: string) {
      const [ended] = await db
        .update(promoCodes)
        .set({ expiresAt: sql`now()` })
        .where(
          and(
            eq(promoCodes.code, code),
            or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, sql`now()`)),
          ),
        )
        .returning();
      return ended;
    },
  };
}

export type PromoCodeRepository = ReturnType<typeof promoCodeRepository>;
