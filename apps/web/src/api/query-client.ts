import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { meQueryKey } from './auth/get-me';
import { afterSignOut } from './session-invalidations';
import { noteSessionEnded } from './session-ended';

const MAX_NETWORK_RETRIES = 1;

/** Retrying a 4xx cannot change the answer; a dropped connection or a 5xx might. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_NETWORK_RETRIES;
}

/**
 * The app's one query client. A 401 to any call while the app holds a signed-in user means the
 * session ended on the server: the user state becomes "signed out", so the sign-in guard takes
 * the user to /login (with the page to come back to) instead of every card failing.
 */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  const onError = (error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 401) return;
    if (!client.getQueryData(meQueryKey)) return;
    noteSessionEnded();
    // As a sign-out: nothing fetched for this user stays for whoever signs in next.
    afterSignOut(client);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, ...overrides.queries },
      mutations: { retry: false, ...overrides.mutations },
    },
  });
  return client;
}
