import { formatMonthYear } from '@app/core/format/format-month-year';

/** spec 1 section 2: a closed institution shows when it last filed. */
export function closedNote(institution: {
  active: boolean;
  lastReportingDate: string | null;
}): string | null {
  if (institution.active || !institution.lastReportingDate) return null;
  return `Last filed in ${formatMonthYear(institution.lastReportingDate)}`;
}
