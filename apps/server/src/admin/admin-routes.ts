import { maintenanceState } from '@app/core/api/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  readMaintenance,
  SETTING_KEYS,
  type SystemSettingsRepository,
} from '../content/system-settings';
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
    async (request) => {
      await deps.settings.set(SETTING_KEYS.maintenanceMode, String(request.body.maintenanceMode));
      await deps.settings.set(SETTING_KEYS.maintenanceMessage, request.body.maintenanceMessage);
      return readMaintenance(deps.settings);
    },
  );
}
