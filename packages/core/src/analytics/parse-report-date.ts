import { isQuarterEnd } from '../domain/quarters';

/**
 * The quarter-end report date (YYYY-MM-DD) a value names. An ISO timestamp is read by its
 * date part ('2025-12-31T00:00:00Z' is '2025-12-31'). spec 2 section 5: a report date that does
 * not parse is the error 'Invalid date: {value}'; report dates are quarter ends, so any other
 * day is refused too rather than matched to the wrong quarter.
 */
export function parseReportDate(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})(T.*)?$/.exec(value.trim());
  const date = match?.[1];
  if (!date || !isQuarterEnd(date)) throw new RangeError(`Invalid date: ${value}`);
  return date;
}
