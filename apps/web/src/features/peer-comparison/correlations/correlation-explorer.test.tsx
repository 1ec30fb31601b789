import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectionStore } from '../../../selection/selection-store';
import { stubFetch } from '../../../test/fake-api';
import { passTime, takeClock } from '../../../test/test-clock';
import { renderInPage } from '../trends/render-in-page';
import { CorrelationExplorer } from './correlation-explorer';
import { correlationHandler } from './correlation-fixtures';
import { definitionOf } from '../../../test/definition-of';

const node = { name: 'CorrelationExplorer' };
const figure = (name: string) => definitionOf(document.body, name);

describe('CorrelationExplorer', () => {
  it('starts with the first metric and the default rate, and names the rate in the legend', async () => {
    const { requestsTo } = stubFetch({ handle: correlationHandler });
    const { context } = renderInPage(<CorrelationExplorer data={{}} node={node} />);
    expect(
      await screen.findByRole('button', { name: 'Metric: Cost of Deposits' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Rate: Fed Funds' })).toBeInTheDocument();
    await waitFor(() => expect(figure('Beta')).toHaveTextContent('0.35'));
    expect(figure('R-squared')).toHaveTextContent('0.81');
    expect(requestsTo('/api/1/metric/statistical/COD/2025-03-31/2025-09-30')).toHaveLength(1);
    expect(context.setLegendRate).toHaveBeenLastCalledWith({
      name: 'Fed Funds',
      color: expect.any(String),
    });
    // The chart's text alternative: rate, peer and institution in the range.
    const table = await screen.findByRole('table', { name: 'Cost of Deposits and Fed Funds data' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Date', 'Fed Funds', 'All Banks', 'First Bank']);
    expect(within(table).getAllByRole('row')[3]).toHaveTextContent('4.30%');
  });

  it('offers only the metric’s rates, saves the rate per metric, and resets it with a new metric', async () => {
    stubFetch({ handle: correlationHandler });
    const { user } = renderInPage(<CorrelationExplorer data={{}} node={node} />);
    await user.click(await screen.findByRole('button', { name: 'Rate: Fed Funds' }));
    expect(screen.queryByRole('button', { name: 'M2 Money Supply' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search rate' }), 'yea');
    await user.click(screen.getByRole('button', { name: '10-Year Treasury' }));
    await waitFor(() => expect(figure('Beta')).toHaveTextContent('0.12'));
    expect(selectionStore.sessionValue('correlation-rateId-CODbank')).toBe('DGS10');

    // Opening the metric picker closes the rate picker; search covers the alternate title.
    await user.click(screen.getByRole('button', { name: 'Rate: 10-Year Treasury' }));
    await user.click(screen.getByRole('button', { name: 'Metric: Cost of Deposits' }));
    expect(screen.queryByRole('textbox', { name: 'Search rate' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search metric' }), 'funding');
    await user.click(screen.getByRole('button', { name: 'Cost of Funds' }));
    expect(await screen.findByRole('button', { name: 'Rate: Fed Funds' })).toBeInTheDocument();
    expect(selectionStore.sessionValue('correlation-metricId-bank')).toBe('COF');
    // COF has too few points: the server's nulls read 'Insufficient Data'.
    await waitFor(() => expect(figure('Beta')).toHaveTextContent('Insufficient Data'));
    expect(figure('R-squared')).toHaveTextContent('Insufficient Data');
  });

  it('restores the saved metric and the rate saved for it', async () => {
    stubFetch({ handle: correlationHandler });
    void selectionStore.rememberValue('correlation-metricId-bank', 'COF');
    void selectionStore.rememberValue('correlation-rateId-COFbank', 'DGS10');
    renderInPage(<CorrelationExplorer data={{}} node={node} />);
    expect(
      await screen.findByRole('button', { name: 'Metric: Cost of Funds' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Rate: 10-Year Treasury' }),
    ).toBeInTheDocument();
  });

  it('takes the rate requested by the definition', async () => {
    stubFetch({ handle: correlationHandler });
    renderInPage(<CorrelationExplorer data={{ rateId: 'DGS10' }} node={node} />);
    expect(
      await screen.findByRole('button', { name: 'Rate: 10-Year Treasury' }),
    ).toBeInTheDocument();
  });

  it('draws the locked look without calling the API when paywalled', async () => {
    takeClock();
    const { requests } = stubFetch({ handle: correlationHandler });
    renderInPage(<CorrelationExplorer data={{}} node={node} />, { paywalled: true });
    expect(screen.getByLabelText('Correlation (locked)')).toBeInTheDocument();
    await passTime(50);
    expect(
      requests.filter((r) => r.path.startsWith('/api/1/') || r.path.startsWith('/api/rate')),
    ).toEqual([]);
  });
});
