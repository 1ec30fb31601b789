import { useCallback, useEffect, useSyncExternalStore } from 'react';

// spec 2 section 4: "Open or closed; opening one closes the other" — one open picker at a time
// across the page, so the pickers share this one value.
let openId: string | null = null;
const listeners = new Set<() => void>();

function setOpenId(next: string | null) {
  if (openId === next) return;
  openId = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether picker `id` is the open one, and a setter (opening it closes any other). */
export function useOpenPicker(id: string): [boolean, (open: boolean) => void] {
  const current = useSyncExternalStore(subscribe, () => openId);
  const setOpen = useCallback(
    (open: boolean) => {
      if (open) setOpenId(id);
      else if (openId === id) setOpenId(null);
    },
    [id],
  );
  // A picker that goes away (page change) must not stay "open" for the next one with its id.
  useEffect(
    () => () => {
      if (openId === id) setOpenId(null);
    },
    [id],
  );
  return [current === id, setOpen];
}
