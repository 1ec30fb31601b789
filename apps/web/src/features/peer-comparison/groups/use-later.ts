import { useEffect, useRef } from 'react';

/** spec 2 section 9: an added row stays highlighted, a removed one marked, for 3000 ms. */
export const HIGHLIGHT_MS = 3000;

/**
 * Runs a function once the 3 s highlight or removal delay has passed (spec 2 section 4); the
 * pending ones are cancelled on unmount, or all at once by `cancel` (Discard Changes).
 */
export function useLater() {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const later = (fn: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      fn();
    }, HIGHLIGHT_MS);
    timers.current.add(timer);
  };
  const cancel = () => {
    timers.current.forEach(clearTimeout);
    timers.current.clear();
  };
  return { later, cancel };
}
