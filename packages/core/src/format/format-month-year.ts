import { MISSING_VALUE } from './format-metric-value';
import { toDisplayDate } from './to-display-date';

/**
 * A date as MMM yyyy (spec 1 section 9, spec 2 section 9: date labels and slider labels):
 * '2025-12-31' → 'Dec 2025'. Report dates keep their calendar date; timestamps are read in
 * `timeZone` (see toDisplayDate). Missing or empty: '-'; unparseable: throws 'Invalid date: …'.
 */
export function formatMonthYear(
  value: string | Date | null | undefined,
  timeZone?: string,
): string {
  if (value === null || value === undefined || value === '') return MISSING_VALUE;
  const { date, timeZone: zone } = toDisplayDate(value, timeZone);
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: zone,
  }).format(date);
}
