import { contentRoutes } from '@app/core/api/routes/content-routes';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../api-query';

/** spec 2 section 7: dialog information is cached; the texts change only with a release. */
export function useDialogInformation(id: string, enabled: boolean) {
  return useQuery({
    ...apiQueryOptions(contentRoutes.dialogInformation, { params: { id } }),
    staleTime: Infinity,
    enabled,
  });
}
