import { z } from 'zod';
import { FEEDBACK_TYPES } from '../feedback';

/** The console's feedback inbox and e-mail outbox (issue 14, screens 7 and 8). */

const booleanQuery = (field: string) =>
  z.enum(['true', 'false'], `${field} must be true or false`).transform((v) => v === 'true');

export const feedbackEntry = z
  .object({
    id: z.string(),
    type: z.enum(FEEDBACK_TYPES),
    content: z.string(),
    /** The address of the page it was sent from. */
    pageName: z.string(),
    /** "It's okay to contact me": a reply by e-mail is allowed only then. */
    contact: z.boolean(),
    createdAt: z.string(),
    readAt: z.string().nullable(),
    repliedAt: z.string().nullable(),
    /** Null once the user was deleted. */
    user: z
      .object({
        id: z.string(),
        email: z.string(),
        firstName: z.string(),
        lastName: z.string(),
      })
      .nullable(),
    organization: z.object({ id: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'FeedbackEntry' });
export type FeedbackEntry = z.infer<typeof feedbackEntry>;

export const feedbackQuery = z.object({
  type: z.enum(FEEDBACK_TYPES, 'type must be Problem or Suggestion').optional(),
  /** true: only feedback no admin has read yet. */
  unread: booleanQuery('unread').optional(),
});
export type FeedbackQuery = z.input<typeof feedbackQuery>;

export const feedbackParams = z.object({ id: z.uuid('id must be a feedback id') });

export const feedbackReadRequest = z.object({
  /** false puts it back among the unread. */
  read: z.boolean('read must be true or false'),
});
export type FeedbackReadRequest = z.infer<typeof feedbackReadRequest>;

export const feedbackReplyRequest = z.object({
  subject: z.string().trim().min(1, 'subject is required').max(200),
  text: z.string().trim().min(1, 'text is required').max(10000),
});
export type FeedbackReplyRequest = z.infer<typeof feedbackReplyRequest>;

export const FEEDBACK_NO_CONTACT_MESSAGE =
  'This user did not agree to be contacted, so no reply can be e-mailed.';
export const FEEDBACK_NO_USER_MESSAGE =
  'The user who sent this feedback no longer exists, so no reply can be e-mailed.';
export const FEEDBACK_NOT_FOUND_MESSAGE = 'No such feedback.';

/**
 * kept: stored for reading only (no SMTP server configured); queued: waiting for its delivery
 * job; sent: the SMTP server took it; failed: the SMTP server or the connection refused it.
 */
export const OUTBOX_STATUSES = ['kept', 'queued', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outboxMessage = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    kind: z.string(),
    createdAt: z.string(),
    status: z.enum(OUTBOX_STATUSES),
    attempts: z.number().int(),
    /** Why the last delivery try failed. */
    error: z.string().nullable(),
    sentAt: z.string().nullable(),
    /** The links in the text (verification, reset, invitation), in order. */
    links: z.array(z.string()),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const outboxQuery = z.object({
  /** Only messages to this address. */
  to: z.string().trim().max(254).optional(),
  status: z.enum(OUTBOX_STATUSES, 'status must be kept, queued, sent or failed').optional(),
});
export type OutboxQuery = z.input<typeof outboxQuery>;

export const outboxParams = z.object({ id: z.uuid('id must be an outbox message id') });

export const OUTBOX_NOT_FOUND_MESSAGE = 'No such e-mail in the outbox.';

/** How the server sends e-mail now, and what waits or failed. */
export const mailDelivery = z
  .object({
    /** smtp: delivered by the configured SMTP server; outbox: only kept for reading. */
    transport: z.enum(['smtp', 'outbox']),
    from: z.string(),
    counts: z.object({
      kept: z.number().int(),
      queued: z.number().int(),
      sent: z.number().int(),
      failed: z.number().int(),
    }),
  })
  .meta({ id: 'MailDelivery' });
export type MailDelivery = z.infer<typeof mailDelivery>;
