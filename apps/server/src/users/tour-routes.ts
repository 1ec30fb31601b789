import { institutionRoutes as institutionContract } from '@app/core/api/routes/institution-routes';
import { tourRecord } from '@app/core/api/tours';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../auth/guards';
import type { TourService } from './tour-service';
import { roles } from '../access/roles';

/**
 * spec 1 section 7: PUT api/tour on leaving a tour answers the user's updated tour list; GET
 * api/tour reads it when the app loads (saved progress overrides the definitions' flags).
 */
export function tourRoutes(app: FastifyInstance, deps: { tours: TourService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];
  const response = { 200: z.array(tourRecord) };

  api.get(
    institutionContract.tours.path,
    {
      preHandler: roles.member,
      schema: { tags, summary: "The user's saved tour progress", response },
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
        response,
      },
    },
    async (request) => deps.tours.save(requirePrincipal(request).userId, request.body),
  );
}
