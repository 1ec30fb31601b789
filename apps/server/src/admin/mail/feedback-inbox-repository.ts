import type { FeedbackType } from '@app/core/api/feedback';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { feedback } from '../../platform/db/schema/feedback-tables';
import { organizations } from '../../platform/db/schema/organization-tables';
import { users } from '../../platform/db/schema/user-tables';

/** How many entries the inbox answers at most, newest first. */
export const FEEDBACK_READ_LIMIT = 500;

/** Feedback with who sent it and their organization, as the platform admin's inbox reads it. */
export function feedbackInboxRepository(db: Database) {
  const select = () =>
    db
      .select({
        id: feedback.id,
        type: feedback.type,
        content: feedback.content,
        pageName: feedback.pageName,
        contact: feedback.contact,
        createdAt: feedback.createdAt,
        readAt: feedback.readAt,
        repliedAt: feedback.repliedAt,
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        organizationId: organizations.id,
        organizationName: organizations.name,
      })
      .from(feedback)
      .leftJoin(users, eq(users.id, feedback.userId))
      .leftJoin(organizations, eq(organizations.id, users.organizationId));

  return {
    async list(filter: { type?: FeedbackType; unread?: boolean }) {
      return select()
        .where(
          and(
            filter.type ? eq(feedback.type, filter.type) : undefined,
            filter.unread === true ? isNull(feedback.readAt) : undefined,
            filter.unread === false ? sql`${feedback.readAt} is not null` : undefined,
          ),
        )
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(FEEDBACK_READ_LIMIT);
    },

    async get(id: string) {
      const [row] = await select().where(eq(feedback.id, id));
      return row ?? null;
    },

    async setRead(id: string, read: boolean) {
      await db
        .update(feedback)
        .set({ readAt: read ? sql`coalesce(${feedback.readAt}, now())` : null })
        .where(eq(feedback.id, id));
    },

    /** A reply went out: it is read too. */
    async setReplied(id: string) {
      await db
        .update(feedback)
        .set({ repliedAt: sql`now()`, readAt: sql`coalesce(${feedback.readAt}, now())` })
        .where(eq(feedback.id, id));
    },
  };
}

export type FeedbackInboxRepository = ReturnType<typeof feedbackInboxRepository>;
export type FeedbackInboxRow = NonNullable<Awaited<ReturnType<FeedbackInboxRepository['get']>>>;
