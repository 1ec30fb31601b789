import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetch, type RecordedRequest, type Reply } from '../../../../test/fake-api';
import { passTime, takeClock } from '../../../../test/test-clock';
import type { PageContextValue } from '../../../../product/renderer/page-context';
import { FIRST_BANK } from '../../../../test/first-bank';
import { renderInPageContext } from '../../../../test/render-in-page-context';
import { makeProfile } from '../testing/make-profile';
import { CreatePeerGroup } from './create-peer-group';

const own = makeProfile(1, 'First Bank', { totalAssetsQe: 512_400_000 });
const found = [
  makeProfile(3, 'Zeta Bank', { roaQe: 0.8 }),
  makeProfile(2, 'Alpha Bank', { roaQe: 1.25 }),
];

/** A request's query string as words (spaces however the URL wrote them). */
const asked = (request: RecordedRequest) => decodeURIComponent(request.search.replace(/\+/g, ' '));

function api(handle?: (r: RecordedRequest) => Reply | undefined) {
  return stubFetch({
    handle: (request) => {
      const extra = handle?.(request);
      if (extra) return extra;
      if (request.path === '/api/1/profile/all') return { status: 200, body: [own] };
      if (
        request.method === 'POST' &&
        /^\/api\/1\/profile\/ffiec\/(similar|targeted)$/.test(request.path)
      ) {
        return {
          status: 200,
          body: { selectionCriteria: 'Similar to First Bank', institutionProfiles: found },
        };
      }
      if (request.path === '/api/institution/search') {
        return {
          status: 200,
          body: [
            {
              iid: 9,
              name: 'Second Bank',
              city: 'Boone',
              state: 'IA',
              label: 'Second Bank (Boone, IA)',
              institutionType: 'bank',
              active: true,
              lastReportingDate: '2025-06-30',
              successor: null,
              demo: true,
            },
          ],
        };
      }
      if (request.path === '/api/1/profile/institutions') {
        const second = { city: 'Boone', label: 'Second Bank (Boone, IA)', roaQe: 1.37 };
        return { status: 200, body: [makeProfile(9, 'Second Bank', second)] };
      }
      if (request.method === 'POST' && request.path === '/api/1/group')
        return { status: 201, body: [] };
      return undefined;
    },
  });
}

function renderPage(url: string, overrides: Partial<PageContextValue> = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/peer-comparison/groups/create',
        element: <CreatePeerGroup data={{}} node={{ name: 'CreatePeerGroup' }} />,
      },
      { path: '/peer-comparison/groups/manage', element: <p>Manage page</p> },
    ],
    { initialEntries: [url] },
  );
  const { user } = renderInPageContext(<RouterProvider router={router} />, {
    roomCode: 'groups',
    roomName: 'Peer Groups',
    pageCode: 'create',
    pageName: 'Create',
    institution: FIRST_BANK,
    dateRange: { startDate: '2025-03-31', endDate: '2025-06-30' },
    dates: ['2025-03-31', '2025-06-30'],
    ...overrides,
  });
  return { router, user };
}

