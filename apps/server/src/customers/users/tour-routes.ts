import { institutionRoutes as institutionContract } from '@app/core/api/routes/institution-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../platform/auth/guards';
import type { TourService } from './tour-service';
import { roles } from '../../platform/access/roles';

/**
 * spec 1 section 7: PUT api/tour on leaving a tour answers the user's updated tour list; GET
 * api/tour reads it when the app loads (saved progress overrides the definitions' flags).
 */
export function tourRoutes(app: FastifyInstance, deps: { tours: TourService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];

  api.get(
    institutionContract.tours.path,
    {
      preHandler: roles.member,
      schema: {
        tags,
        summary: "The user's saved tour progress",
        response: { 200: institutionContract.tours.response },
      },
    },
    async (request) => deps.tours.list(requirePrincipal(request).userId),
  );

  api.put(
    institutionContract.saveTour.path,
    {
      preHandler: roles.member,
      schema: {
        tags,
        summary: 'Save the progress of one tour; answers the updated list',
        body: institutionContract.saveTour.body,
        response: { 200: institutionContract.saveTour.response },
      },
    },
    async (request) => deps.tours.save(requirePrincipal(request).userId, request.body),
  );
}
