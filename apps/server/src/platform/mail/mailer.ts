import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import { defineMailDelivery, MAIL_JOB, type MailJobData } from './mail-delivery';
import { outboxRepository, type OutboxRow } from './outbox-repository';

export type MailKind =
  | 'verify'
  | 'reset'
  | 'invite'
  | 'join-request'
  | 'join-approved'
  | 'join-declined'
  | 'join-expired'
  | 'password-changed'
  | 'new-browser'
  | 'feedback-reply'
  | 'quarter-digest'
  | 'sync-failure';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  kind: MailKind;
}

/**
 * Sends e-mail. Every message is first written to the outbox table, which the platform admin
 * reads: with SMTP_URL configured a 'mail' job then delivers it; without, it is only kept there.
 */
export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  /** Resolves once the message is in the outbox (and queued, with SMTP), not once delivered. */
  send(message: MailMessage): Promise<OutboxRow>;
  /** Again: re-queued with SMTP, a new kept copy without. Null for an unknown message. */
  resend(id: string): Promise<OutboxRow | null>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** In demo mode the outbox also prints each kept message to the log, links included. */
  demoMode: boolean;
  log: { info(message: string): void; error(object: unknown, message: string): void };
}

/** Call before the job queue starts: with SMTP it defines the 'mail' job. */
export function createMailer(db: Database, jobs: JobQueue, options: MailerOptions): Mailer {
  const outbox = outboxRepository(db);
  if (options.smtpUrl) {
    defineMailDelivery(jobs, {
      outbox,
      transporter: nodemailer.createTransport(options.smtpUrl),
      from: options.from,
    });
    const deliver = async (row: OutboxRow) => {
      await jobs.send<MailJobData>(MAIL_JOB, { messageId: row.id });
      return row;
    };
    return {
      transport: 'smtp',
      async send(message) {
        return deliver(
          await outbox.add({ ...message, to: message.to.toLowerCase(), status: 'queued' }),
        );
      },
      async resend(id) {
        const row = await outbox.requeue(id);
        return row && deliver(row);
      },
    };
  }
  // A kept copy of a resent message keeps its kind, which may be one this version no longer sends.
  const keep = async (message: Omit<MailMessage, 'kind'> & { kind: string }) => {
    const row = await outbox.add({ ...message, to: message.to.toLowerCase(), status: 'kept' });
    if (options.demoMode) {
      options.log.info(`E-mail to ${message.to}: ${message.subject}\n${message.text}`);
    }
    return row;
  };
  return {
    transport: 'outbox',
    send: keep,
    async resend(id) {
      const row = await outbox.get(id);
      return row && keep({ to: row.to, subject: row.subject, text: row.text, kind: row.kind });
    },
  };
}

/**
 * Sends without letting a mail failure undo what the caller already committed (an account
 * exists even if its e-mail could not go out; the user can ask for a new link).
 */
export async function sendSafely(mailer: Mailer, message: MailMessage, log: MailerOptions['log']) {
  try {
    await mailer.send(message);
    return true;
  } catch (error) {
    log.error({ err: error }, `could not send the ${message.kind} e-mail`);
    return false;
  }
}
