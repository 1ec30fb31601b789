import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInPage } from '../charts/render-in-page';
import { elementApi, elementRow } from './element-fixtures';
import { ElementPieChart } from './element-pie-chart';

const rows = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((name, i) =>
  elementRow(`Part ${name}`, [
    ['2025-09-30', 1, 1],
    ['2025-12-31', 100 - i, 1000 * (i + 1)],
  ]),
);

describe('ElementPieChart', () => {
  it("shows the institution's top 5 and Other at the end of the range, from the slices", async () => {
    const fake = elementApi('loan-mix', rows, {
      reportDate: '2025-12-31',
      displayType: 'USD',
      slices: [
        { metricId: 'A', title: 'Part A', value: 1_250_000 },
        { metricId: null, title: 'Other', value: 3000 },
      ],
    });
    renderInPage(
      <ElementPieChart
        data={{ elementId: 'loan-mix', subject: 'institution' }}
        node={{ name: 'x' }}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Loan Mix, First Bank, Dec 2025 data' });
    expect(within(table).getByText('$1,250,000')).toBeInTheDocument();
    expect(within(table).getByText('Other')).toBeInTheDocument();
    const sliceCall = fake.requests.find((r) => r.path.includes('/slices/'));
    expect(sliceCall?.search).toBe('date=2025-12-31&sort=desc&count=5');
  });

  it("combines the peer's parts beyond the top 5 into Other", async () => {
    elementApi('loan-mix', rows);
    renderInPage(
      <ElementPieChart data={{ elementId: 'loan-mix', subject: 'peer' }} node={{ name: 'x' }} />,
    );
    const table = await screen.findByRole('table', {
      name: 'Loan Mix, National · Peer average (40), Dec 2025 data',
    });
    expect(within(table).getByText('Part G')).toBeInTheDocument();
    expect(within(table).queryByText('Part B')).toBeNull();
    // Other: Part A (1,000) and Part B (2,000).
    const other = within(table)
      .getAllByRole('row')
      .find((row) => within(row).queryByText('Other'));
    expect(other).toHaveTextContent('Other$3,000');
  });

  it("says 'No Data Available' when the peer has no values", async () => {
    elementApi('loan-mix', [elementRow('Part A', [['2025-12-31', 5, null]])]);
    renderInPage(
      <ElementPieChart data={{ elementId: 'loan-mix', subject: 'peer' }} node={{ name: 'x' }} />,
    );
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
  });
});
