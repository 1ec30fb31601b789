import { errorResponse } from '@app/core/api/errors';
import { adminMailRoutes as contract } from '@app/core/api/routes/admin-mail-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { roles } from '../../platform/access/roles';
import { requirePrincipal } from '../../platform/auth/guards';
import { outboxRepository } from '../../platform/mail/outbox-repository';
import { feedbackInboxRepository } from './feedback-inbox-repository';
import { feedbackInboxService } from './feedback-inbox-service';
import { outboxService } from './outbox-service';
import type { Database } from '../../platform/db/database';
import type { Config } from '../../platform/config/config';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Mailer } from '../../platform/mail/mailer';

/** The console's mail screens: the feedback inbox and the e-mail outbox. */
export function adminMailConsole(
  app: FastifyInstance,
  deps: { db: Database; config: Config; audit: AuditLog; mailer: Mailer },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const preHandler = roles.platformAdmin;
  const refusals = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
  const inbox = feedbackInboxService({
    repo: feedbackInboxRepository(deps.db),
    mailer: deps.mailer,
    audit: deps.audit,
  });
  const outbox = outboxService({
    outbox: outboxRepository(deps.db),
    mailer: deps.mailer,
    audit: deps.audit,
    from: deps.config.mailFrom,
  });

  api.get(
    contract.feedback.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Feedback users sent, newest first, by type and unread',
        querystring: contract.feedback.query,
        response: { 200: contract.feedback.response, ...refusals },
      },
    },
    async (request) => inbox.list(request.query),
  );

  api.put(
    contract.markFeedbackRead.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Mark a feedback read or unread',
        params: contract.markFeedbackRead.params,
        body: contract.markFeedbackRead.body,
        response: { 200: contract.markFeedbackRead.response, 404: errorResponse, ...refusals },
      },
    },
    async (request) =>
      inbox.markRead(requirePrincipal(request), request.params.id, request.body.read),
  );

  api.post(
    contract.replyToFeedback.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'E-mail a reply to who sent a feedback, if they agreed to be contacted',
        params: contract.replyToFeedback.params,
        body: contract.replyToFeedback.body,
        response: { 200: contract.replyToFeedback.response, 404: errorResponse, ...refusals },
      },
    },
    async (request) => inbox.reply(requirePrincipal(request), request.params.id, request.body),
  );

  api.get(
    contract.outbox.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Every e-mail the server sent, queued, kept or failed to send, newest first',
        querystring: contract.outbox.query,
        response: { 200: contract.outbox.response, ...refusals },
      },
    },
    async (request) => outbox.list(request.query),
  );

  api.get(
    contract.mailDelivery.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'How e-mail is delivered (SMTP or kept only) and how many messages per status',
        response: { 200: contract.mailDelivery.response, ...refusals },
      },
    },
    async () => outbox.delivery(),
  );

  api.post(
    contract.resendMail.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Send an e-mail again: re-queued with SMTP, a new kept copy without',
        params: contract.resendMail.params,
        response: { 200: contract.resendMail.response, 404: errorResponse, ...refusals },
      },
    },
    async (request) => outbox.resend(requirePrincipal(request), request.params.id),
  );
}
