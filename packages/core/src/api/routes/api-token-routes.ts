import { z } from 'zod';
import { apiToken, apiTokenCreated, apiTokenParams, apiTokenRequest } from '../api-tokens';
import { apiRoute } from './api-route';

/** The caller's personal API tokens (issue 27 point 5). */
export const apiTokenRoutes = {
  apiTokens: apiRoute({
    method: 'GET',
    path: '/api/account/tokens',
    response: z.array(apiToken),
  }),
  createApiToken: apiRoute({
    method: 'POST',
    path: '/api/account/tokens',
    body: apiTokenRequest,
    response: apiTokenCreated,
    status: 201,
  }),
  revokeApiToken: apiRoute({
    method: 'DELETE',
    path: '/api/account/tokens/:id',
    params: apiTokenParams,
  }),
};
