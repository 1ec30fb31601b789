import { adminContentRoutes } from '@app/core/api/routes/admin-content-routes';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../api/api-call';
import { routeKey } from '../../../../api/query-keys';

/**
 * The HTML as the server will store and show it (sanitized), asked a moment after typing
 * stops: the preview shows what users get, not what the editor holds.
 */
export function useContentPreview(content: string) {
  const [settled] = useDebouncedValue(content, 300);
  return useQuery({
    queryKey: [...routeKey(adminContentRoutes.previewContent), settled] as const,
    queryFn: ({ signal }) =>
      callApi(adminContentRoutes.previewContent, { body: { content: settled } }, signal),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
