import { formatMessageDate } from '@app/core/format/format-message-date';
import { formatMonthYear } from '@app/core/format/format-month-year';
import type { DateRange } from '../../selection/selection-store';

export type HeaderDateType = 'asOf' | 'range';

/**
 * spec 2 section 2.13: the report header's date, by the page's printSettings.headerDateType:
 * 'As of Dec 2025' (the end date) or 'Dec 2024 to Dec 2025'. Empty until the dates are known.
 */
export function printHeaderDate(type: HeaderDateType, range: DateRange | null): string {
  if (!range) return '';
  return type === 'range'
    ? `${formatMonthYear(range.startDate)} to ${formatMonthYear(range.endDate)}`
    : `As of ${formatMonthYear(range.endDate)}`;
}

/** spec 2 section 2.13: 'Run Date: Nov 21, 2026' (MMM dd, yyyy), in the reader's time zone. */
export function printRunDate(today: Date): string {
  return `Run Date: ${formatMessageDate(today)}`;
}
