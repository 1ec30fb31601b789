import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import { outboxRepository } from './outbox-repository';

export type MailKind =
  | 'verify'
  | 'reset'
  | 'invite'
  | 'join-request'
  | 'join-approved'
  | 'join-declined'
  | 'join-expired'
  | 'password-changed';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  kind: MailKind;
}

/** Sends e-mail: by SMTP when SMTP_URL is configured, else into the outbox table. */
export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** In demo mode the outbox also prints each message to the log, links included. */
  demoMode: boolean;
  log: { info(message: string): void; error(object: unknown, message: string): void };
}

export function createMailer(db: Database, options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      transport: 'smtp',
      async send(message) {
        await transporter.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
      },
    };
  }
  const outbox = outboxRepository(db);
  return {
    transport: 'outbox',
    async send(message) {
      await outbox.add({ ...message, to: message.to.toLowerCase() });
      if (options.demoMode) {
        options.log.info(`E-mail to ${message.to}: ${message.subject}\n${message.text}`);
      }
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
