/**
 * Interned item codes: the generator writes the same few hundred codes millions of times, so
 * each prefixed code is built once (a template string per write costs more than the model).
 */
const cache = new Map<string, Map<string, string>>();

export function code(prefix: string, item: string): string {
  let byItem = cache.get(prefix);
  if (!byItem) {
    byItem = new Map();
    cache.set(prefix, byItem);
  }
  let full = byItem.get(item);
  if (full === undefined) {
    full = prefix + item;
    byItem.set(item, full);
  }
  return full;
}
