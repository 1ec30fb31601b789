import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-api';
import { renderInPage } from '../trends/render-in-page';
import { CorrelationHeatmaps } from './correlation-heatmaps';
import { correlationHandler } from './correlation-fixtures';

const node = { name: 'CorrelationHeatmaps' };
const data = { category: '2. Deposit and Borrowing Costs (QTR - Annualized)' };

describe('CorrelationHeatmaps', () => {
  it('lists only the category’s metrics and shows both heat maps by lag and rate', async () => {
    stubFetch({ handle: correlationHandler });
    const { user } = renderInPage(<CorrelationHeatmaps data={data} node={node} />);
    await user.click(await screen.findByRole('button', { name: 'Metric: Cost of Deposits' }));
    expect(screen.getByRole('textbox', { name: 'Search metric' })).toBeInTheDocument();
    const options = within(screen.getByRole('list')).getAllByRole('button');
    expect([...options].map((b) => b.textContent)).toEqual(['Cost of Deposits', 'Cost of Funds']);
    await user.keyboard('{Escape}');

    const beta = await screen.findByRole('table', { name: 'Beta Heatmap data' });
    expect(
      within(beta)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Lag', '10yr', '5yr', '3mo', 'FedFunds']);
    const rows = within(beta).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.firstChild?.textContent)).toEqual(['0 Lag', '3-mo Lag', '6-mo Lag']);
    expect(rows[0]).toHaveTextContent('0.35');
    expect(rows[1]).toHaveTextContent('0.15');
    const r2 = screen.getByRole('table', { name: 'R² Heatmap data' });
    expect(within(r2).getAllByRole('row')[1]).toHaveTextContent('0.81');
  });

  it("says 'No Data Available' when every statistic is missing", async () => {
    stubFetch({ handle: correlationHandler });
    const { user } = renderInPage(<CorrelationHeatmaps data={data} node={node} />);
    await user.click(await screen.findByRole('button', { name: 'Metric: Cost of Deposits' }));
    await user.click(screen.getByRole('button', { name: 'Cost of Funds' }));
    expect(await screen.findAllByText('No Data Available')).toHaveLength(2);
  });

  it('makes no call when paywalled', () => {
    const { requests } = stubFetch({ handle: correlationHandler });
    renderInPage(<CorrelationHeatmaps data={data} node={node} />, { paywalled: true });
    expect(screen.getByLabelText('Heat maps (locked)')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
