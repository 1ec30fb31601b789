import { INSTITUTION_SEARCH_LIMIT } from '@app/core/api/institutions';
import { institutionRoutes as contract } from '@app/core/api/routes/institution-routes';
import type { FastifyInstance } from 'fastify';
import type { Access } from '../../platform/access/access-layer';
import { roles } from '../../platform/access/roles';
import { contractRoute, PUBLIC_ACCESS } from '../../platform/http/contract-route';
import { notFound } from '../../platform/http/http-error';
import { presentInstitution } from './institution-presenter';
import type { InstitutionsRepository } from './institutions-repository';

export function institutionRoutes(
  app: FastifyInstance,
  deps: { institutions: InstitutionsRepository; access: Access },
) {
  const tag = 'institutions';
  const { institutions } = deps;

  contractRoute(
    app,
    contract.search,
    {
      // Names and places of banks and credit unions are public record; signup looks them up.
      access: PUBLIC_ACCESS,
      summary:
        'Active institutions by name (3 characters at least), sorted by name, city, state; closed ones too with includeClosed=true (active false, last report date)',
      tag,
    },
    async ({ query }) => {
      const rows = await institutions.search({
        text: query.q,
        institutionType: query.institutionType,
        exclude: query.exclude,
        includeClosed: query.includeClosed,
        limit: INSTITUTION_SEARCH_LIMIT,
      });
      return rows.map(presentInstitution);
    },
  );

  contractRoute(
    app,
    contract.institution,
    {
      // The institutions a user may take as the subject (the switcher's current institution).
      access: deps.access.subject,
      summary: 'One institution the caller may view',
      tag,
    },
    async ({ params }) => {
      const row = await institutions.find(params.iid);
      if (!row) throw notFound('Institution not found.');
      return presentInstitution(row);
    },
  );

  contractRoute(
    app,
    contract.typesOfMembership,
    { access: roles.member, summary: 'NCUA types of membership', tag },
    async () => institutions.typesOfMembership(),
  );
}
