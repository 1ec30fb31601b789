import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInPage } from '../charts/render-in-page';
import { elementApi, elementRow } from './element-fixtures';
import { ElementStackedBarChart } from './element-stacked-bar-chart';

describe('ElementStackedBarChart', () => {
  it("shows the subject's parts per date of the range", async () => {
    elementApi('deposit-mix', [
      elementRow('Savings', [
        ['2025-06-30', 1, 2],
        ['2025-09-30', 3_000_000, 4_000_000],
        ['2025-12-31', 5_000_000, null],
      ]),
    ]);
    renderInPage(
      <ElementStackedBarChart
        data={{ elementId: 'deposit-mix', subject: 'institution' }}
        node={{ name: 'x' }}
      />,
    );
    const table = await screen.findByRole('table', {
      name: 'Deposit Mix Over Time, First Bank data',
    });
    expect(within(table).getByText('Sep 2025')).toBeInTheDocument();
    expect(within(table).getByText('$5,000,000')).toBeInTheDocument();
    expect(within(table).queryByText('Jun 2025')).toBeNull();
  });

  it('draws the locked look without calling the API on a paywalled page', () => {
    const fake = elementApi('deposit-mix', []);
    renderInPage(
      <ElementStackedBarChart
        data={{ elementId: 'deposit-mix', subject: 'peer' }}
        node={{ name: 'x' }}
      />,
      { paywalled: true },
    );
    expect(screen.getByText('Deposit Mix Over Time')).toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
  });
});
