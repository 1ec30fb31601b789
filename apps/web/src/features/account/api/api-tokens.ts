import type { ApiTokenRequest } from '@app/core/api/api-tokens';
import { apiTokenRoutes } from '@app/core/api/routes/api-token-routes';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../api/api-query';
import { callApi } from '../../../api/api-call';

export function useApiTokens() {
  return useQuery(apiQueryOptions(apiTokenRoutes.apiTokens, {}));
}

/** Answers the token itself: the only time the server ever shows it. */
export function createApiToken(body: ApiTokenRequest) {
  return callApi(apiTokenRoutes.createApiToken, { body });
}

export function revokeApiToken(id: string) {
  return callApi(apiTokenRoutes.revokeApiToken, { params: { id } });
}
