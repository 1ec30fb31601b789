import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { selectionStore, type SelectionState, type SelectionUser } from './selection-store';

/**
 * The current selection; with a user, restores the saved one first (once per signed-in user),
 * reading groups and institutions through the app's query cache. Components re-render when the
 * selection changes.
 */
export function useSelection(user?: SelectionUser): SelectionState {
  const state = useSyncExternalStore(selectionStore.subscribe, selectionStore.getState);
  const queryClient = useQueryClient();
  const userId = user?.id;
  useEffect(() => {
    if (user && userId) void selectionStore.ensureLoaded(user, queryClient);
    // The user object is re-created on every refetch of /api/auth/me; its id is what counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, queryClient]);
  return state;
}
