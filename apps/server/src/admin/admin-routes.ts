import { adminRoutes as adminContract } from '@app/core/api/routes/admin-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SystemSettingsRepository } from '../settings/system-settings-repository';
import { readMaintenance, writeMaintenance } from '../settings/system-settings-service';
import { roles } from '../access/roles';

export function adminRoutes(app: FastifyInstance, deps: { settings: SystemSettingsRepository }) {
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
    async (request) => writeMaintenance(deps.settings, request.body),
  );
}
