import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-api';
import { regressionHandler } from '../regression/regression-fixtures';
import { renderInNmdPage } from '../testing/render-in-nmd-page';
import { RegressionHeatTable } from './regression-heat-table';

const node = { name: 'RegressionHeatTable' };
const bodyRows = () =>
  within(screen.getByRole('table', { name: /regression heat table/ }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('RegressionHeatTable', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('lists the fits by R2 descending with the R2 cells coloured min to max', async () => {
    const { requestsTo } = stubFetch({ handle: regressionHandler });
    renderInNmdPage(<RegressionHeatTable data={{}} node={node} />);
    await screen.findByRole('table', { name: 'Cost of Deposits: regression heat table' });
    expect(bodyRows()[0]).toEqual(['10-Year Treasury', '3-mo Lag', '0.95', '-0.05']);
    expect(bodyRows()).toHaveLength(6);
    expect(bodyRows()[5]?.[2]).toBe('0.05');
    const cells = screen.getAllByRole('cell').filter((c) => c.hasAttribute('data-heat'));
    expect(cells[0]).toHaveAttribute('data-heat', '#2b821d');
    expect(cells.at(-1)).toHaveAttribute('data-heat', '#bb3a67');
    expect(requestsTo('/api/1/metric/statistical/COD/2024-03-31/2025-09-30')[0]?.search).toBe(
      'currentProduct=non-maturity-deposits',
    );
    expect(screen.getByText('Reading the heat table')).toBeInTheDocument();
    // The colours' key carries the values they run across: this table's lowest to highest R2.
    const scale = screen.getByRole('group', { name: 'R2 colour scale' });
    expect(
      within(scale)
        .getAllByText(/^\d+\.\d{2}$/)
        .map((value) => value.textContent),
    ).toEqual(['0.05', '0.50', '0.95']);
  });

  it('sorts on a header click and keeps metric and sort in sessionStorage', async () => {
    stubFetch({ handle: regressionHandler });
    const { user, unmount } = renderInNmdPage(<RegressionHeatTable data={{}} node={node} />);
    await screen.findByRole('table', { name: 'Cost of Deposits: regression heat table' });
    await user.click(screen.getByRole('button', { name: 'Beta' }));
    expect(bodyRows()[0]?.[3]).toBe('-0.05');
    await user.click(screen.getByRole('button', { name: 'Metric: Cost of Deposits' }));
    await user.click(screen.getByRole('button', { name: 'Cost of Funds' }));
    // COF's fits have 2 points: no statistics.
    await waitFor(() => expect(bodyRows()[0]?.[2]).toBe('Insufficient Data'));
    unmount();

    renderInNmdPage(<RegressionHeatTable data={{}} node={node} />);
    await screen.findByRole('table', { name: 'Cost of Funds: regression heat table' });
    expect(screen.getByRole('columnheader', { name: /Beta/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('draws the locked look without calls when paywalled', () => {
    const { requests } = stubFetch({ handle: regressionHandler });
    renderInNmdPage(<RegressionHeatTable data={{}} node={node} />, { paywalled: true });
    expect(screen.getByRole('group', { name: 'Heat table (locked)' })).toBeInTheDocument();
    expect(requests.filter((r) => r.path.startsWith('/api/'))).toHaveLength(0);
  });
});
