import { groupRoutes } from '@app/core/api/routes/group-routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../../api/api-call';

/** Deletes a custom group (DELETE /api/{iid}/group/{groupId}); answers 204. */
export function useDeleteGroup(iid: number) {
  return useMutation({
    mutationFn: (groupId: number) => callApi(groupRoutes.remove, { params: { iid, groupId } }),
  });
}
