import { adminAuditRoutes } from '@app/core/api/routes/admin-audit-routes';
import type { FastifyInstance } from 'fastify';
import { roles } from '../access/roles';
import { contractRoute } from '../http/contract-route';
import type { AuditLog } from './audit-log';

export function auditRoutes(app: FastifyInstance, deps: { audit: AuditLog }) {
  contractRoute(
    app,
    adminAuditRoutes.auditLog,
    {
      access: roles.platformAdmin,
      summary: 'The audit log: every admin change, newest first, searchable',
      tag: 'admin',
    },
    async ({ query }) => deps.audit.search(query),
  );
}
