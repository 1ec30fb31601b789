import type { InstitutionType } from './products';
import { addQuarters, parseQuarterEnd } from './quarters';

/**
 * How current the agency data is (issue 25, point 7): the banner of every analytics page and
 * the dashboard's line on the next quarter. Bank call reports (FFIEC CDR, FDIC) are the banks'
 * data, NCUA 5300 call reports the credit unions'; each is read from the quarters held per
 * institution type (GET /api/date).
 */
export type SourceFreshness = {
  institutionType: InstitutionType;
  /** The newest quarter-end held (YYYY-MM-DD); null before any report of the source. */
  newestDate: string | null;
  /** When the source's data last changed (ISO timestamp): an import, a sync or the demo load. */
  loadedAt: string | null;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const SOURCE_ORDER: InstitutionType[] = ['bank', 'credit union'];

/** What the banner calls each source's reports. */
const BANNER_NAMES: Record<InstitutionType, string> = {
  bank: 'Call reports',
  'credit union': 'NCUA',
};

/** What the dashboard's line calls each source's filings. */
const FILING_NAMES: Record<InstitutionType, string> = {
  bank: 'call reports',
  'credit union': 'NCUA 5300 reports',
};

function dayParts(day: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** '2026-09-30' → 'Sep 30, 2026'; without the year: 'Sep 30'. */
export function formatDay(day: string, withYear = true): string {
  const parts = dayParts(day);
  const text = `${MONTHS[parts.month - 1]} ${parts.day}`;
  return withYear ? `${text}, ${parts.year}` : text;
}

/**
 * The calendar day (YYYY-MM-DD) of an instant in a time zone: the reader's own when not given,
 * so a load at 01:00 UTC reads as the evening before in New York, as the reader's clock says.
 */
export function calendarDayOf(instant: string | Date, timeZone?: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(instant)}`);
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(date);
}

/** The sources that hold data, banks first. */
function heldSources(sources: readonly SourceFreshness[]) {
  return SOURCE_ORDER.flatMap((type) => {
    const source = sources.find((s) => s.institutionType === type);
    return source?.newestDate ? [{ ...source, newestDate: source.newestDate }] : [];
  });
}

/**
 * The banner: "Call reports through Sep 30, 2026; NCUA through Sep 30, 2026, loaded Nov 3".
 * - A source with no quarter held is left out ("NCUA through Sep 30, 2026, loaded Nov 3");
 *   with none held there is no banner (null): the page says itself that it has no data.
 * - "loaded" is the newest load of the sources shown (the latest change of their data), as a
 *   calendar day in `timeZone` (the reader's by default). Its year is written only when it is
 *   not the year of the newest quarter shown ("loaded Feb 2, 2027" for data through Dec 31,
 *   2026); without any load time the part is left out.
 */
export function freshnessBanner(
  sources: readonly SourceFreshness[],
  timeZone?: string,
): string | null {
  const held = heldSources(sources);
  if (held.length === 0) return null;
  const through = held
    .map((s) => `${BANNER_NAMES[s.institutionType]} through ${formatDay(s.newestDate)}`)
    .join('; ');
  const loads = held.flatMap((s) => (s.loadedAt ? [s.loadedAt] : []));
  if (loads.length === 0) return through;
  const newestLoad = loads.reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b));
  const loadedDay = calendarDayOf(newestLoad, timeZone);
  const newestYear = Math.max(...held.map((s) => dayParts(s.newestDate).year));
  return `${through}, loaded ${formatDay(loadedDay, dayParts(loadedDay).year !== newestYear)}`;
}

/** A UTC calendar day `days` after `day`. */
function addDays(day: string, days: number): string {
  const { year, month, day: d } = dayParts(day);
  return new Date(Date.UTC(year, month - 1, d + days)).toISOString().slice(0, 10);
}

/** The last day of the month after the one `day` is in. */
function endOfNextMonth(day: string): string {
  const { year, month } = dayParts(day);
  // Day 0 of the month after next is the last day of next month.
  return new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);
}

/**
 * When a quarter's reports are due from the institutions: bank call reports 30 days after the
 * quarter end (Jan 30, Apr 30, Jul 30, Oct 30), NCUA 5300 call reports on the last day of the
 * month after it (Jan 31, Apr 30, Jul 31, Oct 31). The agencies publish them after that.
 */
export function filingDueDate(institutionType: InstitutionType, quarterEnd: string): string {
  parseQuarterEnd(quarterEnd);
  return institutionType === 'bank' ? addDays(quarterEnd, 30) : endOfNextMonth(quarterEnd);
}

/** '2026-12-31' → 'Q4 2026'. */
export function quarterName(quarterEnd: string): string {
  const { year, quarter } = parseQuarterEnd(quarterEnd);
  return `Q${quarter} ${year}`;
}

/** The quarter after the newest held, per source that holds one, with its due date. */
export function nextQuarters(sources: readonly SourceFreshness[]) {
  return heldSources(sources).map((s) => {
    const quarter = addQuarters(s.newestDate, 1);
    return {
      institutionType: s.institutionType,
      quarter,
      dueDate: filingDueDate(s.institutionType, quarter),
    };
  });
}

/**
 * The dashboard's line on the next quarter of each source:
 * "Q4 2026 call reports are due Jan 30, 2027; NCUA 5300 reports Jan 31, 2027". A due date
 * before `today` (YYYY-MM-DD, the reader's calendar day) reads "were due": filed, not yet
 * published or imported. When NCUA's quarter and tense are the bank's, its part names only
 * its date. Null when no source holds a quarter.
 */
export function nextQuarterLine(sources: readonly SourceFreshness[], today: string): string | null {
  const next = nextQuarters(sources);
  if (next.length === 0) return null;
  const verb = (due: string) => (due < today ? 'were due' : 'are due');
  return next
    .map((n, i) => {
      const previous = i > 0 ? next[i - 1] : undefined;
      const date = formatDay(n.dueDate);
      if (
        previous &&
        previous.quarter === n.quarter &&
        verb(previous.dueDate) === verb(n.dueDate)
      ) {
        return `${FILING_NAMES[n.institutionType]} ${date}`;
      }
      return `${quarterName(n.quarter)} ${FILING_NAMES[n.institutionType]} ${verb(n.dueDate)} ${date}`;
    })
    .join('; ');
}
