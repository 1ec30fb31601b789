import type { MetricSeries } from '@app/core/api/metrics';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMetric } from '../../../test/make-metric';
import { stubFetch, type RecordedRequest, type Reply } from '../../../test/fake-api';
import { selectionStore } from '../../../selection/selection-store';
import { renderInPage } from './render-in-page';
import { TrendExplorer } from './trend-explorer';

const metric = (metricId: string, metricTitle: string, categoryTitle: string, info = '') =>
  makeMetric(metricId, metricTitle, categoryTitle, { metricInformation: info });

const metrics = [
  metric('ROA', 'Return On Assets', '3. Earnings', 'Net income over average assets.'),
  metric('NIM', 'Net Interest Margin', '3. Earnings'),
  metric('COF', 'Cost of Funds', '2. Costs', 'Interest expense over funding.'),
];

const series = (metricId: string, values: (number | null)[]): MetricSeries => ({
  metricId,
  dates: ['2024-12-31', '2025-03-31', '2025-06-30', '2025-09-30'],
  dateSeries: [],
  institutionSeries: [
    { kind: 'institution', id: 1, label: 'First Bank', values },
    { kind: 'group', id: 7, label: 'All Banks', values: [2, 2, 2, 2] },
  ],
});

function api(handle?: (r: RecordedRequest) => Reply | undefined) {
  return stubFetch({
    handle: (request) => {
      const extra = handle?.(request);
      if (extra) return extra;
      if (request.path === '/api/1/metric/trend') return { status: 200, body: metrics };
      if (request.method === 'POST' && request.path === '/api/user/session') return { status: 204 };
      const seriesOf = /^\/api\/1\/metric\/(\w+)\/group\/7$/.exec(request.path)?.[1];
      if (seriesOf === 'ROA') return { status: 200, body: series('ROA', [1, 1.1, 1.2, 1.25]) };
      if (seriesOf === 'COF') return { status: 200, body: series('COF', [3, 3.1, 3.2, 3.4]) };
      if (seriesOf === 'NIM') return { status: 200, body: series('NIM', [null, null, null, null]) };
      return undefined;
    },
  });
}

describe('TrendExplorer', () => {
  it('shows the first metric over the date range with its data table', async () => {
    api();
    renderInPage(<TrendExplorer data={{}} node={{ name: 'TrendExplorer' }} />);
    expect(
      await screen.findByRole('button', { name: 'Metric: Return On Assets' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Return On Assets data' });
    const rows = within(table).getAllByRole('row');
    // Header and the three quarters of the range (Dec 2024 is before it).
    expect(rows).toHaveLength(4);
    expect(rows[3]).toHaveTextContent('Sep 2025');
    expect(rows[3]).toHaveTextContent('1.25%');
    expect(rows[3]).toHaveTextContent('2.00%');
    expect(screen.getByText('Net income over average assets.')).toBeInTheDocument();
  });

  it('searches the information text, saves the choice per institution type', async () => {
    const { requestsTo } = api();
    const { user } = renderInPage(<TrendExplorer data={{}} node={{ name: 'TrendExplorer' }} />);
    await user.click(await screen.findByRole('button', { name: 'Metric: Return On Assets' }));
    await user.type(screen.getByRole('textbox', { name: 'Search metric' }), 'expense');
    await user.click(screen.getByRole('button', { name: 'Cost of Funds' }));
    const table = await screen.findByRole('table', { name: 'Cost of Funds data' });
    expect(within(table).getAllByRole('row')[3]).toHaveTextContent('3.40%');
    expect(selectionStore.sessionValue('trend-metricId-bank')).toBe('COF');
    expect(requestsTo('/api/user/session')[0]?.body).toEqual({
      key: 'trend-metricId-bank',
      value: 'COF',
    });
  });

  it('restores the saved metric', async () => {
    api();
    void selectionStore.rememberValue('trend-metricId-bank', 'COF');
    renderInPage(<TrendExplorer data={{}} node={{ name: 'TrendExplorer' }} />);
    expect(
      await screen.findByRole('button', { name: 'Metric: Cost of Funds' }),
    ).toBeInTheDocument();
  });

  it("says 'No Data Available' when the institution has no values", async () => {
    api();
    void selectionStore.rememberValue('trend-metricId-bank', 'NIM');
    renderInPage(<TrendExplorer data={{}} node={{ name: 'TrendExplorer' }} />);
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
  });
});
