import type { Metric, MetricSeries, Statistical } from '@app/core/api/metrics';
import type { Rate } from '@app/core/api/rates';
import type { RecordedRequest, Reply } from '../../../test/fake-api';
import { makeMetric } from '../../../test/make-metric';

/** Test data of the correlation components: two cost metrics, one earnings metric, two rates. */
const COSTS = '2. Deposit and Borrowing Costs (QTR - Annualized)';

const metric = (
  metricId: string,
  metricTitle: string,
  categoryTitle: string,
  alternateTitle: string | null,
) =>
  makeMetric(metricId, metricTitle, categoryTitle, {
    rankSort: 'L',
    alternateTitle,
    rates: ['10yr', 'FedFunds'],
  });

export const CORRELATION_METRICS: Metric[] = [
  metric('COD', 'Cost of Deposits', COSTS, 'Deposit Cost'),
  metric('COF', 'Cost of Funds', COSTS, 'Funding Cost'),
  metric(
    'YEA',
    'Yield on Earning Assets',
    '3. Earnings and Profitability (YTD - Annualized)',
    null,
  ),
];

export const RATES: Rate[] = [
  {
    rateId: 'DGS10',
    rateIdStatistical: '10yr',
    rateName: '10-Year Treasury',
    category: 'Treasury Rates',
    correlationsDefault: false,
  },
  {
    rateId: 'FEDFUNDS',
    rateIdStatistical: 'FedFunds',
    rateName: 'Fed Funds',
    category: 'Policy Rates',
    correlationsDefault: true,
  },
  {
    rateId: 'WM2NS',
    rateIdStatistical: 'M2',
    rateName: 'M2 Money Supply',
    category: 'Money Supply',
    correlationsDefault: false,
  },
];

const DATES = ['2024-12-31', '2025-03-31', '2025-06-30', '2025-09-30'];

const seriesOf = (metricId: string): MetricSeries => ({
  metricId,
  dates: DATES,
  dateSeries: [],
  institutionSeries: [
    { kind: 'institution', id: 1, label: 'First Bank', values: [1, 1.2, 1.4, 1.6] },
    { kind: 'group', id: 7, label: 'All Banks', values: [1.1, 1.3, 1.5, 1.7] },
  ],
});

const stat = (
  rateId: string,
  rateIdStatistical: string,
  lagMonths: number,
  beta: number | null,
  rSquared: number | null,
): Statistical => ({
  rateId,
  rateIdStatistical,
  rateName: rateId,
  lagMonths,
  beta,
  rSquared,
  intercept: 0.1,
  points: 8,
});

/** Beta at lag 0: COD against Fed Funds 0.35, against the 10-year 0.12; COF none (too few points). */
export function statisticsOf(metricId: string): Statistical[] {
  const known = metricId === 'COD';
  return [0, 3, 6].flatMap((lag) => [
    stat('DGS10', '10yr', lag, known ? 0.12 + lag / 100 : null, known ? 0.4 : null),
    stat('FEDFUNDS', 'FedFunds', lag, known ? 0.35 + lag / 100 : null, known ? 0.81 : null),
  ]);
}

/** Answers the correlation calls for institution 1 against group 7. */
export function correlationHandler(request: RecordedRequest): Reply | undefined {
  const { method, path } = request;
  if (method === 'POST' && path === '/api/user/session') return { status: 204 };
  if (path === '/api/1/metric/correlation') return { status: 200, body: CORRELATION_METRICS };
  if (path === '/api/rate') return { status: 200, body: RATES };
  const rateId = /^\/api\/rate\/(\w+)$/.exec(path)?.[1];
  if (rateId) {
    const base = rateId === 'FEDFUNDS' ? 4 : 3;
    return {
      status: 200,
      body: DATES.map((reportDate, i) => ({ reportDate, value: base + i / 10 })),
    };
  }
  const statistical = /^\/api\/1\/metric\/statistical\/(\w+)\/([\d-]+)\/([\d-]+)$/.exec(path);
  if (statistical?.[1]) return { status: 200, body: statisticsOf(statistical[1]) };
  const series = /^\/api\/1\/metric\/(\w+)\/group\/7$/.exec(path)?.[1];
  if (series) return { status: 200, body: seriesOf(series) };
  return undefined;
}
