import { systemSetting } from '@app/core/api/dates';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roles } from '../access/roles';
import { notFound } from '../http/http-error';
import type { SystemSettingsRepository } from './system-settings-repository';
import { readScreenSetting } from './system-settings-service';

export function systemSettingRoutes(
  app: FastifyInstance,
  deps: { settings: SystemSettingsRepository },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/systemsetting/:key',
    {
      preHandler: roles.member,
      schema: {
        tags: ['settings'],
        summary: 'One system setting the screens use',
        params: z.object({ key: z.string().min(1).max(100) }),
        response: { 200: systemSetting },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const value = await readScreenSetting(deps.settings, key);
      if (value === undefined) throw notFound(`No system setting ${key}.`);
      reply.header('cache-control', 'private, max-age=300');
      return { key, value };
    },
  );
}
