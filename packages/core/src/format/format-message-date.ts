import { formatDisplayDate } from './format-display-date';

/**
 * A message date as MMM dd, yyyy (spec 1 section 9): '2025-12-05' → 'Dec 05, 2025'.
 * Timestamps are read in `timeZone` (see formatDisplayDate). Missing or empty: '-'; unparseable:
 * throws 'Invalid date: …'.
 */
export function formatMessageDate(
  value: string | Date | null | undefined,
  timeZone?: string,
): string {
  return formatDisplayDate(value, { month: 'short', day: '2-digit', year: 'numeric' }, timeZone);
}
