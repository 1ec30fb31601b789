import { institutionRoutes as contract } from '@app/core/api/routes/institution-routes';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth/guards';
import { roles } from '../../platform/access/roles';
import { contractRoute } from '../../platform/http/contract-route';
import type { UserInstitutionService } from './user-institution-service';

/** spec 1 section 7: the user's institution list (favourites and last viewed). */
export function userInstitutionRoutes(
  app: FastifyInstance,
  deps: { userInstitutions: UserInstitutionService },
) {
  const tag = 'user';
  const service = deps.userInstitutions;

  contractRoute(
    app,
    contract.userInstitutions,
    {
      access: roles.member,
      summary: "The user's favourites and last viewed institutions, by name, city, state",
      tag,
    },
    async (_input, request) => service.list(requirePrincipal(request)),
  );

  contractRoute(
    app,
    contract.addUserInstitution,
    {
      access: roles.changeInstitutionList,
      summary: 'Add a favourite (MULTI organizations); answers the list',
      tag,
    },
    async ({ body }, request) => service.addFavorite(requirePrincipal(request), body.iid),
  );

  contractRoute(
    app,
    contract.updateUserInstitution,
    {
      access: roles.member,
      summary: 'Set the favourite flag and/or record a visit now; answers the list',
      tag,
    },
    async ({ params, body }, request) =>
      service.update(requirePrincipal(request), params.iid, body),
  );

  contractRoute(
    app,
    contract.removeUserInstitution,
    {
      access: roles.changeInstitutionList,
      summary: 'Remove an institution from the list (MULTI organizations); answers the list',
      tag,
    },
    async ({ params }, request) => service.remove(requirePrincipal(request), params.iid),
  );
}
