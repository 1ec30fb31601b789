import type { GroupUpdateItem } from '@app/core/api/groups';
import { groupRoutes } from '@app/core/api/routes/group-routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../../api/api-call';

/** Renames groups and adds or removes their members (PUT /api/{iid}/group). */
export function useUpdateGroups(iid: number) {
  return useMutation({
    mutationFn: (items: readonly GroupUpdateItem[]) =>
      callApi(groupRoutes.update, { params: { iid }, body: [...items] }),
  });
}
