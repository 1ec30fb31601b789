import { formatMonthYear } from '@app/core/format/format-month-year';

/**
 * Report dates as axis labels, MMM yyyy (spec 2 section 9). A date that does not parse is shown
 * as given rather than thrown: one bad date must not blank the whole chart.
 */
export function toDateLabels(dates: readonly string[]): string[] {
  return dates.map((date) => {
    try {
      return formatMonthYear(date);
    } catch {
      return String(date);
    }
  });
}
