import { PRODUCT_BRAND_NAME } from '@app/core/domain/branding';
import type { MailMessage } from '../../platform/mail/mailer';

/**
 * The e-mail a failed sync sends each platform admin, once per failure: the next runs that
 * fail alike stay quiet until one succeeds (sync-job.ts).
 */
export function syncFailureMail(
  to: string,
  firstName: string,
  failed: { title: string; failure: string; at: Date },
  publicUrl: string,
): MailMessage {
  const when = failed.at.toISOString().replace('T', ' ').slice(0, 16);
  return {
    to,
    kind: 'sync-failure',
    subject: `The sync of ${failed.title} failed — ${PRODUCT_BRAND_NAME}`,
    text:
      `Hello ${firstName},\n\n` +
      `The sync of ${failed.title} failed at ${when} UTC:\n\n${failed.failure}\n\n` +
      `No quarter was half-imported: a quarter that failed changed nothing stored. The next ` +
      `scheduled run tries again; you are not told again while the same failure lasts.\n\n` +
      `Each run's report is on the admin console's Data screen: ${publicUrl}/Admin/data`,
  };
}
