import { adminRoutes as adminContract } from '@app/core/api/routes/admin-routes';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth/guards';
import { roles } from '../../platform/access/roles';
import { hasVisibleContent, sanitizeContent } from '../../platform/http/sanitize-content';
import { contractRoute } from '../../platform/http/contract-route';
import { badRequest } from '../../platform/http/http-error';
import { readMaintenance, writeMaintenance } from '../../platform/settings/system-settings-service';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { SystemSettingsRepository } from '../../platform/settings/system-settings-repository';

export function maintenanceRoutes(
  app: FastifyInstance,
  deps: { settings: SystemSettingsRepository; audit: AuditLog },
) {
  const options = { access: roles.platformAdmin, tag: 'admin' };

  contractRoute(
    app,
    adminContract.maintenance,
    { ...options, summary: 'Maintenance mode and message' },
    async () => readMaintenance(deps.settings),
  );

  contractRoute(
    app,
    adminContract.setMaintenance,
    { ...options, summary: 'Switch maintenance mode; the message replaces the login form' },
    async ({ body }, request) => {
      if (!hasVisibleContent(sanitizeContent(body.maintenanceMessage))) {
        throw badRequest('body.maintenanceMessage: Write the message visitors will see');
      }
      const before = await readMaintenance(deps.settings);
      const after = await writeMaintenance(deps.settings, body);
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
