import { RECENT_INSTITUTIONS } from '@app/core/domain/shell-constants';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { institutions } from '../../platform/db/schema/institution-tables';
import { userInstitutions } from '../../platform/db/schema/user-tables';
import { summaryColumns } from '../../reference-data/institutions/institutions-repository';

const listColumns = {
  ...summaryColumns,
  isFavorite: userInstitutions.isFavorite,
  dateLastViewed: userInstitutions.dateLastViewed,
};

export type UserInstitutionRow = Awaited<
  ReturnType<ReturnType<typeof userInstitutionsRepository>['list']>
>[number];

/**
 * The user's institution list (spec 1 section 4): favourites and the ones last switched to, one
 * row per institution. A row that is neither a favourite nor viewed means nothing and is removed.
 */
export function userInstitutionsRepository(db: Database) {
  const where = (userId: string, iid: number) =>
    and(eq(userInstitutions.userId, userId), eq(userInstitutions.iid, iid));

  return {
    /** Sorted by name, city, state (spec 1 section 4). */
    async list(userId: string) {
      return db
        .select(listColumns)
        .from(userInstitutions)
        .innerJoin(institutions, eq(institutions.iid, userInstitutions.iid))
        .where(eq(userInstitutions.userId, userId))
        .orderBy(
          asc(sql`lower(${institutions.name})`),
          asc(institutions.city),
          asc(institutions.state),
          asc(institutions.iid),
        );
    },

    /** The most recently viewed, newest first. */
    async recent(userId: string, limit = RECENT_INSTITUTIONS) {
      return db
        .select(listColumns)
        .from(userInstitutions)
        .innerJoin(institutions, eq(institutions.iid, userInstitutions.iid))
        .where(and(eq(userInstitutions.userId, userId), isNotNull(userInstitutions.dateLastViewed)))
        .orderBy(desc(userInstitutions.dateLastViewed), asc(institutions.iid))
        .limit(limit);
    },

    async find(userId: string, iid: number) {
      const [row] = await db
        .select({
          isFavorite: userInstitutions.isFavorite,
          dateLastViewed: userInstitutions.dateLastViewed,
        })
        .from(userInstitutions)
        .where(where(userId, iid));
      return row;
    },

    async setFavorite(userId: string, iid: number, isFavorite: boolean) {
      await db
        .insert(userInstitutions)
        .values({ userId, iid, isFavorite })
        .onConflictDoUpdate({
          target: [userInstitutions.userId, userInstitutions.iid],
          set: { isFavorite },
        });
    },

    async markViewed(userId: string, iid: number) {
      await db
        .insert(userInstitutions)
        .values({ userId, iid, dateLastViewed: sql`now()` })
        .onConflictDoUpdate({
          target: [userInstitutions.userId, userInstitutions.iid],
          set: { dateLastViewed: sql`now()` },
        });
    },

    async remove(userId: string, iid: number) {
      const removed = await db
        .delete(userInstitutions)
        .where(where(userId, iid))
        .returning({ iid: userInstitutions.iid });
      return removed.length > 0;
    },

    /**
     * Keeps only what the list is for: favourites, and the RECENT_INSTITUTIONS last viewed.
     * Rows that are neither go, so a MULTI user's list does not grow with every switch.
     */
    async prune(userId: string) {
      await db.execute(sql`
        delete from user_institutions u
        where u.user_id = ${userId}
          and not u.is_favorite
          and (u.date_last_viewed is null
               or u.iid not in (select r.iid from user_institutions r
                                where r.user_id = ${userId} and r.date_last_viewed is not null
                                order by r.date_last_viewed desc, r.iid
                                limit ${RECENT_INSTITUTIONS}))`);
    },
  };
}

export type UserInstitutionsRepository = ReturnType<typeof userInstitutionsRepository>;
