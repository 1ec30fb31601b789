import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-api';
import { fakeShellApi, institution, testProductDefinition } from '../../../test/fake-shell-api';
import { makeUser } from '../../../test/make-user';
import { renderApp } from '../../../test/render-app';
import { passTime, takeClock } from '../../../test/test-clock';

const home = institution(1, 'Northgate Bank');
const aspen = institution(2, 'Aspen Bank');
const closed = institution(3, 'Aspen Closed Bank', {
  active: false,
  lastReportingDate: '2024-06-30',
});
const multiUser = makeUser({ organizationType: 'MULTI', institutionIid: 1 });
/** The first render waits for several calls; a busy machine needs more than a second. */
const SLOW = 5000;
const productDefinitions = { 'peer-comparison-1': testProductDefinition };

function setUp(options: Parameters<typeof fakeShellApi>[0], user = multiUser) {
  const shell = fakeShellApi(options);
  const api = stubFetch({ signedIn: user, productDefinitions, handle: shell.handle });
  return { shell, api, ...renderApp('/peer-comparison/balance/snapshot') };
}

describe('institution switcher', () => {
  it('searches from 3 characters, adds a favourite and switches after a short delay', async () => {
    takeClock();
    const { api, user, shell } = setUp({ institutions: [home, aspen, closed] });

    const trigger = await screen.findByRole(
      'button',
      { name: 'Institution: Northgate Bank (Ames, IA). Switch institution' },
      { timeout: SLOW },
    );
    await user.click(trigger);
    const panel = screen.getByRole('dialog');
    expect(within(panel).getByText('My Favorites')).toBeInTheDocument();
    const switchTo = within(panel).getByRole('button', { name: 'Switch To' });
    const add = within(panel).getByRole('button', { name: 'Add to Favorites' });
    expect(switchTo).toBeDisabled();
    expect(add).toBeDisabled();

    await user.type(within(panel).getByLabelText('Search institutions'), 'as');
    await passTime(400);
    expect(api.requestsTo('/api/institution/search')).toHaveLength(0);

    await user.type(within(panel).getByLabelText('Search institutions'), 'p');
    const option = await within(panel).findByRole('option', { name: /Aspen Bank \(Ames, IA\)/ });
    expect(within(panel).getByRole('option', { name: /Aspen Closed Bank/ })).toHaveTextContent(
      'Last filed in Jun 2024',
    );
    await user.click(option);
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.click(add);
    expect(
      await within(panel).findByRole('button', { name: 'Switch to Aspen Bank (Ames, IA)' }),
    ).toBeInTheDocument();
    expect(shell.list.get(2)?.isFavorite).toBe(true);

    await user.click(switchTo);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // spec 1 section 4: the institution is set 300 ms later, and the visit recorded.
    expect(api.requestsTo('/api/user/institution/2')).toHaveLength(0);
    expect(
      await screen.findByRole('button', {
        name: 'Institution: Aspen Bank (Ames, IA). Switch institution',
      }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requestsTo('/api/user/institution/2')[0]?.body).toEqual({ viewed: true }),
    );
    expect(shell.session.get('institution')).toBe('2');
    expect(api.requestsTo('/api/2/group')).toHaveLength(1);
  });

  it('says what became of closed institutions: merged, now a bank, or when they last filed', async () => {
    const merged = institution(4, 'Aspen Valley Bank', {
      active: false,
      lastReportingDate: '2024-03-31',
      successor: { event: 'merger', iid: 2, name: 'Aspen Bank', effectiveDate: '2024-05-01' },
    });
    const converted = institution(5, 'Aspen Workers Credit Union', {
      institutionType: 'credit union',
      active: false,
      lastReportingDate: '2023-12-31',
      successor: {
        event: 'conversion',
        iid: null,
        name: 'Aspen Savings Bank',
        effectiveDate: '2024-01-01',
      },
    });
    const { user } = setUp({ institutions: [home, aspen, closed, merged, converted] });
    await user.click(
      await screen.findByRole('button', { name: /Switch institution/ }, { timeout: SLOW }),
    );
    const panel = screen.getByRole('dialog');
    await user.type(within(panel).getByLabelText('Search institutions'), 'Aspen');
    const option = (name: RegExp) => within(panel).findByRole('option', { name });
    expect(await option(/^Aspen Valley Bank/)).toHaveTextContent(
      'Aspen Valley Bank (Ames, IA)Merged into Aspen Bank in Q2 2024',
    );
    expect(await option(/^Aspen Workers Credit Union/)).toHaveTextContent(
      'Now a bank: Aspen Savings Bank',
    );
    expect(await option(/^Aspen Closed Bank/)).toHaveTextContent('Last filed in Jun 2024');
    expect(await option(/^Aspen Bank/)).toHaveTextContent(/^Aspen Bank \(Ames, IA\)$/);
  });

  it('clears the search when closed and removes a favourite', async () => {
    const { user, shell } = setUp({ institutions: [home, aspen], favorites: [2] });
    await user.click(
      await screen.findByRole('button', { name: /Switch institution/ }, { timeout: SLOW }),
    );
    let panel = screen.getByRole('dialog');
    await user.type(within(panel).getByLabelText('Search institutions'), 'asp');
    await user.click(await within(panel).findByRole('option', { name: /Aspen Bank/ }));
    await user.click(within(panel).getByRole('button', { name: 'Clear Selection' }));
    expect(within(panel).getByLabelText('Search institutions')).toHaveValue('');

    await user.type(within(panel).getByLabelText('Search institutions'), 'asp');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /Switch institution/ }));
    panel = screen.getByRole('dialog');
    expect(within(panel).getByLabelText('Search institutions')).toHaveValue('');

    await user.click(
      await within(panel).findByRole('button', {
        name: 'Remove Aspen Bank (Ames, IA) from My Favorites',
      }),
    );
    await waitFor(() => expect(shell.list.has(2)).toBe(false));
    expect(await within(panel).findByText(/No favorites yet/)).toBeInTheDocument();
  });

  it('restores the institution saved in the session', async () => {
    setUp({ institutions: [home, aspen], session: { institution: '2' } });
    expect(
      await screen.findByRole(
        'button',
        { name: /Institution: Aspen Bank \(Ames, IA\)/ },
        { timeout: SLOW },
      ),
    ).toBeInTheDocument();
  });

  it('is only the institution name for organizations that do not switch', async () => {
    setUp(
      { institutions: [home, aspen], session: { institution: '2' } },
      makeUser({ institutionIid: 1 }),
    );
    expect(
      await screen.findByText('Northgate Bank (Ames, IA)', {}, { timeout: SLOW }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Switch institution/ })).not.toBeInTheDocument();
  });
});
