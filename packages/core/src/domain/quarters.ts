/**
 * Report dates are quarter-end dates written YYYY-MM-DD (March 31, June 30, September 30,
 * December 31). Plain strings keep them free of time zones.
 */
const QUARTER_END_DAYS = ['03-31', '06-30', '09-30', '12-31'] as const;
const QUARTER_END = /^(\d{4})-(03-31|06-30|09-30|12-31)$/;

export function isQuarterEnd(date: string): boolean {
  return QUARTER_END.test(date);
}

export function quarterEnd(year: number, quarter: number): string {
  const day = QUARTER_END_DAYS[quarter - 1];
  if (!day || !Number.isInteger(year)) throw new RangeError(`No quarter ${quarter} of ${year}`);
  return `${String(year).padStart(4, '0')}-${day}`;
}

export function parseQuarterEnd(date: string): { year: number; quarter: 1 | 2 | 3 | 4 } {
  const match = QUARTER_END.exec(date);
  if (!match) throw new RangeError(`Not a quarter-end date: ${date}`);
  const quarter = (QUARTER_END_DAYS.indexOf(match[2] as (typeof QUARTER_END_DAYS)[number]) + 1) as
    1 | 2 | 3 | 4;
  return { year: Number(match[1]), quarter };
}

/** The quarter-end `n` quarters after `date` (before it when n is negative). */
export function addQuarters(date: string, n: number): string {
  const { year, quarter } = parseQuarterEnd(date);
  const index = year * 4 + (quarter - 1) + n;
  return quarterEnd(Math.floor(index / 4), (index % 4) + 1);
}

/** The quarter-end on or after a calendar date (YYYY-MM-DD). */
export function quarterEndOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  if (!Number.isInteger(year) || month < 1 || month > 12) throw new RangeError(`Bad date: ${date}`);
  return quarterEnd(year, Math.ceil(month / 3));
}

/** Quarter-ends from `first` to `last`, both included. */
export function quarterRange(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let d = first; d <= last; d = addQuarters(d, 1)) dates.push(d);
  return dates;
}

/** '2023-12-31' → '2023Q4', as the Beta Suite's screens and messages name a quarter. */
export function quarterLabel(date: string): string {
  const month = Number(date.slice(5, 7));
  return `${date.slice(0, 4)}Q${Math.ceil(month / 3)}`;
}
