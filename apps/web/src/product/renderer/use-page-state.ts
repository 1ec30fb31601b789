import { useEffect, useState } from 'react';
import { usePageContext } from './page-context';
import type { PageStateValue } from './page-state';

/**
 * useState for a choice that belongs to the page (a toggle, a chart variant): recorded in the
 * page state so that Print carries it to the print window, and started from there on the
 * print page (spec 2 section 2.13). A stored value of another type than `initial` is ignored.
 */
export function usePageState<T extends PageStateValue>(
  key: string,
  initial: T,
  accept: (value: PageStateValue) => value is T = (value): value is T =>
    typeof value === typeof initial,
): [T, (value: T) => void] {
  const { pageState } = usePageContext();
  const [value, setValue] = useState<T>(() => {
    const stored = pageState?.get(key);
    return stored !== undefined && accept(stored) ? stored : initial;
  });
  useEffect(() => {
    pageState?.set(key, value);
  }, [pageState, key, value]);
  return [value, setValue];
}
