import { emailsSent } from '../metrics/metrics';
import type { Transporter } from 'nodemailer';
import type { JobQueue } from '../jobs/job-queue';
import type { OutboxRepository } from './outbox-repository';

/** The job queue that delivers outbox messages by SMTP. */
export const MAIL_JOB = 'mail';

/** The first try and the job queue's retries (job-queue.ts: retryLimit 3). */
export const MAIL_MAX_ATTEMPTS = 4;

export interface MailJobData {
  messageId: string;
}

/**
 * An SMTP answer of 5xx is the server's final word (unknown recipient, refused sender): trying
 * again cannot help. Anything else (a 4xx, a refused or dropped connection) may pass later.
 */
function isPermanent(error: unknown) {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The 'mail' job: sends one outbox message through the SMTP transporter and records the
 * outcome on it. A temporary failure throws, so the queue tries again after its delay.
 */
export function defineMailDelivery(
  jobs: JobQueue,
  deps: { outbox: OutboxRepository; transporter: Transporter; from: string },
) {
  jobs.define<MailJobData>({
    name: MAIL_JOB,
    expireInSeconds: 5 * 60,
    async run({ messageId }) {
      const message = await deps.outbox.get(messageId);
      // Sent already (a job run twice) or gone: nothing to deliver.
      if (message?.status !== 'queued') return { skipped: true };
      try {
        const info = (await deps.transporter.sendMail({
          from: deps.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        })) as { response?: string };
        await deps.outbox.recordSent(messageId);
        emailsSent.inc({ outcome: 'sent' });
        return { sent: true, response: info.response ?? null };
      } catch (error) {
        const reason = reasonOf(error);
        const final = isPermanent(error) || message.attempts + 1 >= MAIL_MAX_ATTEMPTS;
        await deps.outbox.recordFailure(messageId, reason, final ? 'failed' : 'queued');
        emailsSent.inc({ outcome: final ? 'failed' : 'retry' });
        if (final) return { sent: false, error: reason };
        throw error;
      }
    },
  });
}
