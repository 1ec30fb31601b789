import { institutionRoutes as contract } from '@app/core/api/routes/institution-routes';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth/guards';
import { roles } from '../../platform/access/roles';
import { contractRoute } from '../../platform/http/contract-route';
import type { TourService } from './tour-service';

/**
 * spec 1 section 7: PUT api/tour on leaving a tour answers the user's updated tour list; GET
 * api/tour reads it when the app loads (saved progress overrides the definitions' flags).
 */
export function tourRoutes(app: FastifyInstance, deps: { tours: TourService }) {
  const options = { access: roles.member, tag: 'user' } as const;

  contractRoute(
    app,
    contract.tours,
    { ...options, summary: "The user's saved tour progress" },
    async (_input, request) => deps.tours.list(requirePrincipal(request).userId),
  );

  contractRoute(
    app,
    contract.saveTour,
    { ...options, summary: 'Save the progress of one tour; answers the updated list' },
    async ({ body }, request) => deps.tours.save(requirePrincipal(request).userId, body),
  );
}
