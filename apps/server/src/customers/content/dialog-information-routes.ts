import { contentRoutes as contentContract } from '@app/core/api/routes/content-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { roles } from '../../platform/access/roles';
import { notFound } from '../../platform/http/http-error';
import { findDialogInformation } from './dialog-information';

/** spec 2 section 2.15: information dialogs fetched by id (a metric id or a widget id). */
export function dialogInformationRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    contentContract.dialogInformation.path,
    {
      preHandler: roles.member,
      schema: {
        tags: ['content'],
        summary: 'Title, content and footer of an information dialog',
        params: contentContract.dialogInformation.params,
        response: { 200: contentContract.dialogInformation.response },
      },
    },
    async (request, reply) => {
      const information = findDialogInformation(request.params.id);
      if (!information) throw notFound(`No information ${request.params.id}.`);
      reply.header('cache-control', 'private, max-age=3600');
      return information;
    },
  );
}
