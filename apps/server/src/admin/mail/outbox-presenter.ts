import { OUTBOX_STATUSES, type OutboxMessage, type OutboxStatus } from '@app/core/api/admin/mail';
import type { OutboxRow } from '../../platform/mail/outbox-repository';

/** A sentence's closing punctuation is not part of the link before it. */
const LINK = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

export const linksIn = (text: string) => text.match(LINK) ?? [];

const statusOf = (status: string): OutboxStatus =>
  (OUTBOX_STATUSES as readonly string[]).includes(status) ? (status as OutboxStatus) : 'kept';

export function presentOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    status: statusOf(row.status),
    attempts: row.attempts,
    error: row.error,
    sentAt: row.sentAt?.toISOString() ?? null,
    links: linksIn(row.text),
  };
}

/** How the audit log names a message. */
export const outboxTarget = (row: OutboxRow) => `E-mail "${row.subject}" to ${row.to}`;
