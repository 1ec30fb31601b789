import { accountRoutes as accountContract } from '@app/core/api/routes/account-routes';
import { errorResponse } from '@app/core/api/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../platform/auth/guards';
import { roles } from '../../platform/access/roles';
import { PUBLIC } from '../../platform/http/public-route';
import type { AccountService } from './account-service';

/** spec 1 section 7: the calls under api/account. */
export function accountRoutes(app: FastifyInstance, deps: { accounts: AccountService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const refusals = { 400: errorResponse, 402: errorResponse, 409: errorResponse };

  api.get(
    accountContract.checkEmail.path,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Whether an e-mail address is valid, in use, or a free-mail (non-work) address',
        querystring: accountContract.checkEmail.query,
        response: { 200: accountContract.checkEmail.response, 400: errorResponse },
      },
    },
    async (request) => deps.accounts.checkEmail(request.query.value),
  );

  api.get(
    accountContract.checkInstitution.path,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Whether an institution already has an account, and with which products',
        querystring: accountContract.checkInstitution.query,
        response: { 200: accountContract.checkInstitution.response, 400: errorResponse },
      },
    },
    async (request) => deps.accounts.checkInstitution(request.query.value),
  );

  api.get(
    accountContract.checkPromo.path,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Whether a promo code can be used',
        querystring: accountContract.checkPromo.query,
        response: { 200: accountContract.checkPromo.response, 400: errorResponse },
      },
    },
    async (request) => deps.accounts.checkPromo(request.query.value),
  );

  api.get(
    accountContract.subscriptionOptions.path,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'The subscription options of a plan',
        params: accountContract.subscriptionOptions.params,
        response: { 200: accountContract.subscriptionOptions.response, 400: errorResponse },
      },
    },
    async (request) => deps.accounts.subscriptionOptions(request.params.planType),
  );

  api.post(
    accountContract.create.path,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Sign up: creates the organization, its subscription and its first user',
        body: accountContract.create.body,
        response: { 201: accountContract.create.response, ...refusals },
      },
    },
    async (request, reply) => reply.status(201).send(await deps.accounts.signup(request.body)),
  );

  api.post(
    accountContract.registerExisting.path,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Register a user with the organization that already holds the institution',
        body: accountContract.registerExisting.body,
        response: { 201: accountContract.registerExisting.response, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await deps.accounts.registerExisting(request.body)),
  );

  api.post(
    accountContract.upgrade.path,
    {
      preHandler: roles.organizationAdmin,
      schema: {
        tags,
        summary: "Upgrade the caller's organization to a paid plan; answers the new user state",
        body: accountContract.upgrade.body,
        response: {
          200: accountContract.upgrade.response,
          401: errorResponse,
          403: errorResponse,
          ...refusals,
        },
      },
    },
    async (request) => deps.accounts.upgrade(requirePrincipal(request), request.body),
  );
}
