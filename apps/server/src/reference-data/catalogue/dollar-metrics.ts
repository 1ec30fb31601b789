import type { InstitutionType } from '@app/core/domain/products';
import type { ReportHistory } from './metric-definition';
import { thousandsToDollars } from './formula-helpers';
import type { MetricEntry } from './metric-category';

type Read = (report: ReportHistory) => number | null;

/**
 * How each form states money: bank call reports in thousands (metric money is whole dollars),
 * the NCUA 5300 in whole dollars; and where each form's balance sheet and income statement are.
 */
const MONEY: Record<
  InstitutionType,
  {
    unit: string;
    toDollars: (value: number | null) => number | null;
    balanceSheetSource: (schedule: string) => string;
    incomeSource: string;
  }
> = {
  bank: {
    unit: 'in thousands × 1000',
    toDollars: thousandsToDollars,
    balanceSheetSource: (schedule) => `Call Report ${schedule} (UBPR Balance Sheet $ page)`,
    incomeSource: 'Call Report Schedule RI (UBPR Income Statement $ page)',
  },
  'credit union': {
    unit: 'whole dollars',
    toDollars: (value) => value,
    balanceSheetSource: (table) => `NCUA 5300 Call Report (${table}); NCUA FPR balance sheet`,
    incomeSource: 'NCUA 5300 Statement of Income (FS220/FS220A)',
  },
};

/** A quarter-end balance in dollars. Size is not a merit, so it ranks N. */
export function balanceDollars(
  type: InstitutionType,
  metricId: string,
  metricTitle: string,
  metricInformation: string,
  codes: string,
  schedule: string,
  read: Read,
): MetricEntry {
  const money = MONEY[type];
  return {
    metricId,
    metricTitle,
    metricInformation: `${metricInformation} Quarter-end balance in dollars: a size measure, so no direction is better.`,
    displayType: 'USD',
    rankSort: 'N',
    description: `${codes}, ${money.unit}. Source: ${money.balanceSheetSource(schedule)}.`,
    compute: (report) => money.toDollars(read(report)),
  };
}

/** A year-to-date income figure in dollars. Size is not a merit, so it ranks N. */
export function ytdDollars(
  type: InstitutionType,
  metricId: string,
  metricTitle: string,
  metricInformation: string,
  codes: string,
  read: Read,
): MetricEntry {
  const money = MONEY[type];
  return {
    metricId,
    metricTitle,
    metricInformation: `${metricInformation} Year-to-date dollars: a size measure, so no direction is better.`,
    displayType: 'USD',
    rankSort: 'N',
    description: `${codes}, year to date, ${money.unit}. Source: ${money.incomeSource}.`,
    compute: (report) => money.toDollars(read(report)),
  };
}
