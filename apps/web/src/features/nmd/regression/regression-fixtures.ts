import type { MetricSeries, Statistical } from '@app/core/api/metrics';
import type { Rate } from '@app/core/api/rates';
import type { RecordedRequest, Reply } from '../../../test/fake-api';
import type { RegressionMetric } from '@app/core/api/metrics';

/** Test data of the regression components: two cost metrics, three rates, one quarter range. */
const COSTS = '2. Deposit and Borrowing Costs (QTR - Annualized)';
const rateRef = (rateIdStatistical: string, rateName: string) => ({ rateIdStatistical, rateName });

export const REGRESSION_METRICS: RegressionMetric[] = [
  {
    metricId: 'COD',
    metricTitle: 'Cost of Deposits',
    categoryTitle: COSTS,
    displayType: 'PCT',
    rates: [rateRef('FedFunds', 'Fed Funds'), rateRef('10yr', '10-Year Treasury')],
  },
  {
    metricId: 'COF',
    metricTitle: 'Cost of Funds',
    categoryTitle: COSTS,
    displayType: 'PCT',
    rates: [rateRef('FedFunds', 'Fed Funds')],
  },
];

export const REGRESSION_RATES: Rate[] = [
  {
    rateId: 'DGS10',
    rateIdStatistical: '10yr',
    rateName: '10-Year Treasury',
    category: 'Treasury',
    correlationsDefault: false,
  },
  {
    rateId: 'FEDFUNDS',
    rateIdStatistical: 'FedFunds',
    rateName: 'Fed Funds',
    category: 'Policy',
    correlationsDefault: true,
  },
  {
    rateId: 'WM2NS',
    rateIdStatistical: 'M2',
    rateName: 'M2 Money Supply',
    category: 'Money',
    correlationsDefault: false,
  },
];

const DATES = ['2024-12-31', '2025-03-31', '2025-06-30', '2025-09-30'];

const series = (metricId: string): MetricSeries => ({
  metricId,
  dates: DATES,
  dateSeries: DATES.map((reportDate, i) => ({ reportDate, values: [1 + i / 10, 1 + i / 10] })),
  institutionSeries: [
    { kind: 'institution', id: 1, label: 'First Bank', values: [1, 1.1, 1.2, 1.3] },
    { kind: 'peer', id: 1, label: 'First Bank', values: [1, 1.1, 1.2, 1.3] },
  ],
});

const fit = (
  rateId: string,
  rateIdStatistical: string,
  rateName: string,
  lagMonths: number,
  beta: number,
  rSquared: number,
  points: number,
): Statistical => ({
  rateId,
  rateIdStatistical,
  rateName,
  lagMonths,
  beta,
  rSquared,
  intercept: 0.12,
  points,
});

export function regressionStatistics(metricId: string): Statistical[] {
  const points = metricId === 'COF' ? 2 : 3;
  return [
    fit('FEDFUNDS', 'FedFunds', 'Fed Funds', 0, 0.35, 0.81, points),
    fit('FEDFUNDS', 'FedFunds', 'Fed Funds', 3, 0.3, 0.9, points),
    fit('FEDFUNDS', 'FedFunds', 'Fed Funds', 6, 0.2, 0.4, points),
    fit('DGS10', '10yr', '10-Year Treasury', 0, 0.12, 0.22, points),
    fit('DGS10', '10yr', '10-Year Treasury', 3, -0.05, 0.95, points),
    fit('DGS10', '10yr', '10-Year Treasury', 6, 0.01, 0.05, points),
  ];
}

export function regressionHandler(request: RecordedRequest): Reply | undefined {
  const { path } = request;
  if (path === '/api/dropdown/regression') return { status: 200, body: REGRESSION_METRICS };
  if (path === '/api/rate') return { status: 200, body: REGRESSION_RATES };
  if (path.startsWith('/api/rate/definition/'))
    return {
      status: 200,
      body: {
        rateId: 'FEDFUNDS',
        rateName: 'Fed Funds',
        citation: 'Board of Governors, Federal Funds Effective Rate',
        rateEndDate: '2025-09-30',
        lagValue: 1,
        attributionDate: '2025-06-30',
      },
    };
  const rateMatch = /^\/api\/rate\/([^/]+)$/.exec(path);
  if (rateMatch)
    return {
      status: 200,
      body: DATES.map((reportDate, i) => ({ reportDate, value: 4 + i / 4 })),
    };
  const seriesMatch = /^\/api\/1\/metric\/(\w+)\/iid\/1$/.exec(path);
  if (seriesMatch?.[1]) return { status: 200, body: series(seriesMatch[1]) };
  const statMatch = /^\/api\/1\/metric\/statistical\/(\w+)\//.exec(path);
  if (statMatch?.[1]) return { status: 200, body: regressionStatistics(statMatch[1]) };
  return undefined;
}
