import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInPage } from '../charts/render-in-page';
import { elementApi, elementRow } from './element-fixtures';
import { NetBarChart } from './net-bar-chart';

describe('NetBarChart', () => {
  it('shows the net and its parts for the institution and the peer', async () => {
    elementApi('deposit-growth', [
      elementRow('Deposit Growth', [['2025-12-31', 4.5, -1.25]], 'NET', 'PCT'),
      elementRow('Non-Maturity Deposit Growth', [['2025-12-31', 2, 3]], 'line', 'PCT'),
    ]);
    renderInPage(<NetBarChart data={{ elementId: 'deposit-growth' }} node={{ name: 'x' }} />);
    const table = await screen.findByRole('table', { name: 'Deposit Growth, Dec 2025 data' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('First Bank4.50%2.00%');
    expect(rows[2]).toHaveTextContent('National · Peer average (40)-1.25%3.00%');
  });
});
