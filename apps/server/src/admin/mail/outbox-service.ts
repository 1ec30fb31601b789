import {
  OUTBOX_NOT_FOUND_MESSAGE,
  type MailDelivery,
  type OutboxMessage,
  type OutboxStatus,
} from '@app/core/api/admin/mail';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/http-error';
import type { Mailer } from '../../platform/mail/mailer';
import type { OutboxRepository } from '../../platform/mail/outbox-repository';
import { outboxTarget, presentOutboxMessage } from './outbox-presenter';

/** The console's e-mail outbox: every message the server sent or kept, and resending one. */
export function outboxService(deps: {
  outbox: OutboxRepository;
  mailer: Mailer;
  audit: AuditLog;
  from: string;
}) {
  return {
    async list(filter: { to?: string; status?: OutboxStatus }): Promise<OutboxMessage[]> {
      return (await deps.outbox.list(filter)).map(presentOutboxMessage);
    },

    async delivery(): Promise<MailDelivery> {
      return {
        transport: deps.mailer.transport,
        from: deps.from,
        counts: await deps.outbox.countsByStatus(),
      };
    },

    /** With SMTP the same message goes back in the queue; without, a new kept copy is written. */
    async resend(admin: Principal, id: string): Promise<OutboxMessage> {
      const original = await deps.outbox.get(id);
      if (!original) throw notFound(OUTBOX_NOT_FOUND_MESSAGE);
      const resent = await deps.mailer.resend(id);
      if (!resent) throw notFound(OUTBOX_NOT_FOUND_MESSAGE);
      await deps.audit.record(admin, {
        action: 'mail.resend',
        target: outboxTarget(original),
        before: { id: original.id, status: original.status, error: original.error },
        after: { id: resent.id, status: resent.status },
      });
      return presentOutboxMessage(resent);
    },
  };
}

export type OutboxService = ReturnType<typeof outboxService>;
