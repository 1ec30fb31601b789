import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/database';
import { activities, messages, messageViews, news, newsViews } from '../db/schema/content-tables';
import { organizations, partners } from '../db/schema/organization-tables';

/** The lists are short by nature; a bound keeps an answer small if an admin floods them. */
const LIST_LIMIT = 100;

/**
 * Messages (to everyone or to one organization), news (to everyone) and each user's activity,
 * with who has viewed what. Rows are read raw; the presenter sanitizes the HTML.
 */
export function contentRepository(db: Database) {
  return {
    /** The database's clock: rows are stamped by it, so "up to now" is read from it too. */
    async now(): Promise<string> {
      const [row] = await queryRows<{ now: string }>(db, sql`select now()::text as now`);
      if (!row) throw new Error('select now() returned nothing');
      return row.now;
    },

    async messagesFor(userId: string, organizationId: string, limit = LIST_LIMIT) {
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
          and(eq(messageViews.messageId, messages.id), eq(messageViews.userId, userId)),
        )
        .where(or(isNull(messages.organizationId), eq(messages.organizationId, organizationId)))
        .orderBy(desc(messages.dateSent), desc(messages.id))
        .limit(limit);
    },

    /**
     * Marks the messages the user can see, sent up to asOf, as viewed (already viewed ones keep
     * their time). asOf is taken before the list is read, so a message arriving in between
     * stays unread.
     */
    async markMessagesViewed(userId: string, organizationId: string, asOf: string) {
      await db.execute(sql`
        insert into message_views (message_id, user_id)
        select m.id, ${userId} from messages m
        where (m.organization_id is null or m.organization_id = ${organizationId})
          and m.date_sent <= ${asOf}::timestamptz
        on conflict do nothing`);
    },

    async newsFor(userId: string, limit = LIST_LIMIT) {
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
        .leftJoin(newsViews, and(eq(newsViews.newsId, news.id), eq(newsViews.userId, userId)))
        .orderBy(desc(news.dateCreated), desc(news.id))
        .limit(limit);
    },

    async markNewsViewed(userId: string, asOf: string) {
      await db.execute(sql`
        insert into news_views (news_id, user_id)
        select n.id, ${userId} from news n
        where n.date_created <= ${asOf}::timestamptz
        on conflict do nothing`);
    },

    async activitiesOf(userId: string, limit: number) {
      return db
        .select({ id: activities.id, content: activities.content, dateSent: activities.dateSent })
        .from(activities)
        .where(eq(activities.userId, userId))
        .orderBy(desc(activities.dateSent), desc(activities.id))
        .limit(limit);
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
