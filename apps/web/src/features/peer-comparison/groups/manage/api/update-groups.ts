import {
  groupUpdateResult,
  type GroupUpdateItem,
  type GroupUpdateResult,
} from '@app/core/api/groups';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../../../api/http-client';

/** Renames groups and adds or removes their members (PUT /api/{iid}/group). */
export function updateGroups(
  iid: number,
  items: readonly GroupUpdateItem[],
): Promise<GroupUpdateResult> {
  return request(`/api/${iid}/group`, { method: 'PUT', body: items, schema: groupUpdateResult });
}

export function useUpdateGroups(iid: number) {
  return useMutation({
    mutationFn: (items: readonly GroupUpdateItem[]) => updateGroups(iid, items),
  });
}
