import { MISSING_VALUE } from './format-metric-value';
import { toDisplayDate } from './to-display-date';

/**
 * A message date as MMM dd, yyyy (spec 1 section 9): '2025-12-05' → 'Dec 05, 2025'.
 * Timestamps are read in `timeZone` (see toDisplayDate). Missing or empty: '-'; unparseable:
 * throws 'Invalid date: …'.
 */
export function formatMessageDate(
  value: string | Date | null | undefined,
  timeZone?: string,
): string {
  if (value === null || value === undefined || value === '') return MISSING_VALUE;
  const { date, timeZone: zone } = toDisplayDate(value, timeZone);
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: zone,
  }).format(date);
}
