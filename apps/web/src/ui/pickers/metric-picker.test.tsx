import type { Rate } from '@app/core/api/rates';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { makeMetric } from '../../test/make-metric';
import { MetricPicker } from './metric-picker';
import { RatePicker } from './rate-picker';

const metric = makeMetric;

const metrics = [
  metric('NIM', 'Net Interest Margin', '3. Earnings and Profitability (YTD - Annualized)', {
    metricInformation: 'Interest income less interest expense over earning assets.',
  }),
  metric('ROA', 'Return on Assets', '3. Earnings and Profitability (YTD - Annualized)', {
    metricDisplayOrder: 2,
  }),
  metric('COF', 'Cost of Funds', '2. Deposit and Borrowing Costs (QTR - Annualized)', {
    alternateTitle: 'Funding Cost',
  }),
  metric('ASSETS', 'Total Assets', '10. Balance Sheet Extras'),
];

const rates: Rate[] = [
  {
    rateId: 'DGS10',
    rateIdStatistical: 'DGS10',
    rateName: '10-Year Treasury',
    category: 'Treasury',
    correlationsDefault: true,
  },
  {
    rateId: 'FEDFUNDS',
    rateIdStatistical: 'FEDFUNDS',
    rateName: 'Fed Funds',
    category: 'Policy',
    correlationsDefault: false,
  },
];

function Pickers({ searchIn }: { searchIn?: 'trend' | 'correlation' }) {
  const [metricId, setMetricId] = useState<string | null>('ROA');
  const [rateId, setRateId] = useState<string | null>('DGS10');
  return (
    <MantineProvider env="test">
      <MetricPicker
        metrics={metrics}
        selectedId={metricId}
        onSelect={setMetricId}
        searchIn={searchIn}
      />
      <RatePicker rates={rates} selectedId={rateId} onSelect={setRateId} />
      <output>{`${metricId ?? ''} ${rateId ?? ''}`}</output>
    </MantineProvider>
  );
}

function LockedPicker() {
  const [metricId, setMetricId] = useState<string | null>('ROA');
  const list = [
    ...metrics,
    metric('PD30', 'Past Due 30-89 Days', '3. Earnings and Profitability (YTD - Annualized)', {
      metricDisplayOrder: 3,
      locked: true,
    }),
  ];
  return (
    <>
      <MetricPicker metrics={list} selectedId={metricId} onSelect={setMetricId} />
      <output>{metricId}</output>
    </>
  );
}

const itemNames = () => screen.queryAllByRole('listitem').map((item) => item.textContent);
const categoryHeaders = () =>
  screen
    .getAllByRole('button')
    .filter(
      (button) =>
        button.hasAttribute('aria-expanded') && /^\d+\./.test(button.textContent.slice(1)),
    );

describe('metric and rate pickers', () => {
  it("list a metric the plan does not open as locked, and don't choose it", async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <LockedPicker />
      </MantineProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Metric: Return on Assets' }));
    const locked = screen.getByRole('button', { name: 'Past Due 30-89 Days: Upgrade to Standard' });
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    expect(locked).toHaveTextContent('Past Due 30-89 DaysUpgrade to Standard');
    await user.click(locked);
    expect(screen.getByRole('status')).toHaveTextContent('ROA');
  });

  it('open on the chosen metric, categories in number order, and toggle categories', async () => {
    const user = userEvent.setup();
    render(<Pickers />);

    await user.click(screen.getByRole('button', { name: 'Metric: Return on Assets' }));
    expect(
      categoryHeaders().map((h) => [h.textContent.slice(1), h.getAttribute('aria-expanded')]),
    ).toEqual([
      ['2. Deposit and Borrowing Costs (QTR - Annualized)', 'false'],
      ['3. Earnings and Profitability (YTD - Annualized)', 'true'],
      ['10. Balance Sheet Extras', 'false'],
    ]);
    expect(itemNames()).toEqual(['Net Interest Margin', 'Return on Assets']);

    await user.click(screen.getByRole('button', { name: /2\. Deposit/ }));
    expect(itemNames()).toContain('Cost of Funds');
    await user.click(screen.getByRole('button', { name: /3\. Earnings/ }));
    expect(itemNames()).toEqual(['Cost of Funds']);
  });

  it('filter by word start from 3 characters, open every category, and say when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Pickers searchIn="trend" />);
    await user.click(screen.getByRole('button', { name: /^Metric:/ }));
    const search = screen.getByRole('textbox', { name: 'Search metric' });

    await user.type(search, 'as');
    expect(itemNames()).toEqual(['Net Interest Margin', 'Return on Assets']);
    await user.type(search, 's');
    // "ass" starts "Assets" in two titles and "assets" in the margin's information text.
    expect(itemNames()).toEqual(['Net Interest Margin', 'Return on Assets', 'Total Assets']);

    await user.clear(search);
    await user.type(search, 'earning');
    // Trend pickers also search the information text.
    expect(itemNames()).toEqual(['Net Interest Margin']);

    await user.clear(search);
    await user.type(search, 'ssets');
    expect(screen.getByText('No items found')).toBeInTheDocument();
  });

  it('search the alternate title of correlation metrics', async () => {
    const user = userEvent.setup();
    render(<Pickers searchIn="correlation" />);
    await user.click(screen.getByRole('button', { name: /^Metric:/ }));
    await user.type(screen.getByRole('textbox', { name: 'Search metric' }), 'funding');
    expect(itemNames()).toEqual(['Cost of Funds']);
  });

  it('choose with the keyboard, close on choice, and keep one picker open at a time', async () => {
    const user = userEvent.setup();
    render(<Pickers />);

    await user.click(screen.getByRole('button', { name: /^Metric:/ }));
    expect(screen.getByRole('textbox', { name: 'Search metric' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rate: 10-Year Treasury' }));
    expect(screen.queryByRole('textbox', { name: 'Search metric' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Policy/ }));
    screen.getByRole('button', { name: 'Fed Funds' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('ROA FEDFUNDS');
    expect(screen.queryByRole('textbox', { name: 'Search rate' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Metric:/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Search metric' })).not.toBeInTheDocument();
  });
});
