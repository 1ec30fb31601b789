import { useCallback, useEffect, useState } from 'react';

export interface RowDrawer {
  /** The metric whose drawer is open; null when closed (spec 2 section 2.5: closed by default). */
  openMetricId: string | null;
  /** Same row closes the drawer, another row switches it (spec 2 section 2.5). */
  toggle: (metricId: string) => void;
  close: () => void;
}

/**
 * The summary tables' bottom drawer: which row it shows. Escape closes it from anywhere on the
 * page (the drawer is not modal, so the table stays usable while it is open) and focus goes back
 * to the row's button, so a keyboard user is not left on the closed drawer.
 */
export function useRowDrawer(rowButtonId: (metricId: string) => string): RowDrawer {
  const [openMetricId, setOpenMetricId] = useState<string | null>(null);
  const toggle = useCallback(
    (metricId: string) => setOpenMetricId((current) => (current === metricId ? null : metricId)),
    [],
  );
  const close = useCallback(() => {
    setOpenMetricId((current) => {
      if (current !== null) {
        const id = rowButtonId(current);
        // After the render that removes the drawer, so the focus lands on a button still there.
        queueMicrotask(() => document.getElementById(id)?.focus());
      }
      return null;
    });
  }, [rowButtonId]);

  useEffect(() => {
    if (openMetricId === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openMetricId, close]);

  return { openMetricId, toggle, close };
}
