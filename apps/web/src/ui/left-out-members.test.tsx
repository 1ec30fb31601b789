import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LeftOutMembers } from './left-out-members';

const member = (iid: number, name: string, lastReportingDate: string | null) => ({
  iid,
  name,
  city: 'Laplace',
  state: 'LA',
  label: `${name} (Laplace, LA)`,
  lastReportingDate,
});

describe('members left out of a peer group', () => {
  it('says how many did not file for the quarter and opens to their names', async () => {
    render(
      <MantineProvider>
        <LeftOutMembers
          group={{
            asOf: '2025-12-31',
            leftOut: {
              count: 3,
              institutions: [member(1, 'Louisiana', '2023-12-31'), member(2, 'Bayou', null)],
            },
          }}
        />
      </MantineProvider>,
    );
    const note = screen.getByText('3 members did not file for Dec 31, 2025 and are left out');
    await userEvent.click(note);
    const list = screen.getByRole('list', { name: 'Members left out' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Louisiana (Laplace, LA): last filed in Dec 2023',
      'Bayou (Laplace, LA): no filing held',
    ]);
    expect(screen.getByText('and 1 more')).toBeVisible();
  });

  it('shows nothing when every member filed', () => {
    render(
      <MantineProvider>
        <LeftOutMembers group={{ asOf: '2025-12-31', leftOut: { count: 0, institutions: [] } }} />
      </MantineProvider>,
    );
    expect(screen.queryByText(/left out/)).not.toBeInTheDocument();
  });
});
