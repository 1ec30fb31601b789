import type { ReportHistory } from './metric-definition';
import {
  bankEquity,
  bankIntangibles,
  bankTotalAssets,
  capitalItem,
  incomeItem,
  incomeItemSum,
} from './bank-items';
import { bankYearAverage } from './bank-averages';
import { CATEGORY_TITLES } from './category-titles';
import {
  addAll,
  annualizedYtd,
  firstPresent,
  percentOf,
  subtract,
  thousandsToDollars,
} from './formula-helpers';
import { metricCategory, type MetricEntry } from './metric-category';

/**
 * Bank capital. Regulatory ratios are taken as the bank reports them on RC-R Part I (already
 * percents): RCFAx for 031 filers, RCOAx for 041/051, RCFDx/RCONx before 2015 (research §4.6).
 * Banks that elected the community bank leverage ratio file no risk-based ratios: null.
 */
function reportedCapitalRatio(
  metricId: string,
  metricTitle: string,
  metricInformation: string,
  item: string,
  computed?: {
    formula: string;
    value: (report: ReportHistory) => number | null;
  },
): MetricEntry {
  return {
    metricId,
    metricTitle,
    metricInformation,
    displayType: 'PCT',
    rankSort: 'H',
    description: `RCFA${item} (031) or RCOA${item} (041/051), as reported in percent; before 2015 RCFD${item}/RCON${item}${computed ? `; where no ratio is reported (FDIC SDI files) ${computed.formula} × 100 from the reported amounts` : ''}. Source: Call Report Schedule RC-R Part I (UBPR Capital Analysis page).`,
    compute: (report) =>
      firstPresent(capitalItem(report, item), computed ? computed.value(report) : null),
  };
}

/** RC-R amounts: tier 1 8274, tier 2 5311, risk-weighted assets A223, leverage assets A224. */
const capital = (item: string) => (r: ReportHistory) => capitalItem(r, item);

/** Goodwill and other intangibles (C(3163) + C(0426), FDIC SDI intan); none filed is 0. */
const intangibles = (r: ReportHistory) => bankIntangibles(r);

/** Cash dividends declared, common RIAD4460 + preferred RIAD4470 (RI-A); none filed counts as 0. */
const dividends = (r: ReportHistory, back = 0) => incomeItemSum(r, ['4460', '4470'], back) ?? 0;

const entries: MetricEntry[] = [
  // RC-R Part I, research §4.6
  reportedCapitalRatio(
    'LBPR7204',
    'Tier 1 Leverage Ratio',
    'Tier 1 capital as a percent of average total assets for leverage purposes, as reported on RC-R. The basic regulatory capital cushion; higher is better.',
    '7204',
    {
      formula: 'tier 1 capital 8274 / total assets for the leverage ratio A224',
      value: (r) => percentOf(capital('8274')(r), capital('A224')(r)),
    },
  ),
  {
    metricId: 'LBPREQAS',
    metricTitle: 'Equity to Assets',
    metricInformation:
      'Total bank equity capital as a percent of total assets at quarter-end. Higher means more loss-absorbing capital.',
    displayType: 'PCT',
    rankSort: 'H',
    description:
      'C(3210) / C(2170) × 100. Source: UBPR Capital Analysis page, total equity capital to total assets.',
    compute: (r) => percentOf(bankEquity(r), bankTotalAssets(r)),
    ratio: { numerator: bankEquity, denominator: bankTotalAssets, scale: 100 },
  },
  {
    metricId: 'LBPRTCEAS',
    metricTitle: 'Tangible Equity to Tangible Assets',
    metricInformation:
      'Equity less goodwill and other intangibles, as a percent of assets less the same intangibles. Capital that can absorb losses in a liquidation. Higher is better.',
    displayType: 'PCT',
    rankSort: 'H',
    description:
      '(C(3210) − (C(3163) + C(0426))) / (C(2170) − (C(3163) + C(0426))) × 100, intangibles C(3163) + C(0426) or FDIC SDI intan, not filed counts as 0. Source: industry definition of tangible common equity ratio.',
    compute: (r) =>
      percentOf(
        subtract(bankEquity(r), intangibles(r)),
        subtract(bankTotalAssets(r), intangibles(r)),
      ),
  },
  reportedCapitalRatio(
    'LBPRP793',
    'Common Equity Tier 1 Ratio',
    'Common equity tier 1 capital as a percent of risk-weighted assets, as reported. Higher is better.',
    'P793',
  ),
  reportedCapitalRatio(
    'LBPR7206',
    'Tier 1 Risk-Based Capital Ratio',
    'Tier 1 capital as a percent of risk-weighted assets, as reported. Higher is better.',
    '7206',
    {
      formula: 'tier 1 capital 8274 / risk-weighted assets A223',
      value: (r) => percentOf(capital('8274')(r), capital('A223')(r)),
    },
  ),
  reportedCapitalRatio(
    'LBPR7205',
    'Total Risk-Based Capital Ratio',
    'Total capital (tier 1 plus tier 2) as a percent of risk-weighted assets, as reported. Higher is better.',
    '7205',
    {
      formula: '(tier 1 capital 8274 + tier 2 capital 5311) / risk-weighted assets A223',
      value: (r) => percentOf(addAll([capital('8274')(r), capital('5311')(r)]), capital('A223')(r)),
    },
  ),
  {
    metricId: 'LBPR8274',
    metricTitle: 'Tier 1 Capital',
    metricInformation:
      'Tier 1 capital in dollars as reported on RC-R Part I: common equity and qualifying instruments less deductions. A size measure; no direction is better.',
    displayType: 'USD',
    rankSort: 'N',
    description:
      'RCFA8274 or RCOA8274 (before 2015 RCFD/RCON8274; FDIC SDI rbct1j), in thousands × 1000. Source: Call Report Schedule RC-R Part I.',
    compute: (r) => thousandsToDollars(capitalItem(r, '8274')),
  },
  {
    metricId: 'LBPRDIVPAY',
    metricTitle: 'Dividend Payout Ratio',
    metricInformation:
      'Cash dividends declared on common and preferred stock as a percent of net income, year to date. Null when net income is zero or negative.',
    displayType: 'PCT',
    rankSort: 'N',
    description:
      '(RIAD4460 + RIAD4470) / RIAD4340 × 100, year to date; dividends not filed count as 0; null when RIAD4340 ≤ 0. Source: UBPR Capital Analysis page, dividends to net operating income.',
    compute: (r) => {
      const netIncome = incomeItem(r, '4340');
      if (netIncome === null || netIncome <= 0) return null;
      return percentOf(dividends(r), netIncome);
    },
  },
  {
    metricId: 'LBPRRETEQ',
    metricTitle: 'Retained Earnings to Average Equity',
    metricInformation:
      'Net income less dividends, annualized, as a percent of average equity: the rate at which the bank builds capital internally. Higher is better.',
    displayType: 'PCT',
    rankSort: 'H',
    description:
      '(RIAD4340 − RIAD4460 − RIAD4470) YTD annualized × 4 / quarter / average C(3210) (quarter-ends from the prior December) × 100. Source: UBPR Capital Analysis page, retained earnings to average total equity.',
    compute: (r) =>
      percentOf(
        annualizedYtd(r, (back) => subtract(incomeItem(r, '4340', back), dividends(r, back))),
        bankYearAverage(r, (back) => bankEquity(r, back)),
      ),
  },
];

export const bankCapitalMetrics = metricCategory('bank', CATEGORY_TITLES.capital, entries);
