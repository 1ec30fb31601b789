import { formatMonthYear } from '@app/core/format/format-month-year';

/** spec 2 section 9: slider step 1, margin 1, page keys 4 steps, 13 periods, label gap 12. */
export const SLIDER_RULES = {
  step: 1,
  margin: 1,
  pageMultiplier: 4,
  defaultPeriods: 13,
  maxLabelGapMonths: 12,
} as const;

export interface DateRangeValue {
  startDate: string;
  endDate: string;
}

/** Index of `date` in the sorted list, else of the nearest date (ties go to the later one). */
export function nearestDateIndex(dates: readonly string[], date: string): number {
  let best = 0;
  for (let index = 0; index < dates.length; index++) {
    if ((dates[index] ?? '') <= date) best = index;
  }
  const next = best + 1;
  if (next < dates.length && (dates[best] ?? '') < date) {
    const gapBefore = Date.parse(date) - Date.parse(dates[best] ?? date);
    const gapAfter = Date.parse(dates[next] ?? date) - Date.parse(date);
    if (gapAfter <= gapBefore) best = next;
  }
  return best;
}

/**
 * Start and end indexes with the start at least `margin` steps before the end (spec 2 section
 * 4: "handles keep a margin of 1 step"), clamped to the list. A list of one date has one index.
 */
export function clampRangeIndexes(
  count: number,
  start: number,
  end: number,
  moved: 'start' | 'end' = 'end',
): [number, number] {
  const last = Math.max(0, count - 1);
  const margin = Math.min(SLIDER_RULES.margin, last);
  let from = Math.min(Math.max(0, Math.round(start)), last);
  let to = Math.min(Math.max(0, Math.round(end)), last);
  if (to - from < margin) {
    // The handle that moved stops at the margin; the other one stays.
    if (moved === 'start') from = Math.max(0, to - margin);
    else to = Math.min(last, from + margin);
    if (to - from < margin) {
      if (moved === 'start') to = from + margin;
      else from = to - margin;
    }
  }
  return [from, to];
}

/**
 * spec 2 section 4: the range starts as the last 13 dates (start the 13th from the end, end the
 * last) unless a saved range exists; a saved range is fitted to the dates now available.
 */
export function resolveDateRange(
  dates: readonly string[],
  saved: DateRangeValue | null | undefined,
): DateRangeValue | null {
  if (dates.length === 0) return null;
  const last = dates.length - 1;
  const [from, to] = saved
    ? clampRangeIndexes(
        dates.length,
        nearestDateIndex(dates, saved.startDate),
        nearestDateIndex(dates, saved.endDate),
      )
    : clampRangeIndexes(dates.length, last - (SLIDER_RULES.defaultPeriods - 1), last);
  return { startDate: dates[from] ?? '', endDate: dates[to] ?? '' };
}

/**
 * The single-date slider sets the shared range's end (spec 2 section 4); the start keeps its
 * place when it is still before the new end, else moves to keep the default 13-period window.
 */
export function rangeEndingAt(
  dates: readonly string[],
  current: DateRangeValue | null,
  endDate: string,
): DateRangeValue {
  const end = nearestDateIndex(dates, endDate);
  const start = current ? nearestDateIndex(dates, current.startDate) : -1;
  const keep = current !== null && start <= end - SLIDER_RULES.margin;
  const [from, to] = clampRangeIndexes(
    dates.length,
    keep ? start : end - (SLIDER_RULES.defaultPeriods - 1),
    end,
    'end',
  );
  return { startDate: dates[from] ?? '', endDate: dates[to] ?? '' };
}

/** A date as the slider shows it, MMM yyyy (spec 2 section 9); unparseable dates as given. */
export function sliderDateLabel(date: string): string {
  try {
    return formatMonthYear(date);
  } catch {
    return date;
  }
}

function monthsBetween(a: string, b: string): number {
  const [ay = 0, am = 0] = a.split('-').map(Number);
  const [by = 0, bm = 0] = b.split('-').map(Number);
  return Math.abs((by - ay) * 12 + (bm - am));
}

/**
 * Indexes of the dates that carry a scale label: counted back from the newest date, at most 12
 * months apart (spec 2 section 9, "maximum label gap 12"), so every year of the scale is named.
 */
export function labelIndexes(dates: readonly string[]): number[] {
  if (dates.length === 0) return [];
  const labels = [dates.length - 1];
  let lastLabelled = dates.length - 1;
  for (let index = dates.length - 2; index >= 0; index--) {
    const previous = dates[index - 1];
    // The scale's first date needs no label of its own: the rule is about the gap between labels.
    const gapIfSkipped =
      previous === undefined ? 0 : monthsBetween(previous, dates[lastLabelled] ?? previous);
    // Label this date when skipping it would leave more than 12 months to the next label.
    if (gapIfSkipped > SLIDER_RULES.maxLabelGapMonths) {
      labels.push(index);
      lastLabelled = index;
    }
  }
  return labels.reverse();
}

/** Room one scale label needs, in pixels: "Dec 2025" at the scale's 10 px type and a gap. */
export const LABEL_SPACE_PX = 52;

/**
 * The labels that fit a scale `width` pixels wide: every one when they fit (or before the
 * width is known), else every k-th counted back from the newest, so they never run into each
 * other on a narrow screen. The ticks keep marking every labelled date.
 */
export function labelsThatFit(indexes: readonly number[], width: number): number[] {
  if (width <= 0) return [...indexes];
  const room = Math.max(1, Math.floor(width / LABEL_SPACE_PX));
  const stride = Math.ceil(indexes.length / room);
  return indexes.filter((_, k) => (indexes.length - 1 - k) % stride === 0);
}
