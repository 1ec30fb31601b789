import { institutionRoutes as institutionContract } from '@app/core/api/routes/institution-routes';
import { userInstitutionList } from '@app/core/api/user-institutions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../platform/auth/guards';
import type { UserInstitutionService } from './user-institution-service';
import { roles } from '../../platform/access/roles';

/** spec 1 section 7: the user's institution list (favourites and last viewed). */
export function userInstitutionRoutes(
  app: FastifyInstance,
  deps: { userInstitutions: UserInstitutionService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];
  const service = deps.userInstitutions;
  const response = { 200: userInstitutionList };

  api.get(
    institutionContract.userInstitutions.path,
    {
      preHandler: roles.member,
      schema: {
        tags,
        summary: "The user's favourites and last viewed institutions, by name, city, state",
        response,
      },
    },
    async (request) => service.list(requirePrincipal(request)),
  );

  api.post(
    institutionContract.addUserInstitution.path,
    {
      preHandler: roles.changeInstitutionList,
      schema: {
        tags,
        summary: 'Add a favourite (MULTI organizations); answers the list',
        body: institutionContract.addUserInstitution.body,
        response,
      },
    },
    async (request) => service.addFavorite(requirePrincipal(request), request.body.iid),
  );

  api.put(
    institutionContract.updateUserInstitution.path,
    {
      preHandler: roles.member,
      schema: {
        tags,
        summary: 'Set the favourite flag and/or record a visit now; answers the list',
        params: institutionContract.updateUserInstitution.params,
        body: institutionContract.updateUserInstitution.body,
        response,
      },
    },
    async (request) => service.update(requirePrincipal(request), request.params.iid, request.body),
  );

  api.delete(
    institutionContract.removeUserInstitution.path,
    {
      preHandler: roles.changeInstitutionList,
      schema: {
        tags,
        summary: 'Remove an institution from the list (MULTI organizations); answers the list',
        params: institutionContract.removeUserInstitution.params,
        response,
      },
    },
    async (request) => service.remove(requirePrincipal(request), request.params.iid),
  );
}
