import type { MetricSeries } from '@app/core/api/metrics';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-api';
import { MetricLineChart } from './metric-line-chart';
import { renderInPage, TEST_IID } from './render-in-page';

const METRIC = {
  metricId: 'LBPRPD30TOT',
  metricTitle: 'Loans 30-89 Days Past Due',
  metricInformation: '',
  categoryTitle: 'Credit Quality',
  category: 'cq',
  metricDisplayOrder: 1,
  displayType: 'PCT',
  rankSort: 'L',
  description1: '',
  alternateTitle: null,
  rates: [],
};

function seriesOf(own: (number | null)[]): MetricSeries {
  return {
    metricId: 'LBPRPD30TOT',
    dates: ['2025-06-30', '2025-09-30', '2025-12-31'],
    dateSeries: [],
    institutionSeries: [
      { kind: 'institution', id: TEST_IID, label: 'First Bank (Austin, TX)', values: own },
      { kind: 'group', id: 9, label: 'National', values: [0.5, 0.75, 1.5] },
    ],
  };
}

function api(series: MetricSeries) {
  return stubFetch({
    handle: ({ path }) => {
      if (path === `/api/${TEST_IID}/metric/LBPRPD30TOT`) return { status: 200, body: METRIC };
      if (path === `/api/${TEST_IID}/metric/LBPRPD30TOT/group/9`) {
        return { status: 200, body: series };
      }
      return undefined;
    },
  });
}

describe('MetricLineChart', () => {
  it('shows the institution and the group over the date range, by the display type', async () => {
    api(seriesOf([0.25, 1.234, 2]));
    renderInPage(<MetricLineChart data={{ metricId: 'LBPRPD30TOT' }} node={{ name: 'x' }} />);
    const table = await screen.findByRole('table', { name: 'Loans 30-89 Days Past Due data' });
    expect(within(table).getByText('Sep 2025')).toBeInTheDocument();
    expect(within(table).getByText('1.23%')).toBeInTheDocument();
    expect(within(table).getByText('1.50%')).toBeInTheDocument();
    // Jun 2025 is before the range.
    expect(within(table).queryByText('0.25%')).toBeNull();
    expect(screen.getByRole('img', { name: /Loans 30-89 Days Past Due/ })).toBeInTheDocument();
  });

  it("says 'No Data Available' when the institution has no value in the range", async () => {
    api(seriesOf([0.25, null, null]));
    renderInPage(<MetricLineChart data={{ metricId: 'LBPRPD30TOT' }} node={{ name: 'x' }} />);
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
  });

  it('draws the locked look without calling the API on a paywalled page', () => {
    const fake = api(seriesOf([1, 2, 3]));
    renderInPage(<MetricLineChart data={{ metricId: 'LBPRPD30TOT' }} node={{ name: 'x' }} />, {
      paywalled: true,
    });
    expect(screen.getByText('Locked chart')).toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
  });
});
