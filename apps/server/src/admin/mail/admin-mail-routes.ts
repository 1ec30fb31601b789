import { adminMailRoutes as contract } from '@app/core/api/routes/admin-mail-routes';
import type { FastifyInstance } from 'fastify';
import { roles } from '../../platform/access/roles';
import { requirePrincipal } from '../../platform/auth/guards';
import { contractRoute } from '../../platform/http/contract-route';
import type { FeedbackInboxService } from './feedback-inbox-service';
import type { OutboxService } from './outbox-service';

/** The console's mail screens: the feedback inbox and the e-mail outbox. */
export function adminMailConsole(
  app: FastifyInstance,
  deps: { inbox: FeedbackInboxService; outbox: OutboxService },
) {
  const { inbox, outbox } = deps;
  const options = { access: roles.platformAdmin, tag: 'admin' };
  const refusals = [400, 401, 403] as const;
  const withMissing = [404, ...refusals] as const;

  contractRoute(
    app,
    contract.feedback,
    {
      ...options,
      summary: 'Feedback users sent, newest first, by type and unread',
      errors: refusals,
    },
    async ({ query }) => inbox.list(query),
  );

  contractRoute(
    app,
    contract.markFeedbackRead,
    { ...options, summary: 'Mark a feedback read or unread', errors: withMissing },
    async ({ params, body }, request) =>
      inbox.markRead(requirePrincipal(request), params.id, body.read),
  );

  contractRoute(
    app,
    contract.replyToFeedback,
    {
      ...options,
      summary: 'E-mail a reply to who sent a feedback, if they agreed to be contacted',
      errors: withMissing,
    },
    async ({ params, body }, request) => inbox.reply(requirePrincipal(request), params.id, body),
  );

  contractRoute(
    app,
    contract.outbox,
    {
      ...options,
      summary: 'Every e-mail the server sent, queued, kept or failed to send, newest first',
      errors: refusals,
    },
    async ({ query }) => outbox.list(query),
  );

  contractRoute(
    app,
    contract.mailDelivery,
    {
      ...options,
      summary: 'How e-mail is delivered (SMTP or kept only) and how many messages per status',
      errors: refusals,
    },
    async () => outbox.delivery(),
  );

  contractRoute(
    app,
    contract.resendMail,
    {
      ...options,
      summary: 'Send an e-mail again: re-queued with SMTP, a new kept copy without',
      errors: withMissing,
    },
    async ({ params }, request) => outbox.resend(requirePrincipal(request), params.id),
  );
}
