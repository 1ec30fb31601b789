import { authRoutes as authContract } from '@app/core/api/routes/auth-routes';
import { contentRoutes as contentContract } from '@app/core/api/routes/content-routes';
import type { FastifyInstance } from 'fastify';
import { roles } from '../access/roles';
import { contractRoute, PUBLIC_ACCESS } from '../http/contract-route';
import { notFound } from '../http/http-error';
import type { SystemSettingsRepository } from './system-settings-repository';
import { readMaintenance, readScreenSetting } from './system-settings-service';

/** The system settings the screens read: one by key, and the maintenance notice. */
export function systemSettingRoutes(
  app: FastifyInstance,
  deps: { settings: SystemSettingsRepository },
) {
  contractRoute(
    app,
    contentContract.systemSetting,
    { access: roles.member, summary: 'One system setting the screens use', tag: 'settings' },
    async ({ params }, _request, reply) => {
      const { key } = params;
      const value = await readScreenSetting(deps.settings, key);
      if (value === undefined) throw notFound(`No system setting ${key}.`);
      // An admin's change holds at once: the browser asks again rather than keep an old value.
      reply.header('cache-control', 'private, no-cache');
      return { key, value };
    },
  );

  // The sign-in page shows it before anyone signs in, hence among the auth routes and public.
  contractRoute(
    app,
    authContract.maintenance,
    { access: PUBLIC_ACCESS, summary: 'Maintenance mode and message', tag: 'auth' },
    async () => readMaintenance(deps.settings),
  );
}
