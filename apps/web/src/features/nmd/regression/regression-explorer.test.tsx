import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectionStore } from '../../../selection/selection-store';
import { stubFetch } from '../../../test/fake-api';
import { renderInNmdPage } from '../testing/render-in-nmd-page';
import { RegressionExplorer } from './regression-explorer';
import { regressionHandler } from './regression-fixtures';
import { definitionOf } from '../../../test/definition-of';

const node = { name: 'RegressionExplorer' };
const figure = (name: string) => definitionOf(document.body, name);
const range = { startDate: '2025-03-31', endDate: '2025-09-30' };

describe('RegressionExplorer', () => {
  it('shows the server’s same-quarter Beta and R squared, the scatter data and the citation', async () => {
    const { requestsTo } = stubFetch({ handle: regressionHandler });
    renderInNmdPage(<RegressionExplorer data={{ regressionType: 'scatter' }} node={node} />, {
      dateRange: range,
    });
    expect(
      await screen.findByRole('button', { name: 'Metric: Cost of Deposits' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Rate: Fed Funds' })).toBeInTheDocument();
    await waitFor(() => expect(figure('Beta')).toHaveTextContent('0.35'));
    expect(figure('R squared')).toHaveTextContent('0.81');
    expect(requestsTo('/api/1/metric/statistical/COD/2025-03-31/2025-09-30')[0]?.search).toBe(
      'currentProduct=non-maturity-deposits',
    );
    expect(requestsTo('/api/1/metric/COD/iid/1')[0]?.search).toBe('dateKey=StartNmdReportDate');
    expect(requestsTo('/api/rate/FEDFUNDS')[0]?.search).toBe('dateKey=StartNmdReportDate');
    // Only the range's quarters: 3 points.
    const table = await screen.findByRole('table', { name: 'Cost of Deposits and Fed Funds data' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(await screen.findByTestId('rate-citation')).toHaveTextContent('Jun 2025');
  });

  it('draws the time-series form with the predicted and actual lines', async () => {
    stubFetch({ handle: regressionHandler });
    renderInNmdPage(<RegressionExplorer data={{ regressionType: 'timeSeries' }} node={node} />, {
      dateRange: range,
    });
    const table = await screen.findByRole('table', { name: 'Cost of Deposits and Fed Funds data' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Date', 'Fed Funds', 'Predicted', 'Actual']);
  });

  it('offers the metric’s rates grouped by category, saves both choices, Insufficient Data under 3 quarters', async () => {
    stubFetch({ handle: regressionHandler });
    const { user } = renderInNmdPage(
      <RegressionExplorer data={{ regressionType: 'scatter' }} node={node} />,
      { dateRange: range },
    );
    await user.click(await screen.findByRole('button', { name: 'Rate: Fed Funds' }));
    expect(screen.getByPlaceholderText('Start typing to search')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'M2 Money Supply' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search rate' }), 'yea');
    await user.click(screen.getByRole('button', { name: '10-Year Treasury' }));
    await waitFor(() => expect(figure('Beta')).toHaveTextContent('0.12'));
    expect(selectionStore.sessionValue('regression-rateId-bank')).toBe('DGS10');

    await user.click(screen.getByRole('button', { name: 'Metric: Cost of Deposits' }));
    await user.click(screen.getByRole('button', { name: 'Cost of Funds' }));
    expect(selectionStore.sessionValue('regression-metricId-bank')).toBe('COF');
    // COF offers only Fed Funds; its fit has 2 points.
    expect(await screen.findByRole('button', { name: 'Rate: Fed Funds' })).toBeInTheDocument();
    await waitFor(() => expect(figure('Beta')).toHaveTextContent('Insufficient Data'));
    expect(figure('R squared')).toHaveTextContent('Insufficient Data');
  });

  it('draws the locked look without calls when paywalled', () => {
    const { requests } = stubFetch({ handle: regressionHandler });
    renderInNmdPage(<RegressionExplorer data={{}} node={node} />, { paywalled: true });
    expect(screen.getByRole('group', { name: 'Regression (locked)' })).toBeInTheDocument();
    expect(requests.filter((r) => r.path.startsWith('/api/'))).toHaveLength(0);
  });
});
