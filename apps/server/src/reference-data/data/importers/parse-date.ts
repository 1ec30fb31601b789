/** A real calendar date as YYYY-MM-DD, or null (month 13, 30 February, year 0 ...). */
function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * NCUA and FDIC write dates as M/D/YYYY, NCUA with a time after it (`12/31/2025 0:00:00`,
 * `1/29/2026 11:04:46 PM`). The time is checked for shape and dropped: every date we use is a
 * calendar day.
 */
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: +\d{1,2}:\d{2}(?::\d{2})?(?: *[AaPp][Mm])?)?$/;

/** `M/D/YYYY` with an optional `H:MM[:SS] [AM|PM]`, as YYYY-MM-DD; null when not such a date. */
export function parseUsDate(text: string): string | null {
  const match = US_DATE.exec(text.trim());
  if (match === null) return null;
  return isoDate(Number(match[3]), Number(match[1]), Number(match[2]));
}

/** `MMDDYYYY` as in the FFIEC bulk file names, as YYYY-MM-DD; null when not such a date. */
export function parseMmddyyyy(text: string): string | null {
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  if (match === null) return null;
  return isoDate(Number(match[3]), Number(match[1]), Number(match[2]));
}

/** `YYYYMMDD` as in the FDIC SDI file names, as YYYY-MM-DD; null when not such a date. */
export function parseYyyymmdd(text: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (match === null) return null;
  return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** `YYYY-MM-DD` (FRED), checked against the calendar; null when not such a date. */
export function parseIsoDate(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (match === null) return null;
  return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Call reports are as of March 31, June 30, September 30 or December 31. */
export function isQuarterEnd(isoDateText: string): boolean {
  return /^\d{4}-(03-31|06-30|09-30|12-31)$/.test(isoDateText);
}
