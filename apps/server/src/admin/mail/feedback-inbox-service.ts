import {
  FEEDBACK_NO_CONTACT_MESSAGE,
  FEEDBACK_NO_USER_MESSAGE,
  FEEDBACK_NOT_FOUND_MESSAGE,
  type FeedbackEntry,
  type FeedbackReplyRequest,
} from '@app/core/api/admin/mail';
import type { FeedbackType } from '@app/core/api/feedback';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Principal } from '../../platform/auth/principal';
import { badRequest, notFound } from '../../platform/http/http-error';
import { feedbackReplyMail } from '../../platform/mail/mail-templates';
import type { Mailer } from '../../platform/mail/mailer';
import { feedbackTarget, presentFeedback } from './feedback-inbox-presenter';
import type { FeedbackInboxRepository } from './feedback-inbox-repository';

const stateOf = (entry: FeedbackEntry) => ({ readAt: entry.readAt, repliedAt: entry.repliedAt });

/** The console's feedback inbox: read what users sent, mark it read, answer by e-mail. */
export function feedbackInboxService(deps: {
  repo: FeedbackInboxRepository;
  mailer: Mailer;
  audit: AuditLog;
}) {
  const { repo, audit } = deps;

  async function found(id: string) {
    const row = await repo.get(id);
    if (!row) throw notFound(FEEDBACK_NOT_FOUND_MESSAGE);
    return row;
  }

  async function reread(id: string) {
    return presentFeedback(await found(id));
  }

  return {
    async list(filter: { type?: FeedbackType; unread?: boolean }): Promise<FeedbackEntry[]> {
      return (await repo.list(filter)).map(presentFeedback);
    },

    async markRead(admin: Principal, id: string, read: boolean): Promise<FeedbackEntry> {
      const row = await found(id);
      const before = presentFeedback(row);
      await repo.setRead(id, read);
      const after = await reread(id);
      await audit.record(admin, {
        action: read ? 'feedback.mark-read' : 'feedback.mark-unread',
        target: feedbackTarget(row),
        before: stateOf(before),
        after: stateOf(after),
      });
      return after;
    },

    /** Only to a user who ticked "It's okay to contact me"; through the outbox like all mail. */
    async reply(admin: Principal, id: string, reply: FeedbackReplyRequest): Promise<FeedbackEntry> {
      const row = await found(id);
      if (!row.contact) throw badRequest(FEEDBACK_NO_CONTACT_MESSAGE);
      if (!row.email || row.firstName === null) throw badRequest(FEEDBACK_NO_USER_MESSAGE);
      const before = presentFeedback(row);
      const message = await deps.mailer.send(
        feedbackReplyMail(row.email, row.firstName, reply, {
          content: row.content,
          sentAt: row.createdAt,
        }),
      );
      await repo.setReplied(id);
      const after = await reread(id);
      await audit.record(admin, {
        action: 'feedback.reply',
        target: feedbackTarget(row),
        before: stateOf(before),
        after: { ...stateOf(after), to: row.email, subject: reply.subject, outboxId: message.id },
      });
      return after;
    },
  };
}

export type FeedbackInboxService = ReturnType<typeof feedbackInboxService>;