async function chooseDate(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('textbox', { name: 'Reporting date' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('CreatePeerGroup', () => {
  it('runs the similar search for the chosen date and lists the own bank first', async () => {
    const { requests } = api();
    const { router, user } = renderPage('/peer-comparison/groups/create');
    expect(screen.getByRole('heading', { name: 'Create Peer Group' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Peer Groups' })).toHaveAttribute(
      'href',
      '/peer-comparison/groups/manage',
    );
    await user.click(screen.getByRole('button', { name: /Similar Banks/ }));
    expect(router.state.location.search).toBe('?type=similar');
    expect(screen.getByRole('button', { name: /Targeted Banks/ })).toBeDisabled();
    await chooseDate(user, 'Jun 2025');

    const table = await screen.findByRole('table', { name: 'Banks Selected' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('First Bank (Ames, IA)');
    expect(rows[1]).toHaveTextContent('$512.4MM');
    expect(rows[2]).toHaveTextContent('Alpha Bank (Ames, IA)');
    expect(rows[2]).toHaveTextContent('1.25%');
    expect(within(rows[2]!).getByRole('link')).toHaveAttribute('href', 'http://alphabank.example');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(1 + 9 + 1);
    expect(screen.getByText('2 banks selected')).toBeInTheDocument();
    const search = requests.find((r) => r.path === '/api/1/profile/ffiec/similar');
    expect(search?.body).toEqual({
      reportDate: '2025-06-30',
      states: [],
      ownershipTypes: ['Stock'],
      excludeIids: [],
    });

    // The same column twice flips the order.
    await user.click(within(table).getByRole('button', { name: 'Sort by Name' }));
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Zeta Bank');

    await user.click(screen.getByRole('button', { name: 'Discard Changes' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: /Targeted Banks/ })).toBeEnabled();
  });

  it(
    'offers every credit-union service filter, none disabled, and sends the one ticked',
    { timeout: 60_000 },
    async () => {
      const unionOwn = {
        ...own,
        institutionType: 'credit union',
        creditUnionType: null,
        memberGrowth: 1,
      };
      const { requests } = api((r) => {
        if (r.path === '/api/1/profile/all') return { status: 200, body: [unionOwn] };
        if (r.path === '/api/reference/tom') return { status: 200, body: [] };
        if (r.method === 'POST' && r.path === '/api/1/profile/ncua/targeted')
          return { status: 200, body: { selectionCriteria: '', institutionProfiles: [] } };
        return undefined;
      });
      const { user } = renderPage('/peer-comparison/groups/create?type=targeted', {
        institutionType: 'credit union',
      });
      await chooseDate(user, 'Jun 2025');
      await user.click(await screen.findByRole('button', { name: /Services Offered/ }));
      for (const name of [
        'First-Time Homebuyer',
        'Credit Builder/Repair',
        'Mortgage Seller',
        'Lease',
        'Student',
        'Commercial',
        'Credit Card',
      ]) {
        // hidden: the section's Collapse keeps its content out of the accessibility tree in jsdom
        expect(screen.getByRole('checkbox', { name, hidden: true })).toBeEnabled();
      }
      expect(screen.queryByText(/not available/)).toBeNull();
      fireEvent.click(screen.getByRole('checkbox', { name: 'Student', hidden: true }));
      await waitFor(() =>
        expect(
          requests.filter((r) => r.path === '/api/1/profile/ncua/targeted').at(-1)?.body,
        ).toMatchObject({ studentInd: true }),
      );
    },
  );

  it('makes no targeted call without active criteria', async () => {
    takeClock();
    const { requests } = api((r) =>
      r.path === '/api/1/profile/all'
        ? { status: 200, body: [{ ...own, ownershipType: null, totalAssetsQe: null }] }
        : undefined,
    );
    const { user } = renderPage('/peer-comparison/groups/create?type=targeted');
    await chooseDate(user, 'Jun 2025');
    await screen.findByRole('table', { name: 'Banks Selected' });
    await passTime(400);
    expect(requests.filter((r) => r.path === '/api/1/profile/ffiec/targeted')).toHaveLength(0);
    expect(screen.getByText('0 banks selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Group' })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Asset range minimum' }), '100');
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/1/profile/ffiec/targeted')).toHaveLength(1),
    );
    expect(requests.find((r) => r.path === '/api/1/profile/ffiec/targeted')?.body).toMatchObject({
      useAssets: true,
      assetsMin: 100,
    });
    expect(await screen.findByText('2 banks selected')).toBeInTheDocument();
  });

  it('adds a distinct bank and creates the group, then opens the manage page', async () => {
    const { requests } = api();
    const { router, user } = renderPage('/peer-comparison/groups/create?type=distinct');
    await user.type(screen.getByRole('textbox', { name: 'Add a bank' }), 'Sec');
    await user.click(await screen.findByRole('option', { name: 'Second Bank (Boone, IA)' }));
    const table = screen.getByRole('table', { name: 'Banks Selected' });
    expect(within(table).getByText('Second Bank (Boone, IA)')).toBeInTheDocument();
    expect(screen.getByText('1 bank selected')).toBeInTheDocument();
    // Its figures arrive from the listed-profiles call.
    expect(await within(table).findByText('1.37%')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/1/profile/institutions')?.search).toBe('iids=9');

    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Group' });
    const submit = within(dialog).getByRole('button', { name: 'Create Group' });
    expect(submit).toBeDisabled();
    expect(within(dialog).queryByText(/selection parameters cannot be edited/)).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'My peers');
    await user.click(submit);
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/peer-comparison/groups/manage'),
      {
        timeout: 3000,
      },
    );
    expect(requests.find((r) => r.path === '/api/1/group')?.body).toEqual({
      name: 'My peers',
      description: '',
      criteria: 'Distinct banks manually selected by Pat Lee',
      selectionType: 3,
      iids: [9],
    });
  });

  it('lets a bank add a credit union by name: the search looks among credit unions', async () => {
    const harbor = {
      iid: 1_000_900_007,
      name: 'Harbor Light FCU',
      city: 'Portland',
      state: 'ME',
      label: 'Harbor Light FCU (Portland, ME)',
      institutionType: 'credit union',
      active: true,
      lastReportingDate: '2025-06-30',
      successor: null,
      demo: true,
    };
    const { requests } = api((request) => {
      if (request.path === '/api/institution/search' && asked(request).includes('credit union'))
        return { status: 200, body: [harbor] };
      if (request.path === '/api/1/profile/institutions') {
        const profile = {
          ...makeProfile(harbor.iid, harbor.name),
          institutionType: 'credit union',
        };
        return { status: 200, body: [{ ...profile, label: harbor.label }] };
      }
      return undefined;
    });
    const { user } = renderPage('/peer-comparison/groups/create?type=distinct');
    await user.click(screen.getByRole('radio', { name: 'Credit unions' }));
    await user.type(screen.getByRole('textbox', { name: 'Add a credit union' }), 'Harb');
    await user.click(
      await screen.findByRole('option', { name: 'Harbor Light FCU (Portland, ME)' }),
    );
    const searched = requests.filter((r) => r.path === '/api/institution/search').map(asked);
    expect(searched.at(-1)).toContain('institutionType=credit union');
    expect(await screen.findAllByText('Harbor Light FCU (Portland, ME)')).not.toHaveLength(0);
    expect(requests.find((r) => r.path === '/api/1/profile/institutions')?.search).toBe(
      `iids=${harbor.iid}`,
    );
  });

  it('draws the locked look without calls when paywalled', () => {
    const { requests } = api();
    renderPage('/peer-comparison/groups/create?type=similar', { paywalled: true });
    expect(screen.getByRole('heading', { name: 'Create Peer Group' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Similar Banks/ })).toBeDisabled();
    expect(requests.filter((r) => r.path.startsWith('/api/1/'))).toHaveLength(0);
  });
});
