import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/database';
import {
  activities,
  activityViews,
  messages,
  messageViews,
  news,
  newsViews,
} from '../../platform/db/schema/content-tables';
import { organizations, partners } from '../../platform/db/schema/organization-tables';
import { reaches, type Reader } from './content-audience';

/** The lists are short by nature; a bound keeps an answer small if an admin floods them. */
const LIST_LIMIT = 100;

/**
 * Messages, news and activity entries as each user sees them (content-audience.ts), with who
 * has viewed what. Rows are read raw; the presenter sanitizes the HTML.
 */
export function contentRepository(db: Database) {
  return {
    /** The database's clock: rows are stamped by it, so "up to now" is read from it too. */
    async now(): Promise<string> {
      const [row] = await queryRows<{ now: string }>(db, sql`select now()::text as now`);
      if (!row) throw new Error('select now() returned nothing');
      return row.now;
    },

    async messagesFor(reader: Reader, limit = LIST_LIMIT) {
      return db
        .select({
          id: messages.id,
          content: messages.content,
          dateSent: messages.dateSent,
          dateViewed: messageViews.viewedAt,
        })
        .from(messages)
        .leftJoin(
          messageViews,
          and(eq(messageViews.messageId, messages.id), eq(messageViews.userId, reader.userId)),
        )
        .where(reaches(messages, messages.dateSent, reader))
        .orderBy(desc(messages.dateSent), desc(messages.id))
        .limit(limit);
    },

    /**
     * Marks the messages the user can see, sent up to asOf, as viewed (already viewed ones keep
     * their time). asOf is taken before the list is read, so a message arriving in between
     * stays unread.
     */
    async markMessagesViewed(reader: Reader, asOf: string) {
      await db
        .insert(messageViews)
        .select(
          db
            .select({
              messageId: messages.id,
              userId: sql<string>`${reader.userId}::uuid`.as('user_id'),
              viewedAt: sql<Date>`now()`.as('viewed_at'),
            })
            .from(messages)
            .where(reaches(messages, messages.dateSent, reader, asOf)),
        )
        .onConflictDoNothing();
    },

    async newsFor(reader: Reader, limit = LIST_LIMIT) {
      return db
        .select({
          id: news.id,
          title: news.title,
          content: news.content,
          link: news.link,
          dateCreated: news.dateCreated,
          viewedAt: newsViews.viewedAt,
        })
        .from(news)
        .leftJoin(
          newsViews,
          and(eq(newsViews.newsId, news.id), eq(newsViews.userId, reader.userId)),
        )
        .where(reaches(news, news.dateCreated, reader))
        .orderBy(desc(news.dateCreated), desc(news.id))
        .limit(limit);
    },

    async markNewsViewed(reader: Reader, asOf: string) {
      await db
        .insert(newsViews)
        .select(
          db
            .select({
              newsId: news.id,
              userId: sql<string>`${reader.userId}::uuid`.as('user_id'),
              viewedAt: sql<Date>`now()`.as('viewed_at'),
            })
            .from(news)
            .where(reaches(news, news.dateCreated, reader, asOf)),
        )
        .onConflictDoNothing();
    },

    /** The user's own entries and the admins' entries for them. */
    async activitiesOf(reader: Reader, limit: number) {
      return db
        .select({
          id: activities.id,
          content: activities.content,
          dateSent: activities.dateSent,
          userId: activities.userId,
        })
        .from(activities)
        .where(
          or(
            eq(activities.userId, reader.userId),
            and(isNull(activities.userId), reaches(activities, activities.dateSent, reader)),
          ),
        )
        .orderBy(desc(activities.dateSent), desc(activities.id))
        .limit(limit);
    },

    /** The admins' entries among those shown to the user count them as seen. */
    async markActivitiesSeen(userId: string, shown: { id: string; userId: string | null }[]) {
      const ids = shown.filter((a) => a.userId === null).map((a) => a.id);
      if (!ids.length) return;
      await db
        .insert(activityViews)
        .values(ids.map((activityId) => ({ activityId, userId })))
        .onConflictDoNothing();
    },

    /** The advert of the organization's partner, when it has one. */
    async partnerAdvert(organizationId: string) {
      const [row] = await db
        .select({ adImage: partners.adImage, adUrl: partners.adUrl, name: partners.name })
        .from(organizations)
        .innerJoin(partners, eq(partners.code, organizations.partnerCode))
        .where(eq(organizations.id, organizationId));
      return row;
    },

    async addActivity(userId: string, content: string) {
      await db.insert(activities).values({ userId, content });
    },
  };
}

export type ContentRepository = ReturnType<typeof contentRepository>;
