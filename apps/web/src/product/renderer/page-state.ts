/** A choice a page component keeps for the page only: a toggle, a chart variant. */
export type PageStateValue = string | number | boolean;
export type PageStateRecord = Readonly<Record<string, PageStateValue>>;

/**
 * The page's own choices (spec 2 section 2.13: the print page restores the whole page state):
 * components record them here as they change, the Print action hands a snapshot to the print
 * window, and the print page starts its components from it.
 */
export interface PageState {
  get(key: string): PageStateValue | undefined;
  set(key: string, value: PageStateValue): void;
  snapshot(): PageStateRecord;
}

export function createPageState(initial: PageStateRecord = {}): PageState {
  const values = new Map<string, PageStateValue>(Object.entries(initial));
  return {
    get: (key) => values.get(key),
    set: (key, value) => void values.set(key, value),
    snapshot: () => Object.fromEntries(values),
  };
}

/** Only strings, numbers and booleans survive from stored JSON; anything else is dropped. */
export function toPageStateRecord(value: unknown): PageStateRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, entry]) =>
        typeof entry === 'string' || typeof entry === 'boolean' || Number.isFinite(entry),
    ),
  ) as PageStateRecord;
}
