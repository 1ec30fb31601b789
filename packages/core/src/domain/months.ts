/**
 * Month-end dates, YYYY-MM-DD, for own deposit data analysed month by month (issue 29). Plain
 * strings, as quarter ends are, keep them free of time zones.
 */

/** The last day of `month` (1–12) of `year`, YYYY-MM-DD. */
export function monthEnd(year: number, month: number): string {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`No month ${month} of ${year}`);
  }
  // Day 0 of the next month is the last day of this one.
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function isMonthEnd(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 && monthEnd(Number(match[1]), month) === date;
}

/** The month-end `n` months after the month-end `date` (before it when n is negative). */
export function addMonths(date: string, n: number): string {
  if (!isMonthEnd(date)) throw new RangeError(`Not a month-end date: ${date}`);
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + n;
  return monthEnd(Math.floor(index / 12), (index % 12) + 1);
}
