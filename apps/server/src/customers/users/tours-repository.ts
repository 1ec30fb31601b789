import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { tourProgress } from '../../platform/db/schema/user-tables';

/** Saved tour progress per user and tour path (spec 1 section 3, tour record). */
export function toursRepository(db: Database) {
  return {
    async list(userId: string) {
      return db
        .select({
          path: tourProgress.path,
          completed: tourProgress.completed,
          cancelled: tourProgress.cancelled,
        })
        .from(tourProgress)
        .where(eq(tourProgress.userId, userId))
        .orderBy(asc(tourProgress.path));
    },

    async save(userId: string, record: { path: string; completed: boolean; cancelled: boolean }) {
      await db
        .insert(tourProgress)
        .values({ userId, ...record })
        .onConflictDoUpdate({
          target: [tourProgress.userId, tourProgress.path],
          set: { completed: record.completed, cancelled: record.cancelled, updatedAt: sql`now()` },
        });
    },
  };
}

export type ToursRepository = ReturnType<typeof toursRepository>;
