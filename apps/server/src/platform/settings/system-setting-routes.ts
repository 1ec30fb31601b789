import { contentRoutes as contentContract } from '@app/core/api/routes/content-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { roles } from '../access/roles';
import { notFound } from '../http/http-error';
import type { SystemSettingsRepository } from './system-settings-repository';
import { readScreenSetting } from './system-settings-service';

export function systemSettingRoutes(
  app: FastifyInstance,
  deps: { settings: SystemSettingsRepository },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    contentContract.systemSetting.path,
    {
      preHandler: roles.member,
      schema: {
        tags: ['settings'],
        summary: 'One system setting the screens use',
        params: contentContract.systemSetting.params,
        response: { 200: contentContract.systemSetting.response },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const value = await readScreenSetting(deps.settings, key);
      if (value === undefined) throw notFound(`No system setting ${key}.`);
      // An admin's change holds at once: the browser asks again rather than keep an old value.
      reply.header('cache-control', 'private, no-cache');
      return { key, value };
    },
  );
}
