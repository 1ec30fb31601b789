import { describe, expect, it } from 'vitest';
import type { InstitutionType } from '@app/core/domain/products';
import type { DisplayType, MetricDefinition, RankSort, ReportHistory } from './metric-definition';
import { bankMetrics } from './bank-metrics';
import { CATEGORY_TITLES } from './category-titles';
import { creditUnionMetrics } from './credit-union-metrics';
import { fakeReportHistory } from './fake-report-history';

const DISPLAY_TYPES: readonly DisplayType[] = [
  'USD',
  'USDM',
  'USDMM',
  'PCT',
  'PCT2',
  'DEC',
  'RATIO',
  'INT',
  'ORDINAL',
  'TRILLION',
];
const RANK_SORTS: readonly RankSort[] = ['L', 'N', 'H'];
const QUARTER_ENDS = ['2025-03-31', '2025-06-30', '2025-09-30', '2025-12-31'];

/** A history answering every code with the same value, for every quarter back. */
function constantHistory(institutionType: InstitutionType, reportDate: string, value: number) {
  const report = fakeReportHistory(institutionType, reportDate, []);
  return { ...report, item: () => value } satisfies ReportHistory;
}

/** A history answering each code and quarter with a deterministic pseudo-random value, zeros and negatives included. */
function noisyHistory(institutionType: InstitutionType, reportDate: string, seed: number) {
  const report = fakeReportHistory(institutionType, reportDate, []);
  return {
    ...report,
    item: (code: string, back = 0) => {
      let hash = seed;
      for (const char of `${code}@${back}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
      if (hash % 11 === 0) return null;
      if (hash % 7 === 0) return 0;
      return ((hash % 20_001) - 2_000) / 7;
    },
  } satisfies ReportHistory;
}

describe.each([
  {
    name: 'bank',
    metrics: bankMetrics,
    type: 'bank' as const,
    minimum: 150,
    prefix: /^(LBPR|LHAC00)/,
  },
  {
    name: 'credit union',
    metrics: creditUnionMetrics,
    type: 'credit union' as const,
    minimum: 120,
    prefix: /^(ACCT_|FPR_|LHAC_00)/,
  },
])('the $name catalogue', ({ metrics, type, minimum, prefix }) => {
  it(`has at least ${minimum} metrics, all of its institution type`, () => {
    expect(metrics.length).toBeGreaterThanOrEqual(minimum);
    for (const metric of metrics) expect(metric.institutionType).toBe(type);
  });

  it('has unique ids with the id convention of its type', () => {
    const ids = metrics.map((metric) => metric.metricId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(prefix);
  });

  it('fills every field with an allowed value', () => {
    for (const metric of metrics) {
      expect(metric.metricTitle.trim(), metric.metricId).not.toBe('');
      expect(metric.metricInformation.length, metric.metricId).toBeGreaterThan(60);
      expect(metric.description.length, metric.metricId).toBeGreaterThan(10);
      expect(DISPLAY_TYPES, metric.metricId).toContain(metric.displayType);
      expect(RANK_SORTS, metric.metricId).toContain(metric.rankSort);
      expect(Number.isInteger(metric.metricDisplayOrder)).toBe(true);
    }
  });

  it('cites its source in every description', () => {
    const source = type === 'bank' ? /UBPR|Call Report|industry/ : /NCUA/;
    for (const metric of metrics) expect(metric.description, metric.metricId).toMatch(source);
  });

  it('groups metrics in non-empty numbered categories with unique display orders', () => {
    const byCategory = new Map<string, MetricDefinition[]>();
    for (const metric of metrics) {
      byCategory.set(metric.categoryTitle, [
        ...(byCategory.get(metric.categoryTitle) ?? []),
        metric,
      ]);
    }
    expect(byCategory.size).toBeGreaterThanOrEqual(8);
    for (const [title, members] of byCategory) {
      expect(title).toMatch(/^\d+\. /);
      expect(members.length).toBeGreaterThan(0);
      const orders = members.map((metric) => metric.metricDisplayOrder);
      expect(new Set(orders).size, title).toBe(orders.length);
    }
  });

  it('has the category 2. Deposit and Borrowing Costs (QTR - Annualized), all PCT and lower-is-better', () => {
    const costs = metrics.filter(
      (metric) => metric.categoryTitle === '2. Deposit and Borrowing Costs (QTR - Annualized)',
    );
    expect(CATEGORY_TITLES.depositAndBorrowingCosts).toBe(
      '2. Deposit and Borrowing Costs (QTR - Annualized)',
    );
    expect(costs.length).toBeGreaterThanOrEqual(5);
    for (const metric of costs) {
      expect(metric.displayType).toBe('PCT');
      expect(metric.rankSort).toBe('L');
    }
  });

  it('returns null for every metric on an empty history, in every quarter', () => {
    for (const reportDate of QUARTER_ENDS) {
      const empty = fakeReportHistory(type, reportDate, []);
      for (const metric of metrics) expect(metric.compute(empty), metric.metricId).toBeNull();
    }
  });

  it('never returns NaN or Infinity and never throws, whatever the items', () => {
    for (const reportDate of QUARTER_ENDS) {
      const histories = [
        constantHistory(type, reportDate, 0),
        constantHistory(type, reportDate, 1),
        constantHistory(type, reportDate, -1),
        noisyHistory(type, reportDate, 7),
        noisyHistory(type, reportDate, 1234),
      ];
      for (const history of histories) {
        for (const metric of metrics) {
          const value = metric.compute(history);
          if (value !== null) expect(Number.isFinite(value), metric.metricId).toBe(true);
        }
      }
    }
  });

  it('computes a number for almost every metric when every item is 1', () => {
    const ones = constantHistory(type, '2025-06-30', 1);
    const computed = metrics.filter((metric) => metric.compute(ones) !== null);
    // differences of equal YTD figures and ratios with a 1 − 1 = 0 denominator stay null
    expect(computed.length / metrics.length).toBeGreaterThan(0.8);
  });
});

describe('both catalogues', () => {
  it('name each metric of a type apart, so no table or picker shows one title with two values', () => {
    // The quarterly summary showed "Cost of Funds" twice: the year-to-date ratio and the
    // quarter's (category 2).
    for (const metrics of [bankMetrics, creditUnionMetrics]) {
      const titles = metrics.map((metric) => metric.metricTitle);
      expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
    }
  });

  it('share no id', () => {
    const bankIds = new Set(bankMetrics.map((metric) => metric.metricId));
    for (const metric of creditUnionMetrics) expect(bankIds.has(metric.metricId)).toBe(false);
  });

  it('hold the default KPI metrics of spec 1 as total assets in dollars', () => {
    const bankAssets = bankMetrics.find((metric) => metric.metricId === 'LBPR2170');
    const cuAssets = creditUnionMetrics.find((metric) => metric.metricId === 'ACCT_010');
    expect(bankAssets?.metricTitle).toBe('Total Assets');
    expect(cuAssets?.metricTitle).toBe('Total Assets');
    expect(bankAssets?.displayType).toBe('USD');
    expect(cuAssets?.displayType).toBe('USD');
  });

  it('hold the bank dashboard KPI tiles of spec 1 under their tile titles', () => {
    const titles = new Set(bankMetrics.map((metric) => metric.metricTitle));
    for (const title of [
      'Loans to Deposits',
      'Liquid Asset Ratio',
      'Non-Core Funding',
      'Cash and Dep/Assets',
      'Non-Maturity to Total Deposits',
    ]) {
      expect(titles.has(title), title).toBe(true);
    }
  });

  it('hold the targeted-search performance metrics of spec 2', () => {
    const performance = [
      'Return on Equity',
      'Return on Assets',
      'Net Interest Margin',
      'Net Overhead',
      'Yield on Earning Assets',
      'Loan Yield',
      'Cost of Funds',
      'Deposit Cost',
      'Texas Ratio',
      'Asset Growth (3yr Avg)',
    ];
    for (const metrics of [bankMetrics, creditUnionMetrics]) {
      const titles = new Set(metrics.map((metric) => metric.metricTitle));
      for (const title of performance) expect(titles.has(title), title).toBe(true);
    }
    expect(creditUnionMetrics.some((metric) => metric.metricTitle === 'Member Growth')).toBe(true);
  });
});
