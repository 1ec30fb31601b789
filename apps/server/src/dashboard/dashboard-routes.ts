import { contentRoutes as contentContract } from '@app/core/api/routes/content-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../auth/guards';
import { roles } from '../access/roles';
import type { DashboardService } from './dashboard-service';

export function dashboardRoutes(app: FastifyInstance, deps: { dashboard: DashboardService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    contentContract.dashboard.path,
    {
      preHandler: roles.member,
      schema: {
        tags: ['content'],
        summary:
          'Latest message, recent activity, the advert and (MULTI) the recently viewed institutions',
        response: { 200: contentContract.dashboard.response },
      },
    },
    async (request) => deps.dashboard.forUser(requirePrincipal(request)),
  );
}
