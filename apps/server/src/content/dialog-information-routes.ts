import { dialogInformation } from '@app/core/api/metrics';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roles } from '../access/roles';
import { notFound } from '../http/http-error';
import { findMetric } from '../catalogue/find-metric';
import { WIDGET_DIALOGS } from './dialog-texts';

/** spec 2 section 2.15: information dialogs fetched by id (a metric id or a widget id). */
export function dialogInformationRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dialoginformation/:id',
    {
      preHandler: roles.member,
      schema: {
        tags: ['content'],
        summary: 'Title, content and footer of an information dialog',
        params: z.object({ id: z.string().min(1).max(60) }),
        response: { 200: dialogInformation },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const metric = findMetric(id);
      const widget = WIDGET_DIALOGS.get(id);
      if (!metric && !widget) throw notFound(`No information ${id}.`);
      reply.header('cache-control', 'private, max-age=3600');
      return metric
        ? {
            id,
            title: metric.metricTitle,
            content: metric.metricInformation,
            footer: metric.description,
          }
        : { id, ...widget! };
    },
  );
}
