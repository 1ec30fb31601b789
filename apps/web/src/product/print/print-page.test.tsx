import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fake-api';
import { fakeShellApi, group, institution } from '../../test/fake-shell-api';
import { makeUser } from '../../test/make-user';
import { renderApp } from '../../test/render-app';
import { PRINT_SELECTION_KEY, type PrintSelection } from '../utils/print-selection';

const DATES = ['2024-12-31', '2025-03-31', '2025-06-30', '2025-09-30', '2025-12-31'];

function definition() {
  const page = (clientCode: string, name: string, headerDateType: 'asOf' | 'range') => ({
    name,
    clientCode,
    tiers: [],
    paywallMessage: '',
    printSettings: { headerDateType },
    components: [
      {
        name: 'Section',
        data: { title: 'Balance Sheet Mix', infoId: 'balance-mix' },
        children: [{ name: 'TextBox', data: { text: 'Assets by kind.' } }],
      },
    ],
  });
  return {
    name: 'Peer Comparison',
    clientCode: 'peer-comparison',
    rooms: [
      {
        name: 'Balance',
        clientCode: 'balance',
        pages: [page('snapshot', 'Snapshot', 'asOf'), page('trend', 'Trend', 'range')],
      },
    ],
  };
}

const peerGroup = group(7, 'Iowa Peers', 10, [1, 2, 3]);

function printApi() {
  const shell = fakeShellApi({
    institutions: [
      institution(123456, 'First Community Bank'),
      institution(777, 'Second State Bank'),
    ],
    groups: { 123456: [peerGroup], 777: [peerGroup] },
    members: {
      7: [
        [1, 'Alpha Bank'],
        [2, 'Beta Bank'],
        [3, 'Gamma Bank'],
      ],
    },
  });
  return (request: Parameters<typeof shell.handle>[0]) => {
    if (request.path === '/api/date') {
      return {
        status: 200,
        body: [
          { institutionType: 'bank', dates: DATES, loadedAt: '2026-02-03T12:00:00.000Z' },
          { institutionType: 'credit union', dates: DATES, loadedAt: '2026-02-02T12:00:00.000Z' },
        ],
      };
    }
    if (request.path === '/api/dialoginformation/balance-mix') {
      return {
        status: 200,
        body: {
          id: 'balance-mix',
          title: 'About the mix',
          content: 'Shares of total assets.',
          footer: '',
        },
      };
    }
    return shell.handle(request);
  };
}

const stored: PrintSelection = {
  institutionIid: 777,
  peer: {
    group: {
      groupId: 7,
      groupType: 10,
      name: 'Iowa Peers',
      institutionCount: 3,
      iids: [1, 2, 3],
    },
    members: [1, 3],
    institution: null,
  },
  peerInstitutions: [],
  dateRange: { startDate: '2025-03-31', endDate: '2025-09-30' },
  pageState: {},
};

function start(path: string, selection: PrintSelection | null = stored) {
  if (selection) window.sessionStorage.setItem(PRINT_SELECTION_KEY, JSON.stringify(selection));
  const api = stubFetch({
    signedIn: makeUser(),
    productDefinitions: { 'peer-comparison-1': definition() },
    handle: printApi(),
  });
  return { api, ...renderApp(path) };
}

describe('the print page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 12));
  });
  afterEach(() => window.sessionStorage.clear());

  it('shows the report header of the stored selection, As of its end date, and the run date', async () => {
    const { api } = start('/print/peer-comparison/balance/snapshot');

    expect(await screen.findByTestId('print-institution')).toHaveTextContent('Second State Bank');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Balance Room - Snapshot' }),
    ).toBeInTheDocument();
    expect(screen.getByText('As of Sep 2025')).toBeInTheDocument();
    expect(screen.getByText('Run Date: Nov 21, 2026')).toBeInTheDocument();
    // How current the agencies' data is, on paper too (the newest load, the bank's).
    expect(
      await screen.findByText(
        'Call reports through Dec 31, 2025; NCUA through Dec 31, 2025, loaded Feb 3, 2026',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/api/image/logo');
    // The restored selection is the report's own: nothing is written back.
    expect(api.requests.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the month-year range on range pages', async () => {
    start('/print/peer-comparison/balance/trend');
    expect(await screen.findByText('Mar 2025 to Sep 2025')).toBeInTheDocument();
  });

  it('uses the saved selection when nothing was stored', async () => {
    start('/print/peer-comparison/balance/snapshot', null);
    expect(await screen.findByTestId('print-institution')).toHaveTextContent(
      'First Community Bank',
    );
    expect(await screen.findByText('As of Dec 2025')).toBeInTheDocument();
  });

  it('offers Print, and lists only the ticked institutions of the peer group when asked', async () => {
    const { user } = start('/print/peer-comparison/balance/snapshot');
    const toolbar = await screen.findByRole('toolbar', { name: 'Print' });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await user.click(within(toolbar).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();

    expect(screen.queryByText('Alpha Bank (Ames, IA)')).not.toBeInTheDocument();
    await user.click(
      within(toolbar).getByRole('checkbox', { name: 'Include list of institutions in peer group' }),
    );
    const list = await screen.findByRole('region', { name: 'Institutions in peer group' });
    expect(within(list).getByRole('heading', { name: 'Iowa Peers' })).toBeInTheDocument();
    expect(await within(list).findByText('Alpha Bank (Ames, IA)')).toBeInTheDocument();
    expect(within(list).getByText('Gamma Bank (Ames, IA)')).toBeInTheDocument();
    expect(within(list).queryByText('Beta Bank (Ames, IA)')).not.toBeInTheDocument();
  });

  it('hides the group checkbox without a peer group', async () => {
    start('/print/peer-comparison/balance/snapshot', { ...stored, peer: null });
    await screen.findByRole('toolbar', { name: 'Print' });
    expect(screen.getByRole('checkbox', { name: 'Include information boxes' })).toBeInTheDocument();
    expect(
      screen.queryByRole('checkbox', { name: 'Include list of institutions in peer group' }),
    ).not.toBeInTheDocument();
  });

  it('prints the information texts inline when asked', async () => {
    const { user } = start('/print/peer-comparison/balance/snapshot');
    await user.click(await screen.findByRole('checkbox', { name: 'Include information boxes' }));
    expect(await screen.findByText('Shares of total assets.')).toBeInTheDocument();
    expect(screen.getByText('About the mix')).toBeInTheDocument();
  });
});
