import type { ReportHistory } from './metric-definition';
import { CATEGORY_TITLES } from './category-titles';
import { cuItem, cuNetWorth, cuSharesAndDeposits, cuTotalAssets } from './credit-union-items';
import { creditUnionNetWorthRatio } from './credit-union-net-worth-ratio';
import { percentOf } from './formula-helpers';
import { metricCategory, type MetricEntry } from './metric-category';

/** Solvency numerator: ACCT_010 − (860C − 925A) − 825 − 668 − 820A; liabilities not filed count as 0. */
function solvencyAssets(r: ReportHistory): number | null {
  const assets = cuTotalAssets(r);
  if (assets === null) return null;
  const value = (account: string) => cuItem(r, account) ?? 0;
  return assets - (value('860C') - value('925A')) - value('825') - value('668') - value('820A');
}

const entries: MetricEntry[] = [
  {
    metricId: 'FPR_NWRATIO',
    metricTitle: 'Net Worth Ratio',
    metricInformation:
      'Net worth as a percent of total assets (or of the average assets the credit union elected to use): the NCUA prompt-corrective-action capital measure; 7% or more is well capitalized. Higher is better.',
    displayType: 'PCT',
    rankSort: 'H',
    description:
      "NCUA's own ratio ACCT_998 (basis points) / 100 where the call report carries it; else ACCT_997 / (ACCT_010 + ACCT_NW0004) × 100, or ACCT_997 / (ACCT_010A + ACCT_010B + ACCT_010C + ACCT_NW0004) × 100 when any of 010A/010B/010C > 0; NW0004 is the CECL transition provision (0 when not filed), which NCUA adds to net worth (already in 997) and to assets (12 CFR 702.703). Source: NCUA FPR net worth / total assets (published as ACCT_998 in basis points).",
    // The published ratio first: it is the PCA figure itself, and it needs no schedule beyond
    // FS220A, where the computed one needs FS220R's transition provision (real-data.test.ts
    // reconciles the two for every credit union).
    compute: (r) => {
      const published = cuItem(r, '998');
      return published === null ? creditUnionNetWorthRatio(r) : published / 100;
    },
  },
  {
    metricId: 'FPR_SOLVENCY',
    metricTitle: 'Solvency Evaluation',
    metricInformation:
      'Assets left after paying liabilities other than shares (borrowings net of subordinated debt in net worth, payables, appropriations, accrued dividends), as a percent of shares and deposits. Above 100% means members’ shares are fully covered. Higher is better.',
    displayType: 'PCT',
    rankSort: 'H',
    description:
      '(ACCT_010 − (ACCT_860C − ACCT_925A) − ACCT_825 − ACCT_668 − ACCT_820A) / ACCT_018 × 100. Source: NCUA FPR solvency evaluation (estimated), research §2.9.',
    compute: (r) => percentOf(solvencyAssets(r), cuSharesAndDeposits(r)),
  },
  {
    metricId: 'FPR_UEAS',
    metricTitle: 'Undivided Earnings to Assets',
    metricInformation:
      'Undivided (retained) earnings as a percent of total assets: the core of net worth built from earnings. Higher is better.',
    displayType: 'PCT',
    rankSort: 'H',
    description: 'ACCT_940 / ACCT_010 × 100. Source: NCUA FPR capital adequacy ratios.',
    compute: (r) => percentOf(cuItem(r, '940'), cuTotalAssets(r)),
  },
  {
    metricId: 'FPR_NWTA',
    metricTitle: 'Net Worth to Total Assets',
    metricInformation:
      'Net worth as a percent of quarter-end total assets, ignoring any average-assets election, for comparison across credit unions. Higher is better.',
    displayType: 'PCT',
    rankSort: 'H',
    description:
      'ACCT_997 / ACCT_010 × 100. Source: NCUA FPR net worth / total assets without the election.',
    compute: (r) => percentOf(cuNetWorth(r), cuTotalAssets(r)),
  },
  {
    metricId: 'FPR_SUBDEBTNW',
    metricTitle: 'Subordinated Debt to Net Worth',
    metricInformation:
      'Subordinated debt counted in net worth as a percent of net worth: how much of the capital is borrowed. No better direction.',
    displayType: 'PCT',
    rankSort: 'N',
    description: 'ACCT_925A / ACCT_997 × 100. Source: NCUA 5300 net worth section.',
    compute: (r) => percentOf(cuItem(r, '925A'), cuNetWorth(r)),
  },
];

export const creditUnionCapitalMetrics = metricCategory(
  'credit union',
  CATEGORY_TITLES.capital,
  entries,
);
