import { useMutation } from '@tanstack/react-query';
import { request } from '../../../../../api/http-client';

/** Deletes a custom group (DELETE /api/{iid}/group/{groupId}); answers 204. */
export function deleteGroup(iid: number, groupId: number): Promise<void> {
  return request(`/api/${iid}/group/${groupId}`, { method: 'DELETE' }).then(() => undefined);
}

export function useDeleteGroup(iid: number) {
  return useMutation({ mutationFn: (groupId: number) => deleteGroup(iid, groupId) });
}
