import type { FeedbackEntry } from '@app/core/api/admin/mail';
import type { FeedbackType } from '@app/core/api/feedback';
import type { FeedbackInboxRow } from './feedback-inbox-repository';

export function presentFeedback(row: FeedbackInboxRow): FeedbackEntry {
  return {
    id: row.id,
    type: row.type as FeedbackType,
    content: row.content,
    pageName: row.pageName,
    contact: row.contact,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    user:
      row.userId && row.email !== null && row.firstName !== null && row.lastName !== null
        ? { id: row.userId, email: row.email, firstName: row.firstName, lastName: row.lastName }
        : null,
    organization:
      row.organizationId && row.organizationName !== null
        ? { id: row.organizationId, name: row.organizationName }
        : null,
  };
}

/** How the audit log names a feedback: its sender, type and day. */
export function feedbackTarget(row: FeedbackInboxRow) {
  const day = row.createdAt.toISOString().slice(0, 10);
  return `Feedback from ${row.email ?? 'a deleted user'} (${row.type}, ${day})`;
}
