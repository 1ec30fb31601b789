import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Notification, NotificationLine } from '@app/core/api/notifications';
import type { Database } from '../../platform/db/database';
import { notifications } from '../../platform/db/schema/notification-tables';

/** A notification to store for one user and quarter. */
export interface NewNotification {
  userId: string;
  source: string;
  reportDate: string;
  title: string;
  lines: NotificationLine[];
  link: string;
}

const NEWEST = 50;

export function notificationsRepository(db: Database) {
  return {
    /**
     * Stores it unless the user already has one of this source and quarter (the unique index):
     * true when it was new.
     */
    async addOnce(entry: NewNotification): Promise<boolean> {
      const inserted = await db
        .insert(notifications)
        .values(entry)
        .onConflictDoNothing()
        .returning({ id: notifications.id });
      return inserted.length > 0;
    },

    /** The user's newest notifications and how many of all theirs are unread. */
    async listOf(userId: string): Promise<{ rows: Notification[]; unreadCount: number }> {
      const [rows, [unread]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.reportDate))
          .limit(NEWEST),
        db
          .select({ n: count() })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
      ]);
      return {
        rows: rows.map((r) => ({
          id: r.id,
          source: r.source,
          reportDate: r.reportDate,
          title: r.title,
          lines: r.lines,
          link: r.link,
          createdAt: r.createdAt.toISOString(),
          readAt: r.readAt?.toISOString() ?? null,
        })),
        unreadCount: Number(unread?.n ?? 0),
      };
    },

    /** Marks the user's own notification read: false when they have none of that id. */
    async markRead(userId: string, id: string): Promise<boolean> {
      const [found] = await db
        .select({ readAt: notifications.readAt })
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      if (!found) return false;
      if (!found.readAt)
        await db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, id));
      return true;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
