import { INSTITUTION_SEARCH_LIMIT } from '@app/core/api/institutions';
import { institutionRoutes as institutionContract } from '@app/core/api/routes/institution-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/http/http-error';
import { roles } from '../../platform/access/roles';
import { PUBLIC } from '../../platform/http/public-route';
import { presentInstitution } from './institution-presenter';
import type { InstitutionsRepository } from './institutions-repository';
import type { Access } from '../../platform/access/access-layer';

export function institutionRoutes(
  app: FastifyInstance,
  deps: { institutions: InstitutionsRepository; access: Access },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['institutions'];

  api.get(
    institutionContract.search.path,
    {
      // Names and places of banks and credit unions are public record; signup looks them up.
      config: PUBLIC,
      schema: {
        tags,
        summary:
          'Active institutions by name (3 characters at least), sorted by name, city, state; closed ones too with includeClosed=true (active false, last report date)',
        querystring: institutionContract.search.query,
        response: { 200: institutionContract.search.response },
      },
    },
    async (request) => {
      const rows = await deps.institutions.search({
        text: request.query.q,
        institutionType: request.query.institutionType,
        exclude: request.query.exclude,
        includeClosed: request.query.includeClosed,
        limit: INSTITUTION_SEARCH_LIMIT,
      });
      return rows.map(presentInstitution);
    },
  );

  api.get(
    institutionContract.institution.path,
    {
      // The institutions a user may take as the subject (the switcher's current institution).
      preHandler: deps.access.subject,
      schema: {
        tags,
        summary: 'One institution the caller may view',
        params: institutionContract.institution.params,
        response: { 200: institutionContract.institution.response },
      },
    },
    async (request) => {
      const row = await deps.institutions.find(request.params.iid);
      if (!row) throw notFound('Institution not found.');
      return presentInstitution(row);
    },
  );

  api.get(
    institutionContract.typesOfMembership.path,
    {
      preHandler: roles.member,
      schema: {
        tags,
        summary: 'NCUA types of membership',
        response: { 200: institutionContract.typesOfMembership.response },
      },
    },
    async () => deps.institutions.typesOfMembership(),
  );
}
