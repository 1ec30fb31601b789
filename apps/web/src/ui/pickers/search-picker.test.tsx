import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PickerItem } from './picker-search';
import { SearchPicker } from './search-picker';

const items: PickerItem[] = [
  { id: 'nim', title: 'Net Interest Margin', category: 'Earnings' },
  { id: 'roa', title: 'Return On Assets', category: 'Earnings' },
  { id: 'cof', title: 'Cost of Funds', category: 'Costs', searchText: ['Interest expense'] },
  { id: 'dep', title: 'Deposit Cost', category: 'Costs' },
];

function Harness({
  onSelect = () => {},
  list = items,
}: {
  onSelect?: (i: PickerItem) => void;
  list?: PickerItem[];
}) {
  const [selected, setSelected] = useState('roa');
  return (
    <MantineProvider env="test">
      <SearchPicker
        label="Metric"
        items={list}
        selectedId={selected}
        onSelect={(item) => {
          setSelected(item.id);
          onSelect(item);
        }}
        pickerId="metric"
      />
      <SearchPicker
        label="Rate"
        items={[{ id: 'ff', title: 'Fed Funds', category: 'Policy Rates' }]}
        selectedId="ff"
        onSelect={() => {}}
        pickerId="rate"
      />
    </MantineProvider>
  );
}

describe('SearchPicker', () => {
  it('shows the chosen item and opens its category only', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'Metric: Return On Assets' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(screen.getByRole('button', { name: /Earnings/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: /Costs/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Net Interest Margin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cost of Funds' })).not.toBeInTheDocument();
  });

  it('toggles a category with its header', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /^Metric/ }));
    await user.click(screen.getByRole('button', { name: /Costs/ }));
    expect(screen.getByRole('button', { name: 'Cost of Funds' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Earnings/ }));
    expect(screen.queryByRole('button', { name: 'Net Interest Margin' })).not.toBeInTheDocument();
  });

  it('filters from 3 characters on word starts and opens every category', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /^Metric/ }));
    const search = screen.getByRole('textbox', { name: 'Search metric' });
    await user.type(search, 'in');
    // Two characters do not filter: 'Return On Assets' stays, the closed category stays closed.
    expect(screen.getByRole('button', { name: 'Return On Assets' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deposit Cost' })).not.toBeInTheDocument();
    await user.type(search, 't');
    const found = screen.getAllByRole('list').flatMap((l) => within(l).getAllByRole('button'));
    expect(found.map((b) => b.textContent)).toEqual(['Net Interest Margin', 'Cost of Funds']);
    await user.clear(search);
    await user.type(search, 'xyz');
    expect(screen.getByText('No items found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(search).toHaveValue('');
  });

  it('chooses with the keyboard, closes and returns focus', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Search metric' })).toHaveFocus();
    await user.keyboard('dep');
    await user.tab(); // Clear Search
    await user.tab(); // the Costs header is disabled while searching: the first item
    expect(screen.getByRole('button', { name: 'Deposit Cost' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(items[3]);
    const button = screen.getByRole('button', { name: 'Metric: Deposit Cost' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape and closes when the other picker opens', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /^Metric/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Metric/ }));
    await user.click(screen.getByRole('button', { name: 'Rate: Fed Funds' }));
    expect(screen.getByRole('textbox', { name: 'Search rate' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Search metric' })).not.toBeInTheDocument();
  });

  it('hides the category header when there is one category', async () => {
    const user = userEvent.setup();
    render(<Harness list={items.filter((i) => i.category === 'Costs')} />);
    await user.click(screen.getByRole('button', { name: /^Metric/ }));
    expect(screen.queryByRole('button', { name: /Costs/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit Cost' })).toBeInTheDocument();
  });
});
