import type { ReportHistory } from './metric-definition';
import {
  bankEarningAssets,
  bankItem,
  bankItemSum,
  bankLoans,
  bankTotalAssets,
  sdiTotal,
} from './bank-items';
import {
  averageOverQuarter,
  averageOverYear,
  firstPresent,
  meanAt,
  sumItems,
  type ValueAt,
} from './formula-helpers';

/**
 * Bank average balances: the UBPR's year-to-date means of the Schedule RC-K quarterly
 * averages where the source reports them, FDIC SDI's averages, else means of quarter-ends.
 */
/** Year-to-date average of a balance over the quarter-ends since the prior December. */
export function bankYearAverage(report: ReportHistory, balance: ValueAt): number | null {
  return averageOverYear(report, balance);
}

/**
 * The UBPR's year-to-date average of a Schedule RC-K quarterly average: the mean of the
 * quarter's RC-K figure over the quarters of the year so far (1 in March … 4 in December).
 * Null unless every one of those quarters reported it.
 */
export function bankReportedYearAverage(report: ReportHistory, quarterly: ValueAt): number | null {
  return meanAt(
    quarterly,
    Array.from({ length: report.quarter }, (_, back) => back),
  );
}

/** RC-K quarterly average of total assets: C(3368). */
export const bankQuarterAverageAssets = (report: ReportHistory, back = 0) =>
  bankItem(report, '3368', back);

/**
 * Average assets, in the order of preference: the UBPR's YTD mean of RC-K C(3368); FDIC SDI
 * `asset5` (FDIC's year-to-date average of quarter-end total assets); else the mean of the
 * quarter-end C(2170) from the prior December to now.
 */
export function bankAverageAssets(report: ReportHistory): number | null {
  return firstPresent(
    bankReportedYearAverage(report, (back) => bankQuarterAverageAssets(report, back)),
    sdiTotal(report, 'ASSET5'),
    bankYearAverage(report, (back) => bankTotalAssets(report, back)),
  );
}

export const BANK_AVERAGE_ASSETS_CODES =
  'average assets: YTD mean of RC-K C(3368), else FDIC SDI asset5, else mean of C(2170) at the quarter-ends from the prior December';

/**
 * The quarter's average assets: RC-K C(3368); FDIC SDI `asset2` (the quarter's two-point
 * average); else the mean of this and the previous quarter-end C(2170).
 */
export function bankQuarterAssets(report: ReportHistory): number | null {
  return firstPresent(
    bankQuarterAverageAssets(report),
    sdiTotal(report, 'ASSET2'),
    averageOverQuarter((back) => bankTotalAssets(report, back)),
  );
}

/** RC-K average loans and leases of a quarter: RCON3360 + RCFN3360 (foreign offices) + C(3484). */
export function bankQuarterAverageLoans(report: ReportHistory, back = 0): number | null {
  return sumItems([
    report.item('RCON3360', back),
    report.item('RCFN3360', back),
    bankItem(report, '3484', back),
  ]);
}

/** Average loans and leases: the YTD mean of RC-K loans and leases, else of quarter-end C(2122). */
export function bankAverageLoans(report: ReportHistory): number | null {
  return firstPresent(
    bankReportedYearAverage(report, (back) => bankQuarterAverageLoans(report, back)),
    bankYearAverage(report, (back) => bankLoans(report, back)),
  );
}

export const BANK_AVERAGE_LOANS_CODES =
  'average loans: YTD mean of RC-K (RCON3360 + RCFN3360 + C(3484)), else mean of C(2122) at the quarter-ends from the prior December';

/**
 * RC-K average earning assets of a quarter: interest-bearing balances C(3381), securities
 * C(B558) + C(B559) + C(B560), fed funds sold and reverse repos C(3365), loans RCON3360 +
 * RCFN3360, leases C(3484), trading assets C(3401).
 */
export function bankQuarterAverageEarningAssets(report: ReportHistory, back = 0) {
  return sumItems([
    bankItemSum(report, ['3381', 'B558', 'B559', 'B560', '3365', '3484', '3401'], back),
    report.item('RCON3360', back),
    report.item('RCFN3360', back),
  ]);
}

/** Average earning assets: the YTD mean of RC-K earning assets, else of the quarter-end figure. */
export function bankAverageEarningAssets(report: ReportHistory): number | null {
  return firstPresent(
    bankReportedYearAverage(report, (back) => bankQuarterAverageEarningAssets(report, back)),
    bankYearAverage(report, (back) => bankEarningAssets(report, back)),
  );
}

export const BANK_AVERAGE_EARNING_ASSETS_CODES =
  'average earning assets: YTD mean of RC-K (C(3381) + C(B558) + C(B559) + C(B560) + C(3365) + RCON3360 + RCFN3360 + C(3484) + C(3401)), else mean of quarter-end earning assets (C(0071) + C(1754) + C(1773) + C(JA22) + RCONB987 + C(B989) + C(2122) + C(3545); FDIC SDI ernast) from the prior December';
