import { adminRoutes as adminContract } from '@app/core/api/routes/admin-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../platform/auth/guards';
import { roles } from '../../platform/access/roles';
import { hasVisibleContent, sanitizeContent } from '../../platform/http/sanitize-content';
import { badRequest } from '../../platform/http/http-error';
import { readMaintenance, writeMaintenance } from '../../platform/settings/system-settings-service';
import type { SystemSettingsRepository } from '../../platform/settings/system-settings-repository';
import type { AuditLog } from '../../platform/audit/audit-log';

export function maintenanceRoutes(
  app: FastifyInstance,
  deps: { settings: SystemSettingsRepository; audit: AuditLog },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    adminContract.maintenance.path,
    {
      preHandler: roles.platformAdmin,
      schema: {
        tags,
        summary: 'Maintenance mode and message',
        response: { 200: adminContract.maintenance.response },
      },
    },
    async () => readMaintenance(deps.settings),
  );

  api.put(
    adminContract.setMaintenance.path,
    {
      preHandler: roles.platformAdmin,
      schema: {
        tags,
        summary: 'Switch maintenance mode; the message replaces the login form',
        body: adminContract.setMaintenance.body,
        response: { 200: adminContract.setMaintenance.response },
      },
    },
    async (request) => {
      if (!hasVisibleContent(sanitizeContent(request.body.maintenanceMessage))) {
        throw badRequest('body.maintenanceMessage: Write the message visitors will see');
      }
      const before = await readMaintenance(deps.settings);
      const after = await writeMaintenance(deps.settings, request.body);
      await deps.audit.record(requirePrincipal(request), {
        action: 'maintenance.update',
        target: 'maintenance mode',
        before,
        after,
      });
      return after;
    },
  );
}
