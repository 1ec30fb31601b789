import { formatDisplayDate } from './format-display-date';

/**
 * A date as MMM yyyy (spec 1 section 9, spec 2 section 9: date labels and slider labels):
 * '2025-12-31' → 'Dec 2025'. Report dates keep their calendar date; timestamps are read in
 * `timeZone` (see formatDisplayDate). Missing or empty: '-'; unparseable: throws 'Invalid date: …'.
 */
export function formatMonthYear(
  value: string | Date | null | undefined,
  timeZone?: string,
): string {
  return formatDisplayDate(value, { month: 'short', year: 'numeric' }, timeZone);
}
