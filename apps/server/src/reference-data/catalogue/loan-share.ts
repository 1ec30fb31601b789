import type { InstitutionType } from '@app/core/domain/products';
import type { ReportHistory } from './metric-definition';
import { bankLoans } from './bank-items';
import { cuLoans } from './credit-union-items';
import { percentOf } from './formula-helpers';
import type { MetricEntry } from './metric-category';

/** Each form's total loans and leases, the base of the loan mix, and whose loan mix it is. */
const TOTAL_LOANS: Record<
  InstitutionType,
  { codes: string; read: (report: ReportHistory) => number | null; source: string }
> = {
  bank: { codes: 'C(2122)', read: bankLoans, source: 'UBPR Loan Mix page (research §4.5)' },
  'credit union': {
    codes: 'ACCT_025B',
    read: cuLoans,
    source: 'NCUA FPR loan mix (loans by type / total loans)',
  },
};

/** A loan segment as a percent of total loans and leases at quarter-end; the mix has no better direction. */
export function loanShare(
  type: InstitutionType,
  metricId: string,
  metricTitle: string,
  metricInformation: string,
  codes: string,
  numerator: (report: ReportHistory) => number | null,
): MetricEntry {
  const total = TOTAL_LOANS[type];
  return {
    metricId,
    metricTitle,
    metricInformation: `${metricInformation} Describes the loan mix; no direction is better.`,
    displayType: 'PCT',
    rankSort: 'N',
    description: `(${codes}) / ${total.codes} × 100, at quarter-end. Source: ${total.source}.`,
    compute: (report) => percentOf(numerator(report), total.read(report)),
  };
}
