import { MISSING_VALUE } from './format-metric-value';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * What a date formatter needs: the instant, and the zone to read its calendar date in.
 * - 'YYYY-MM-DD' (a report date): that calendar date, whatever the viewer's zone;
 * - an ISO timestamp or a Date (a message's dateSent): the instant, read in `timeZone`
 *   (the runtime's own zone when not given, so a browser shows the reader's date).
 * Throws 'Invalid date: {value}' (spec 2 section 5) for anything that does not parse, including
 * impossible days such as 2025-02-30.
 */
function toDisplayDate(
  value: string | Date,
  timeZone?: string,
): { date: Date; timeZone: string | undefined } {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
    return { date: value, timeZone };
  }
  const text = value.trim();
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [year, month, day] = dateOnly.slice(1).map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
      throw new RangeError(`Invalid date: ${value}`);
    }
    return { date, timeZone: 'UTC' };
  }
  // Only ISO timestamps: Date.parse's other formats vary between engines.
  const date = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) ? new Date(text) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${value}`);
  return { date, timeZone };
}

/**
 * A date in en-US with the given fields (month, day, year…), read as toDisplayDate says.
 * Missing or empty: '-'; unparseable: throws 'Invalid date: …'.
 */
export function formatDisplayDate(
  value: string | Date | null | undefined,
  fields: Pick<Intl.DateTimeFormatOptions, 'month' | 'day' | 'year'>,
  timeZone?: string,
): string {
  if (value === null || value === undefined || value === '') return MISSING_VALUE;
  const { date, timeZone: zone } = toDisplayDate(value, timeZone);
  return formatterOf(fields, zone).format(date);
}

/**
 * Formatters by fields and named zone (a report date's is UTC), made once: making an
 * Intl.DateTimeFormat costs about a millisecond, more than a peer search's own work.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(
  fields: Pick<Intl.DateTimeFormatOptions, 'month' | 'day' | 'year'>,
  timeZone: string | undefined,
) {
  // The runtime's own zone is read when a formatter is made, and may change (tests set TZ).
  if (timeZone === undefined) return new Intl.DateTimeFormat('en-US', fields);
  const key = `${fields.month}|${fields.day}|${fields.year}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...fields, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}
