import { useCallback, useSyncExternalStore } from 'react';
import { selectionStore } from '../../selection/selection-store';

/**
 * A remembered choice of the user session store (spec 2 section 3) and its setter, which saves
 * it. undefined until the store has loaded or when nothing was saved. A null key reads nothing.
 */
export function useSessionValue(
  key: string | null,
): [string | undefined, (value: string) => Promise<void>] {
  // The store's state object changes on every remembered value, so this re-reads then.
  useSyncExternalStore(selectionStore.subscribe, selectionStore.getState);
  const value = key === null ? undefined : selectionStore.sessionValue(key);
  const save = useCallback(
    (next: string) => (key === null ? Promise.resolve() : selectionStore.rememberValue(key, next)),
    [key],
  );
  return [value, save];
}
