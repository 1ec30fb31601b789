import type { GroupSummary } from '@app/core/api/groups';
import type { InstitutionProfile } from '@app/core/api/profiles';
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetch, type RecordedRequest, type Reply } from '../../../../test/fake-api';
import type { PageContextValue } from '../../../../product/renderer/page-context';
import { FIRST_BANK } from '../../../../test/first-bank';
import { renderInPageContext } from '../../../../test/render-in-page-context';
import { ManagePeerGroups } from './manage-peer-groups';

const group = (overrides: Partial<GroupSummary>): GroupSummary => ({
  groupId: 1,
  name: 'Group',
  description: '',
  displayDescription: '',
  criteria: '',
  groupType: 20,
  selectionType: 0,
  institutionCount: 0,
  asOf: '2025-12-31',
  iids: [],
  leftOut: { count: 0, institutions: [] },
  editable: false,
  ...overrides,
});

const groups: GroupSummary[] = [
  group({
    groupId: 20,
    name: 'Iowa Community Banks',
    description: 'Banks like yours in Iowa',
    criteria: 'Assets $100MM to $500MM',
    institutionCount: 2,
    iids: [2, 3],
  }),
  group({
    groupId: 10,
    name: 'My Peers',
    groupType: 10,
    institutionCount: 2,
    iids: [2, 3],
    // Still stored, but filed nothing for the quarter shown.
    leftOut: {
      count: 1,
      institutions: [
        {
          iid: 9,
          name: 'Old Ames Bank',
          city: 'Ames',
          state: 'IA',
          label: 'Old Ames Bank (Ames, IA)',
          lastReportingDate: '2024-06-30',
        },
      ],
    },
    editable: true,
  }),
];

const profile = (
  iid: number,
  name: string,
  assets: number,
  roe: number | null,
): InstitutionProfile => ({
  iid,
  name,
  city: 'Ames',
  state: 'IA',
  websiteAddress: `www.${name.split(' ')[0]?.toLowerCase()}.example`,
  reportDate: '2025-09-30',
  totalAssetsQe: assets,
  lnsToDep: 80,
  roaQe: 1.1,
  roeQe: roe,
  netIntMarginQe: 3.2,
  netOverhead: 2,
  yeaQe: 4,
  annualAssetGrowth: 5.5,
  texasRatioQe: 8,
  nonIntIncToTotalAssetsQe: 0.5,
  yldOnLnsQe: 5,
  cofQe: 1,
  cstDepQe: 1,
  label: `${name} (Ames, IA)`,
  institutionType: 'bank',
  ownershipType: 'Stock',
});

const own = profile(1, 'First Bank', 250_000_000, 9);
const members = [
  profile(2, 'Alpha Bank', 123_456_789, 12.5),
  profile(3, 'Zeta Bank', 98_000_000, null),
];

function api(handle?: (request: RecordedRequest) => Reply | undefined) {
  return stubFetch({
    handle: (request) => {
      const extra = handle?.(request);
      if (extra) return extra;
      const { method, path } = request;
      if (method === 'GET' && path === '/api/1/group') return { status: 200, body: groups };
      if (method === 'GET' && path === '/api/1/profile') return { status: 200, body: own };
      if (method === 'GET' && /^\/api\/1\/profile\/(10|20)$/.test(path))
        return { status: 200, body: members };
      if (method === 'GET' && path === '/api/1/profile/institutions')
        return { status: 200, body: [profile(44, 'Cedar Bank', 77_700_000, 6.25)] };
      if (method === 'GET' && path === '/api/institution/search') {
        return {
          status: 200,
          body: [
            {
              iid: 44,
              name: 'Cedar Bank',
              city: 'Ames',
              state: 'IA',
              label: 'Cedar Bank (Ames, IA)',
              institutionType: 'bank',
              active: true,
              lastReportingDate: '2025-09-30',
              successor: null,
              demo: true,
            },
          ],
        };
      }
      if (method === 'PUT' && path === '/api/1/group')
        return { status: 200, body: { changedGroupIds: [10] } };
      if (method === 'DELETE' && path === '/api/1/group/10') return { status: 204 };
      return undefined;
    },
  });
}

