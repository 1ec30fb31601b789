import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInPage } from '../charts/render-in-page';
import { ConcentrationChart } from './concentration-chart';
import { elementApi, elementRow } from './element-fixtures';

describe('ConcentrationChart', () => {
  it('shows the institution and the peer shares at the end of the range', async () => {
    elementApi('loan-concentration', [
      elementRow('CRE', [['2025-12-31', 41.256, 30]], 'bar', 'PCT'),
      elementRow('Residential', [['2025-12-31', 20, null]], 'bar', 'PCT'),
    ]);
    renderInPage(
      <ConcentrationChart data={{ elementId: 'loan-concentration' }} node={{ name: 'x' }} />,
    );
    const table = await screen.findByRole('table', { name: 'Loan Concentration, Dec 2025 data' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('First Bank41.26%20.00%');
    expect(rows[2]).toHaveTextContent('National · Peer average (40)30.00%-');
  });
});
