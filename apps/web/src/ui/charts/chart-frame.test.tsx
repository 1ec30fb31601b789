import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { buildLineOptions, timeSeriesTable } from './build-line-options';
import { ChartFrame } from './chart-frame';
import type { TimeSeriesData } from './chart-series';
import { hasInstitutionData } from './chart-series';
import { EChart } from './e-chart';

const data: TimeSeriesData = {
  dates: ['2025-06-30', '2025-09-30'],
  displayType: 'PCT',
  series: [
    { name: 'First Bank', role: 'institution', values: [1.5, null] },
    { name: 'Peer Group', role: 'peer', values: [2, 2.25] },
  ],
};
const empty: TimeSeriesData = {
  ...data,
  series: [{ name: 'First Bank', role: 'institution', values: [null, null] }],
};

function Trend({
  chart,
  isLoading = false,
  isError = false,
  error,
  onRetry,
}: {
  chart: TimeSeriesData | null;
  isLoading?: boolean;
  isError?: boolean;
  error?: unknown;
  onRetry?: () => void;
}) {
  return (
    <ChartFrame
      title="Return on Assets"
      height={400}
      isLoading={isLoading}
      isError={isError}
      error={error}
      onRetry={onRetry}
      hasData={hasInstitutionData(chart?.series)}
      table={chart ? timeSeriesTable(chart) : null}
    >
      {chart && (
        <EChart option={buildLineOptions(chart)} height={400} label="Return on Assets trend" />
      )}
    </ChartFrame>
  );
}

const wrap = (ui: ReactNode) => <MantineProvider env="test">{ui}</MantineProvider>;

describe('ChartFrame', () => {
  it('shows loading, then the chart with its data table, No Data Available, and back', async () => {
    const user = userEvent.setup();
    const view = render(wrap(<Trend chart={null} isLoading />));
    expect(screen.getByRole('status')).toHaveTextContent('Loading Return on Assets');

    view.rerender(wrap(<Trend chart={data} />));
    expect(screen.getByRole('img', { name: 'Return on Assets trend' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Return on Assets data' });
    const cells = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(cells).toEqual(['DateFirst BankPeer Group', 'Jun 20251.50%2.00%', 'Sep 2025-2.25%']);
    await user.click(screen.getByRole('button', { name: 'Show data table' }));
    expect(screen.getByRole('button', { name: 'Hide data table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    view.rerender(wrap(<Trend chart={empty} />));
    expect(screen.getByText('No Data Available')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Return on Assets' })).toBeDisabled();

    view.rerender(wrap(<Trend chart={data} />));
    expect(screen.queryByText('No Data Available')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Return on Assets trend' })).toBeInTheDocument();
  });

  it('shows an error with retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(wrap(<Trend chart={null} isError onRetry={onRetry} />));
    expect(screen.getByText('Could not load Return on Assets')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says why when the server refuses the chart (a 400), with no retry', () => {
    const why = 'This peer group holds banks and credit unions: only the asset mix compares them.';
    render(wrap(<Trend chart={null} isError error={new ApiError(400, why)} onRetry={() => {}} />));
    expect(screen.getByText(why)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByText('Could not load Return on Assets')).not.toBeInTheDocument();
  });

  it('treats bad input as no data rather than crashing', () => {
    expect(hasInstitutionData(null)).toBe(false);
    expect(hasInstitutionData([])).toBe(false);
    expect(hasInstitutionData([{ name: 'x', role: 'peer', values: [Number.NaN] }])).toBe(false);
    expect(hasInstitutionData([{ name: 'x', role: 'element', values: [3] }])).toBe(true);
  });
});
