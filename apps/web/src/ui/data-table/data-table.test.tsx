import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table';

const columns: DataTableColumn[] = [
  { key: 'name', header: 'Metric' },
  { key: 'value', header: 'Value', displayType: 'PCT' },
];
const rows = [
  { name: 'Return on Assets', value: 1.2 },
  { name: 'Cost of Funds', value: null },
  { name: 'Net Interest Margin', value: 3.456 },
];

function bodyText() {
  const [, ...body] = within(screen.getByRole('table', { name: 'Summary' })).getAllByRole('row');
  return body.map((row) => row.textContent);
}

describe('DataTable', () => {
  it('shows values by display type, dashes for missing, and sorts asc then desc', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <DataTable caption="Summary" columns={columns} rows={rows} />
      </MantineProvider>,
    );
    expect(bodyText()).toEqual([
      'Return on Assets1.20%',
      'Cost of Funds-',
      'Net Interest Margin3.46%',
    ]);
    const header = screen.getByRole('columnheader', { name: 'Value' });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyText()).toEqual([
      'Return on Assets1.20%',
      'Net Interest Margin3.46%',
      'Cost of Funds-',
    ]);
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(bodyText()).toEqual([
      'Net Interest Margin3.46%',
      'Return on Assets1.20%',
      'Cost of Funds-',
    ]);
    expect(screen.getByRole('button', { name: 'Export Summary' })).toBeEnabled();
  });

  it("says 'No data available' when empty", () => {
    render(
      <MantineProvider env="test">
        <DataTable caption="Summary" columns={columns} rows={[]} />
      </MantineProvider>,
    );
    expect(bodyText()).toEqual(['No data available']);
  });

  it('reports row clicks by original index, also from the keyboard, after sorting', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    render(
      <MantineProvider env="test">
        <DataTable
          caption="Summary"
          columns={columns}
          rows={rows}
          initialSort={{ key: 'name', direction: 'asc' }}
          onRowClick={onRowClick}
          selectedIndex={2}
        />
      </MantineProvider>,
    );
    const [, first, second] = within(screen.getByRole('table', { name: 'Summary' })).getAllByRole(
      'row',
    );
    expect(first).toHaveTextContent('Cost of Funds');
    await user.click(first!);
    expect(onRowClick).toHaveBeenLastCalledWith(rows[1], 1);
    second!.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(rows[2], 2);
    expect(second).toHaveAttribute('aria-current', 'true');
  });

  it('is a keyboard-reachable scroll region, unless it is a screen-reader-only copy', () => {
    const { rerender } = render(
      <MantineProvider env="test">
        <DataTable caption="Summary" columns={columns} rows={rows} />
      </MantineProvider>,
    );
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveAttribute('tabindex', '0');
    rerender(
      <MantineProvider env="test">
        <DataTable caption="Summary" columns={columns} rows={rows} scrollable={false} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Summary' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Summary' })).toBeInTheDocument();
  });
});
