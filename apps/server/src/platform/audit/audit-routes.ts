import { adminAuditRoutes } from '@app/core/api/routes/admin-audit-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { roles } from '../access/roles';
import type { AuditLog } from './audit-log';

export function auditRoutes(app: FastifyInstance, deps: { audit: AuditLog }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = adminAuditRoutes.auditLog;
  api.get(
    route.path,
    {
      preHandler: roles.platformAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The audit log: every admin change, newest first, searchable',
        querystring: route.query,
        response: { 200: route.response },
      },
    },
    async (request) => deps.audit.search(request.query),
  );
}
