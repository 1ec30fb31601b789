import {
  accountCreatedResponse,
  checkValueQuery,
  emailCheckResponse,
  institutionCheckQuery,
  institutionCheckResponse,
  planTypeParams,
  promoCheckResponse,
  registerExistingRequest,
  signupRequest,
  subscriptionOption,
  upgradeRequest,
} from '@app/core/api/account';
import { userState } from '@app/core/api/auth';
import { errorResponse } from '@app/core/api/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../auth/guards';
import { roles } from '../access/roles';
import { PUBLIC } from '../http/public-route';
import type { AccountService } from './account-service';

/** spec 1 section 7: the calls under api/account. */
export function accountRoutes(app: FastifyInstance, deps: { accounts: AccountService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const refusals = { 400: errorResponse, 402: errorResponse, 409: errorResponse };

  api.get(
    '/api/account/check/email',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Whether an e-mail address is valid, in use, or a free-mail (non-work) address',
        querystring: checkValueQuery,
        response: { 200: emailCheckResponse, 400: errorResponse },
      },
    },
    async (request) => deps.accounts.checkEmail(request.query.value),
  );

  api.get(
    '/api/account/check/institution',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Whether an institution already has an account, and with which products',
        querystring: institutionCheckQuery,
        response: { 200: institutionCheckResponse, 400: errorResponse },
      },
    },
    async (request) => deps.accounts.checkInstitution(request.query.value),
  );

  api.get(
    '/api/account/check/promo',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Whether a promo code can be used',
        querystring: checkValueQuery,
        response: { 200: promoCheckResponse, 400: errorResponse },
      },
    },
    async (request) => deps.accounts.checkPromo(request.query.value),
  );

  api.get(
    '/api/account/subscription/:planType',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'The subscription options of a plan',
        params: planTypeParams,
        response: { 200: z.array(subscriptionOption), 400: errorResponse },
      },
    },
    async (request) => deps.accounts.subscriptionOptions(request.params.planType),
  );

  api.post(
    '/api/account',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Sign up: creates the organization, its subscription and its first user',
        body: signupRequest,
        response: { 201: accountCreatedResponse, ...refusals },
      },
    },
    async (request, reply) => reply.status(201).send(await deps.accounts.signup(request.body)),
  );

  api.post(
    '/api/account/existing',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Register a user with the organization that already holds the institution',
        body: registerExistingRequest,
        response: { 201: accountCreatedResponse, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await deps.accounts.registerExisting(request.body)),
  );

  api.post(
    '/api/account/upgrade',
    {
      preHandler: roles.organizationAdmin,
      schema: {
        tags,
        summary: "Upgrade the caller's organization to a paid plan; answers the new user state",
        body: upgradeRequest,
        response: { 200: userState, 401: errorResponse, 403: errorResponse, ...refusals },
      },
    },
    async (request) => deps.accounts.upgrade(requirePrincipal(request), request.body),
  );
}
