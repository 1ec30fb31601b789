import {
  addUserInstitutionBody,
  updateUserInstitutionBody,
  userInstitutionList,
  userInstitutionParams,
} from '@app/core/api/user-institutions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../auth/guards';
import type { UserInstitutionService } from './user-institution-service';
import { roles } from '../access/roles';

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
    '/api/user/institution',
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
    '/api/user/institution',
    {
      preHandler: roles.changeInstitutionList,
      schema: {
        tags,
        summary: 'Add a favourite (MULTI organizations); answers the list',
        body: addUserInstitutionBody,
        response,
      },
    },
    async (request) => service.addFavorite(requirePrincipal(request), request.body.iid),
  );

  api.put(
    '/api/user/institution/:iid',
    {
      preHandler: roles.member,
      schema: {
        tags,
        summary: 'Set the favourite flag and/or record a visit now; answers the list',
        params: userInstitutionParams,
        body: updateUserInstitutionBody,
        response,
      },
    },
    async (request) => service.update(requirePrincipal(request), request.params.iid, request.body),
  );

  api.delete(
    '/api/user/institution/:iid',
    {
      preHandler: roles.changeInstitutionList,
      schema: {
        tags,
        summary: 'Remove an institution from the list (MULTI organizations); answers the list',
        params: userInstitutionParams,
        response,
      },
    },
    async (request) => service.remove(requirePrincipal(request), request.params.iid),
  );
}
