import { and, eq, sql } from 'drizzle-orm';
import { membershipNow, productsOfUser } from '../../platform/auth/principal-columns';
import type { UserProduct } from '../../platform/auth/principal';
import { reaches, type Reader } from '../content/content-audience';
import { queryRows, type Database } from '../../platform/db/database';
import { messages, messageViews, news, newsViews } from '../../platform/db/schema/content-tables';
import { institutions } from '../../platform/db/schema/institution-tables';
import { organizations, partners } from '../../platform/db/schema/organization-tables';
import { userSessionValues, users } from '../../platform/db/schema/user-tables';
import { activeClientAdminsOf } from './user-columns';

/** A person's name as others see it. */
export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

export function usersRepository(db: Database) {
  return {
    /**
     * The user, their organization, the products they hold, its active client-admins by name
     * (whom a member asks) and its partner's contact (where none does), in one round trip: every page load asks who is signed in.
     */
    async profile(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          isPlatformAdmin: users.isPlatformAdmin,
          isClientAdmin: users.isClientAdmin,
          previousSignInAt: users.previousSignInAt,
          membership: membershipNow,
          organizationId: organizations.id,
          organizationName: organizations.name,
          organizationType: organizations.organizationType,
          institutionIid: organizations.institutionIid,
          institutionType: institutions.institutionType,
          products: sql<
            UserProduct[]
          >`${productsOfUser(sql`${users.id}`, sql`${users.organizationId}`)}`,
          administrators: sql<{ firstName: string; lastName: string }[]>`coalesce(
            (select json_agg(json_build_object('firstName', a.first_name, 'lastName', a.last_name)
                             order by a.last_name, a.first_name)
             from ${users} a
             where a.organization_id = ${users.organizationId} and a.is_client_admin
               and a.membership = 'active'), '[]'::json)`,
          partnerName: partners.name,
          partnerPhone: partners.phone,
          partnerEmail: partners.email,
        })
        .from(users)
        .innerJoin(organizations, eq(organizations.id, users.organizationId))
        .leftJoin(institutions, eq(institutions.iid, organizations.institutionIid))
        .leftJoin(partners, eq(partners.code, organizations.partnerCode))
        .where(eq(users.id, userId));
      return row;
    },

    /** The organization's active client-admins by name: whom a member asks. */
    async administratorNames(organizationId: string) {
      const rows = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(activeClientAdminsOf(organizationId))
        .orderBy(users.lastName, users.firstName);
      return rows.map(fullName);
    },

    /** Messages and news the reader sees (content-audience.ts) and has not viewed yet. */
    async unreadCounts(reader: Reader) {
      const [row] = await queryRows<{ messages: number; news: number }>(
        db,
        sql`
        select
          (select count(*)::int from ${messages}
            where ${reaches(messages, messages.dateSent, reader)}
              and not exists (select 1 from ${messageViews}
                              where ${messageViews.messageId} = ${messages.id}
                                and ${messageViews.userId} = ${reader.userId})) as messages,
          (select count(*)::int from ${news}
            where ${reaches(news, news.dateCreated, reader)}
              and not exists (select 1 from ${newsViews}
                              where ${newsViews.newsId} = ${news.id}
                                and ${newsViews.userId} = ${reader.userId})) as news
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
