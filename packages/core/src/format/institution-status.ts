import { formatMonthYear } from './format-month-year';
import { formatQuarter } from './format-quarter';
import type { InstitutionSuccessor } from '../api/institutions';

/**
 * What became of an institution, as the switcher and every list of institutions say it:
 * "Merged into X in Q4 2024", "Now a bank: X", or, closed with no successor recorded,
 * "Last filed in Dec 2023". Null for an active institution without a recorded successor.
 */
export function institutionStatusNote(institution: {
  active: boolean;
  lastReportingDate: string | null;
  successor?: InstitutionSuccessor | null;
}): string | null {
  const successor = institution.successor;
  if (successor?.event === 'merger') {
    return `Merged into ${successor.name} in ${formatQuarter(successor.effectiveDate)}`;
  }
  if (successor?.event === 'conversion') return `Now a bank: ${successor.name}`;
  if (institution.active || !institution.lastReportingDate) return null;
  return `Last filed in ${formatMonthYear(institution.lastReportingDate)}`;
}
