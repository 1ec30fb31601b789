import { contentRoutes as contract } from '@app/core/api/routes/content-routes';
import type { FastifyInstance } from 'fastify';
import { roles } from '../../platform/access/roles';
import { contractRoute } from '../../platform/http/contract-route';
import { notFound } from '../../platform/http/http-error';
import { findDialogInformation } from './dialog-information';

/** spec 2 section 2.15: information dialogs fetched by id (a metric id or a widget id). */
export function dialogInformationRoutes(app: FastifyInstance) {
  contractRoute(
    app,
    contract.dialogInformation,
    {
      access: roles.member,
      summary: 'Title, content and footer of an information dialog',
      tag: 'content',
    },
    async ({ params }, _request, reply) => {
      const information = findDialogInformation(params.id);
      if (!information) throw notFound(`No information ${params.id}.`);
      reply.header('cache-control', 'private, max-age=3600');
      return information;
    },
  );
}
