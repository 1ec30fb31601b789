import { adminContentRoutes as contract } from '@app/core/api/routes/admin-content-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { roles } from '../../platform/access/roles';
import { requirePrincipal } from '../../platform/auth/guards';
import { adminContentRepository } from './admin-content-repository';
import { adminContentService } from './admin-content-service';
import type { Database } from '../../platform/db/database';
import type { AuditLog } from '../../platform/audit/audit-log';

/** The console's content screens: routes of packages/core/src/api/routes/admin-content-routes.ts. */
export function adminContentConsole(app: FastifyInstance, deps: { db: Database; audit: AuditLog }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const preHandler = roles.platformAdmin;
  const content = adminContentService(adminContentRepository(deps.db), deps.audit);

  api.get(
    contract.contentAudiences.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Organizations and products content can be addressed to',
        response: { 200: contract.contentAudiences.response },
      },
    },
    async () => content.audiences(),
  );

  api.post(
    contract.previewContent.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'HTML as it will be stored and shown to users (sanitized)',
        body: contract.previewContent.body,
        response: { 200: contract.previewContent.response },
      },
    },
    async (request) => content.preview(request.body.content),
  );

  api.get(
    contract.contentItems.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Messages, news or activity entries, newest first, with view counts',
        params: contract.contentItems.params,
        response: { 200: contract.contentItems.response },
      },
    },
    async (request) => content.list(request.params.kind),
  );

  api.post(
    contract.createContent.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Create (or schedule) a message, news item or activity entry',
        params: contract.createContent.params,
        body: contract.createContent.body,
        response: { 201: contract.createContent.response },
      },
    },
    async (request, reply) => {
      const item = await content.create(
        requirePrincipal(request),
        request.params.kind,
        request.body,
      );
      return reply.status(201).send(item);
    },
  );

  api.put(
    contract.updateContent.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Change a message, news item or activity entry',
        params: contract.updateContent.params,
        body: contract.updateContent.body,
        response: { 200: contract.updateContent.response },
      },
    },
    async (request) =>
      content.update(
        requirePrincipal(request),
        request.params.kind,
        request.params.id,
        request.body,
      ),
  );

  api.post(
    contract.withdrawContent.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Withdraw: users stop seeing it at once',
        params: contract.withdrawContent.params,
        response: { 200: contract.withdrawContent.response },
      },
    },
    async (request) =>
      content.withdraw(requirePrincipal(request), request.params.kind, request.params.id),
  );
}
