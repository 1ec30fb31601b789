import { adminContentRoutes as contract } from '@app/core/api/routes/admin-content-routes';
import type { FastifyInstance } from 'fastify';
import { roles } from '../../platform/access/roles';
import { requirePrincipal } from '../../platform/auth/guards';
import { contractRoute } from '../../platform/http/contract-route';
import type { AdminContentService } from './admin-content-service';

/** The console's content screens: routes of packages/core/src/api/routes/admin-content-routes.ts. */
export function adminContentConsole(app: FastifyInstance, deps: { content: AdminContentService }) {
  const { content } = deps;
  const options = { access: roles.platformAdmin, tag: 'admin' };

  contractRoute(
    app,
    contract.contentAudiences,
    { ...options, summary: 'Organizations and products content can be addressed to' },
    async () => content.audiences(),
  );

  contractRoute(
    app,
    contract.previewContent,
    { ...options, summary: 'HTML as it will be stored and shown to users (sanitized)' },
    async ({ body }) => content.preview(body.content),
  );

  contractRoute(
    app,
    contract.contentItems,
    { ...options, summary: 'Messages, news or activity entries, newest first, with view counts' },
    async ({ params }) => content.list(params.kind),
  );

  contractRoute(
    app,
    contract.createContent,
    { ...options, summary: 'Create (or schedule) a message, news item or activity entry' },
    async ({ params, body }, request) =>
      content.create(requirePrincipal(request), params.kind, body),
  );

  contractRoute(
    app,
    contract.updateContent,
    { ...options, summary: 'Change a message, news item or activity entry' },
    async ({ params, body }, request) =>
      content.update(requirePrincipal(request), params.kind, params.id, body),
  );

  contractRoute(
    app,
    contract.withdrawContent,
    { ...options, summary: 'Withdraw: users stop seeing it at once' },
    async ({ params }, request) =>
      content.withdraw(requirePrincipal(request), params.kind, params.id),
  );
}
