import { maintenanceState } from '@app/core/api/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SystemSettingsRepository } from '../settings/system-settings-repository';
import { readMaintenance, writeMaintenance } from '../settings/system-settings-service';
import { roles } from '../access/roles';

export function adminRoutes(app: FastifyInstance, deps: { settings: SystemSettingsRepository }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/maintenance',
    {
      preHandler: roles.platformAdmin,
      schema: {
        tags,
        summary: 'Maintenance mode and message',
        response: { 200: maintenanceState },
      },
    },
    async () => readMaintenance(deps.settings),
  );

  api.put(
    '/api/admin/maintenance',
    {
      preHandler: roles.platformAdmin,
      schema: {
        tags,
        summary: 'Switch maintenance mode; the message replaces the login form',
        body: maintenanceState.extend({
          maintenanceMessage: maintenanceState.shape.maintenanceMessage.trim().min(1).max(2000),
        }),
        response: { 200: maintenanceState },
      },
    },
    async (request) => writeMaintenance(deps.settings, request.body),
  );
}
