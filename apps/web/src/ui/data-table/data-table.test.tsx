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

  it('sorts ascending first, flips on the same column, restarts ascending on another', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <DataTable caption="Summary" columns={columns} rows={rows} />
      </MantineProvider>,
    );
    const value = screen.getByRole('columnheader', { name: 'Value' });
    const name = screen.getByRole('columnheader', { name: 'Metric' });
    await user.click(within(value).getByRole('button'));
    expect(value).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(value).getByRole('button'));
    expect(value).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(value).getByRole('button'));
    expect(value).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(value).getByRole('button'));
    await user.click(within(name).getByRole('button'));
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(value).toHaveAttribute('aria-sort', 'none');
  });

  it('in multi mode goes unset, ascending, descending, unset', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <DataTable caption="Summary" columns={columns} rows={rows} sortMode="multi" />
      </MantineProvider>,
    );
    const value = screen.getByRole('columnheader', { name: 'Value' });
    expect(value).toHaveAttribute('aria-sort', 'none');
    await user.click(within(value).getByRole('button'));
    expect(value).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(value).getByRole('button'));
    expect(value).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(value).getByRole('button'));
    expect(value).toHaveAttribute('aria-sort', 'none');
    expect(bodyText()[0]).toBe('Return on Assets1.20%');
  });

  it('pages by 25 with at most 7 page links, Previous and Next', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 260 }, (_, index) => ({
      name: `Row ${index}`,
      value: index,
    }));
    render(
      <MantineProvider env="test">
        <DataTable caption="Summary" columns={columns} rows={many} pageSize={25} />
      </MantineProvider>,
    );
    const pages = screen.getByRole('navigation', { name: 'Summary pages' });
    expect(within(pages).getAllByRole('button', { name: /^Page / })).toHaveLength(7);
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(bodyText()).toHaveLength(25);
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(bodyText()[0]).toBe('Row 5050.00%');
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(pages).getByRole('button', { name: 'Page 7' }));
    expect(within(pages).getAllByRole('button', { name: /^Page / })[0]).toHaveAccessibleName(
      'Page 4',
    );
    await user.click(within(pages).getByRole('button', { name: 'Page 10' }));
    await user.click(within(pages).getByRole('button', { name: 'Page 11' }));
    expect(bodyText()).toHaveLength(10);
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('groups rows under their section header rows, in the order first met', () => {
    const sectioned = [
      { name: 'A', value: 1, group: 'Balance Sheet' },
      { name: 'B', value: 2, group: 'Credit Quality' },
      { name: 'C', value: 3, group: 'Balance Sheet' },
    ];
    render(
      <MantineProvider env="test">
        <DataTable
          caption="Summary"
          columns={columns}
          rows={sectioned}
          sortMode="none"
          section={(row) => row.group}
        />
      </MantineProvider>,
    );
    expect(bodyText()).toEqual(['Balance Sheet', 'A1.00%', 'C3.00%', 'Credit Quality', 'B2.00%']);
    expect(screen.getByRole('columnheader', { name: 'Credit Quality' })).toHaveAttribute(
      'scope',
      'colgroup',
    );
  });

  it('puts grouped columns under one header spanning them', () => {
    const grouped: DataTableColumn[] = [
      { key: 'name', header: 'Metric' },
      { key: 'a', header: 'Value', group: { key: 'peer', header: 'Peer Bank' } },
      { key: 'b', header: 'Difference', group: { key: 'peer', header: 'Peer Bank' } },
    ];
    render(
      <MantineProvider env="test">
        <DataTable caption="Summary" columns={grouped} rows={[]} sortMode="none" />
      </MantineProvider>,
    );
    expect(screen.getByRole('columnheader', { name: 'Peer Bank' })).toHaveAttribute('colspan', '2');
    expect(screen.getByRole('columnheader', { name: 'Metric' })).toHaveAttribute('rowspan', '2');
    expect(screen.getByRole('columnheader', { name: 'Difference' })).toBeInTheDocument();
  });

  it('shows a longer caption above the table under its shorter name', () => {
    render(
      <MantineProvider env="test">
        <DataTable
          caption="Summary"
          visibleCaption="Figures of the quarter, by metric"
          columns={columns}
          rows={rows}
          exportable={false}
        />
      </MantineProvider>,
    );
    const table = screen.getByRole('table', { name: 'Summary' });
    const caption = within(table).getByText('Figures of the quarter, by metric');
    expect(caption.tagName).toBe('CAPTION');
    expect(caption).toBeVisible();
  });

  it('lets a cell span the cells after it, and leaves out the headers of a list of figures', () => {
    const spanning: DataTableColumn<{ name: string; value: number | null }>[] = [
      { key: 'name', header: 'Metric' },
      {
        key: 'value',
        header: 'Value',
        cell: (row) => row.value ?? 'Not reported',
        cellProps: (row) => (row.value === null ? { colSpan: 2 } : {}),
      },
      { key: 'change', header: 'Change', cell: () => '+1' },
    ];
    render(
      <MantineProvider env="test">
        <DataTable
          caption="Summary"
          columns={spanning}
          rows={[
            { name: 'Assets', value: 5 },
            { name: 'Loans', value: null },
          ]}
          columnHeaders={false}
          exportable={false}
        />
      </MantineProvider>,
    );
    const table = screen.getByRole('table', { name: 'Summary' });
    expect(within(table).queryAllByRole('columnheader')).toEqual([]);
    const assets = within(table).getByRole('row', { name: /^Assets/ });
    expect(within(assets).getAllByRole('cell')).toHaveLength(2);
    const loans = within(table).getByRole('row', { name: /^Loans/ });
    expect(loans).toHaveTextContent('LoansNot reported');
    expect(within(loans).getByRole('cell')).toHaveAttribute('colspan', '2');
  });
});
