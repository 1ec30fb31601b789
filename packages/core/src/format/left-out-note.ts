import { formatDisplayDate } from './format-display-date';

/**
 * What a peer group says of its members that did not file for the quarter shown:
 * "3 members did not file for Dec 31, 2025 and are left out". Null when every member filed.
 */
export function leftOutNote(group: {
  asOf: string | null;
  leftOut: { count: number };
}): string | null {
  const { count } = group.leftOut;
  if (count === 0 || !group.asOf) return null;
  const date = formatDisplayDate(group.asOf, { month: 'short', day: 'numeric', year: 'numeric' });
  return count === 1
    ? `1 member did not file for ${date} and is left out`
    : `${count.toLocaleString('en-US')} members did not file for ${date} and are left out`;
}
