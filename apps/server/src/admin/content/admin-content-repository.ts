import type { ContentKind, ContentStatus } from '@app/core/api/admin/content';
import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/database';
import {
  activities,
  activityViews,
  messages,
  messageViews,
  news,
  newsViews,
} from '../../platform/db/schema/content-tables';
import { organizations } from '../../platform/db/schema/organization-tables';

/** The console lists the newest; older content stays in the database. */
const CONSOLE_LIMIT = 200;

export interface StoredContent {
  title: string;
  content: string;
  link: string | null;
  organizationId: string | null;
  product: string | null;
  /** null: now. */
  publishAt: Date | null;
  withdrawAt: Date | null;
}

export interface AdminContentRow {
  id: string;
  title: string;
  content: string;
  link: string | null;
  organizationId: string | null;
  organizationName: string | null;
  product: string | null;
  publishAtMs: number;
  withdrawAtMs: number | null;
  status: ContentStatus;
  viewCount: number;
}

/** Each kind's table, the column users see as its date, and its views. */
const SOURCES = {
  messages: {
    table: messages,
    date: messages.dateSent,
    title: sql`''`,
    link: sql`null::text`,
    count: sql`(select count(*) from ${messageViews} where ${messageViews.messageId} = ${messages.id})`,
    own: sql`true`,
  },
  news: {
    table: news,
    date: news.dateCreated,
    title: sql`${news.title}`,
    link: sql`${news.link}`,
    count: sql`(select count(*) from ${newsViews} where ${newsViews.newsId} = ${news.id})`,
    own: sql`true`,
  },
  activities: {
    table: activities,
    date: activities.dateSent,
    title: sql`''`,
    link: sql`null::text`,
    count: sql`(select count(*) from ${activityViews} where ${activityViews.activityId} = ${activities.id})`,
    // A user's own entries (favourites, tours) are theirs, not the console's.
    own: sql`${activities.userId} is null`,
  },
} as const;

const epochMs = (column: SQL | unknown) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/** Messages, news and activity entries as the console manages them, with their view counts. */
export function adminContentRepository(db: Database) {
  const list = (kind: ContentKind, only?: string) => {
    const s = SOURCES[kind];
    const t = s.table;
    return queryRows<AdminContentRow>(
      db,
      sql`
      select ${t.id} as "id", ${s.title} as "title", ${t.content} as "content",
        ${s.link} as "link", ${t.organizationId} as "organizationId",
        ${organizations.name} as "organizationName", ${t.product} as "product",
        ${epochMs(s.date)} as "publishAtMs", ${epochMs(t.withdrawAt)} as "withdrawAtMs",
        case when ${t.withdrawAt} <= now() then 'withdrawn'
             when ${s.date} > now() then 'scheduled'
             else 'published' end as "status",
        ${s.count}::int as "viewCount"
      from ${t} left join ${organizations} on ${organizations.id} = ${t.organizationId}
      where ${s.own} ${only ? sql`and ${t.id} = ${only}` : sql``}
      order by ${s.date} desc, ${t.id} desc
      limit ${CONSOLE_LIMIT}`,
    );
  };

  return {
    list: (kind: ContentKind) => list(kind),

    async find(kind: ContentKind, id: string) {
      const [row] = await list(kind, id);
      return row;
    },

    async create(kind: ContentKind, value: StoredContent): Promise<string> {
      const audience = {
        organizationId: value.organizationId,
        product: value.product,
        withdrawAt: value.withdrawAt,
      };
      const at = value.publishAt ?? new Date();
      const [row] =
        kind === 'messages'
          ? await db
              .insert(messages)
              .values({ content: value.content, dateSent: at, ...audience })
              .returning({ id: messages.id })
          : kind === 'news'
            ? await db
                .insert(news)
                .values({
                  title: value.title,
                  content: value.content,
                  link: value.link,
                  dateCreated: at,
                  ...audience,
                })
                .returning({ id: news.id })
            : await db
                .insert(activities)
                .values({ userId: null, content: value.content, dateSent: at, ...audience })
                .returning({ id: activities.id });
      if (!row) throw new Error(`insert into ${kind} returned nothing`);
      return row.id;
    },

    async update(kind: ContentKind, id: string, value: StoredContent) {
      const audience = {
        organizationId: value.organizationId,
        product: value.product,
        withdrawAt: value.withdrawAt,
      };
      const at = value.publishAt ?? new Date();
      if (kind === 'messages') {
        await db
          .update(messages)
          .set({ content: value.content, dateSent: at, ...audience })
          .where(eq(messages.id, id));
      } else if (kind === 'news') {
        await db
          .update(news)
          .set({
            title: value.title,
            content: value.content,
            link: value.link,
            dateCreated: at,
            ...audience,
          })
          .where(eq(news.id, id));
      } else {
        await db
          .update(activities)
          .set({ content: value.content, dateSent: at, ...audience })
          .where(eq(activities.id, id));
      }
    },

    /** From now on nobody sees it; an earlier withdrawal keeps its time. */
    async withdraw(kind: ContentKind, id: string) {
      const t = SOURCES[kind].table;
      await db.execute(sql`
        update ${t} set withdraw_at = now()
        where ${t.id} = ${id} and (${t.withdrawAt} is null or ${t.withdrawAt} > now())`);
    },

    async organizationName(id: string) {
      const [row] = await db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, id));
      return row?.name;
    },

    async organizations() {
      return db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .orderBy(organizations.name);
    },
  };
}

export type AdminContentRepository = ReturnType<typeof adminContentRepository>;