function renderScreen(overrides: Partial<PageContextValue> = {}) {
  const router = createMemoryRouter(
    [
      { path: '/peer-comparison/groups/manage', element: <ManagePeerGroups /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/peer-comparison/groups/manage'] },
  );
  const { user } = renderInPageContext(<RouterProvider router={router} />, {
    roomCode: 'groups',
    roomName: 'Peer Groups',
    pageCode: 'manage',
    pageName: 'Manage',
    institution: FIRST_BANK,
    ...overrides,
  });
  return { router, user };
}

const card = (name: string) => screen.getByRole('region', { name });

describe('ManagePeerGroups', () => {
  it('shows each group and loads its members, own institution first, when opened', async () => {
    const fake = api();
    const { user } = renderScreen();
    const provider = await screen.findByRole('region', { name: 'Iowa Community Banks' });
    expect(within(provider).getByText('2 banks')).toBeInTheDocument();
    expect(within(provider).getByText('Banks like yours in Iowa')).toBeInTheDocument();
    expect(
      within(provider).getByText('Selection criteria: Assets $100MM to $500MM'),
    ).toBeInTheDocument();
    expect(
      within(provider).queryByRole('button', { name: 'Rename Group' }),
    ).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create Custom Peer Group' })).toHaveLength(2);
    const custom = screen.getByRole('region', { name: 'My Peers' });
    expect(within(custom).getByText('2 banks')).toBeInTheDocument();
    await user.click(
      within(custom).getByText('1 member did not file for Dec 31, 2025 and is left out'),
    );
    expect(within(custom).getByRole('list', { name: 'Members left out' })).toHaveTextContent(
      'Old Ames Bank (Ames, IA): last filed in Jun 2024',
    );
    expect(within(provider).queryByText(/left out/)).not.toBeInTheDocument();
    expect(fake.requestsTo('/api/1/profile/20')).toHaveLength(0);

    await user.click(within(provider).getByRole('button', { name: 'View Banks' }));
    const table = await within(provider).findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('First Bank (Ames, IA)');
    expect(rows[1]).toHaveTextContent('$250.0MM');
    expect(rows[2]).toHaveTextContent('Alpha Bank (Ames, IA)');
    expect(rows[2]).toHaveTextContent('$123.5MM');
    expect(rows[2]).toHaveTextContent('12.50%');
    expect(rows[3]).toHaveTextContent('Zeta Bank (Ames, IA)');
    expect(within(rows[2]!).getByRole('link', { name: 'Alpha Bank (Ames, IA)' })).toHaveAttribute(
      'href',
      'http://www.alpha.example',
    );
    expect(within(provider).queryByPlaceholderText(/Start typing/)).not.toBeInTheDocument();

    // First click ascending, again descending: Zeta's missing ROE stays last either way.
    await user.click(within(table).getByRole('button', { name: 'Assets' }));
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Zeta Bank');
    await user.click(within(table).getByRole('button', { name: 'Assets' }));
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Alpha Bank');
  });

  it('adds and removes members of a custom group and saves only the changes', async () => {
    const fake = api();
    const { user } = renderScreen();
    const custom = await screen.findByRole('region', { name: 'My Peers' });
    await user.click(within(custom).getByRole('button', { name: 'View/Edit Banks' }));
    await within(custom).findByText('Alpha Bank (Ames, IA)');

    await user.type(
      within(custom).getByPlaceholderText('Start typing to add a new bank to this group'),
      'Ced',
    );
    await user.click(await screen.findByRole('option', { name: 'Cedar Bank (Ames, IA)' }));
    const search = fake.requestsTo('/api/institution/search').at(-1);
    expect(new URLSearchParams(search?.search)).toEqual(
      // A member left out for the quarter is still a member: not offered again.
      new URLSearchParams({ q: 'Ced', institutionType: 'bank', exclude: '2,3,9' }),
    );
    const rows = within(within(custom).getByRole('table')).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Cedar Bank (Ames, IA)');
    expect(rows[2]).toHaveTextContent('Added');
    // Its figures arrive before the group is saved.
    await waitFor(() => expect(rows[2]).toHaveTextContent('6.25%'));
    expect(fake.requestsTo('/api/1/profile/institutions').at(-1)?.search).toBe('iids=44');

    await user.click(within(custom).getByRole('button', { name: 'Remove Zeta Bank' }));
    const bar = screen.getByRole('region', { name: 'Unsaved changes' });
    expect(bar).toHaveTextContent('Banks Added: 1');
    expect(bar).toHaveTextContent('Banks Removed: 1');
    expect(within(custom).queryByRole('button', { name: 'Rename Group' })).not.toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(fake.requestsTo('/api/1/group').filter((r) => r.method === 'PUT')).toHaveLength(1),
    );
    expect(fake.requestsTo('/api/1/group').find((r) => r.method === 'PUT')?.body).toEqual([
      {
        groupId: 10,
        institutions: [
          { iid: 44, isAdded: true, isRemoved: false },
          { iid: 3, isAdded: false, isRemoved: true },
        ],
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(fake.requestsTo('/api/1/profile/10').length).toBeGreaterThan(1));
    expect(within(card('My Peers')).getByRole('table')).toBeInTheDocument();
  });

  it('discards pending changes and blocks leaving while they are pending', async () => {
    api();
    const { user, router } = renderScreen();
    const custom = await screen.findByRole('region', { name: 'My Peers' });
    await user.click(within(custom).getByRole('button', { name: 'View/Edit Banks' }));
    await user.click(await within(custom).findByRole('button', { name: 'Remove Alpha Bank' }));
    expect(within(custom).getAllByRole('row')[2]).toHaveTextContent('Removed');

    await router.navigate('/peer-comparison/balance');
    expect(
      await screen.findByRole('dialog', { name: 'Leave without saving?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay on This Page' }));
    expect(router.state.location.pathname).toBe('/peer-comparison/groups/manage');

    await user.click(screen.getByRole('button', { name: 'Discard Changes' }));
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
    expect(within(custom).getAllByRole('row')[2]).not.toHaveTextContent('Removed');
    expect(within(custom).getByRole('button', { name: 'Rename Group' })).toBeInTheDocument();
  });

  it('renames a custom group through the Rename Folder dialog', async () => {
    const fake = api();
    const { user } = renderScreen();
    const custom = await screen.findByRole('region', { name: 'My Peers' });
    await user.click(within(custom).getByRole('button', { name: 'Rename Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Folder' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(name, 'Closest Peers');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Hand picked');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.requestsTo('/api/1/group').find((r) => r.method === 'PUT')?.body).toEqual([
        { groupId: 10, name: 'Closest Peers', description: 'Hand picked' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a custom group after confirming', async () => {
    const fake = api();
    const { user } = renderScreen();
    const custom = await screen.findByRole('region', { name: 'My Peers' });
    await user.click(within(custom).getByRole('button', { name: 'Delete Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Group?' });
    expect(dialog).toHaveTextContent('My Peers');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fake.requestsTo('/api/1/group/10')).toHaveLength(1));
    expect(fake.requestsTo('/api/1/group/10')[0]?.method).toBe('DELETE');
  });

  it('names credit unions on a credit union subject', async () => {
    api();
    const { user } = renderScreen({
      institutionType: 'credit union',
      institution: {
        iid: 1,
        institutionType: 'credit union',
        name: 'First CU',
        label: 'First CU (Ames, IA)',
      },
    });
    const custom = await screen.findByRole('region', { name: 'My Peers' });
    expect(within(custom).getByText('2 credit unions')).toBeInTheDocument();
    await user.click(within(custom).getByRole('button', { name: 'View/Edit Credit Unions' }));
    expect(
      await within(custom).findByPlaceholderText(
        'Start typing to add a new credit union to this group',
      ),
    ).toBeInTheDocument();
    await user.click(await within(custom).findByRole('button', { name: 'Remove Alpha Bank' }));
    expect(screen.getByRole('region', { name: 'Unsaved changes' })).toHaveTextContent(
      'Credit Unions Removed: 1',
    );
  });

  it('draws the locked look without calling the API when paywalled', () => {
    const fake = api();
    renderScreen({ paywalled: true });
    expect(screen.getByText('Peer groups are locked on this plan.')).toBeInTheDocument();
    expect(fake.requests.filter((r) => r.path.startsWith('/api/1/'))).toHaveLength(0);
  });
});
