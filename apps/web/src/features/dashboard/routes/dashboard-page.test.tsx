import type { DashboardSummary, RecentInstitution } from '@app/core/api/content';
import { DEFAULT_ADVERT, PRODUCT_ADVERTS } from '@app/core/api/content';
import type { DepositSummary } from '@app/core/api/deposit-summary';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdAnswers, stubFetch, type RecordedRequest } from '../../../test/fake-api';
import { fakeShellApi, institution } from '../../../test/fake-shell-api';
import { makeUser } from '../../../test/make-user';
import { renderApp } from '../../../test/render-app';

const PC = {
  clientCode: 'peer-comparison' as const,
  tierClientCode: 'peer-comparison-standard' as const,
  name: 'Peer Comparison',
  hasDashboard: true,
};
const NMD = {
  clientCode: 'non-maturity-deposits' as const,
  tierClientCode: 'non-maturity-deposits-standard' as const,
  name: 'Non-Maturity Deposits',
  hasDashboard: true,
};

const summary = (extra: Partial<DashboardSummary> = {}): DashboardSummary => ({
  latestMessage: {
    id: 'm1',
    dateSent: '2025-12-05T15:00:00.000Z',
    content: '<p>Quarter <strong>closed</strong></p>',
    dateViewed: null,
  },
  activity: [{ id: 'a1', dateSent: '2025-12-01T10:00:00.000Z', content: 'Only one' }],
  advert: DEFAULT_ADVERT,
  recentInstitutions: [],
  ...extra,
});

const depositSummary = (extra: Partial<DepositSummary> = {}): DepositSummary => ({
  startDate: '2022-12-31',
  endDate: '2025-12-31',
  decay: {
    metricId: 'LBPRNMD',
    metricTitle: 'Non-Maturity Deposits',
    decayFactor: 0.0123,
    straightLineWal: 6.5,
    pctDeclineWal: 7.25,
    reason: null,
  },
  beta: {
    metricId: 'LBPRQCOSTDEP',
    metricTitle: 'Cost of Total Deposits',
    rateName: 'Fed Funds',
    beta: 0.347,
    rSquared: 0.912,
    quarters: 13,
    reason: null,
  },
  ...extra,
});

const kpi = (
  metricId: string,
  value: number | null,
  priorValue: number | null,
  rankSort: 'L' | 'N' | 'H',
  displayType = 'PCT',
) => ({
  metricId,
  metricTitle: metricId,
  displayType,
  rankSort,
  reportDate: '2025-12-31',
  value,
  priorValue,
  peerValue: null,
});

/** The quarters held: banks through Sep 2026, credit unions a quarter behind. */
const HELD_DATES = [
  {
    institutionType: 'bank',
    dates: ['2026-06-30', '2026-09-30'],
    loadedAt: '2026-11-03T12:00:00.000Z',
  },
  { institutionType: 'credit union', dates: ['2026-06-30'], loadedAt: '2026-08-28T12:00:00.000Z' },
];

function setUp(
  user: ReturnType<typeof makeUser>,
  dashboard: DashboardSummary,
  institutions = [institution(1, 'Home Bank')],
  deposits: DepositSummary = depositSummary(),
) {
  const shell = fakeShellApi({ institutions });
  const handle = (request: RecordedRequest) => {
    if (request.path === '/api/dashboard') return { status: 200, body: dashboard };
    if (/^\/api\/1\/kpi\/LHAC/.test(request.path)) {
      return {
        status: 200,
        body: [4, 3, 5, 1, null].map((value, i) => ({
          ...kpi(`LHAC003${i}`, value, null, 'H', 'INT'),
          // Profitability rests on 3 of its 4 measures; Credit on 2 of 5, too few for a score.
          ...(i === 1 ? { measures: { used: 3, of: 4, minimum: 3 } } : {}),
          ...(i === 4
            ? { measures: { used: 2, of: 5, minimum: 3 }, valueNote: 'too-few-measures' }
            : {}),
        })),
      };
    }
    if (request.path === '/api/1/kpi/LBPRLNDEP,LBPRLIQASSET,LBPRNONCORE,LBPRCASHDUEAS,LBPRNMDDEP') {
      return {
        status: 200,
        body: [
          kpi('LBPRLNDEP', 80, 75, 'L'),
          kpi('LBPRLIQASSET', 30, 25, 'H'),
          kpi('LBPRNONCORE', 10, 12, 'L'),
          kpi('LBPRCASHDUEAS', 5, 5, 'H'),
          kpi('LBPRNMDDEP', 60, null, 'N'),
        ],
      };
    }
    if (request.path === '/api/1/deposit-summary') return { status: 200, body: deposits };
    if (request.path === '/api/date') return { status: 200, body: HELD_DATES };
    return shell.handle(request);
  };
  const api = stubFetch({ signedIn: user, handle });
  return { api, ...renderApp('/dashboard') };
}

afterEach(() => vi.restoreAllMocks());

describe('dashboard', () => {
  it('shows the latest message, no recent activity for one entry, and the advert', async () => {
    setUp(makeUser({ institutionIid: 1 }), summary());
    const message = await screen.findByRole(
      'region',
      { name: 'Latest Message' },
      { timeout: 5000 },
    );
    expect(within(message).getByText('Dec 05, 2025')).toBeInTheDocument();
    expect(within(message).getByText('closed').tagName).toBe('STRONG');
    expect(within(message).getByRole('link', { name: 'View All Messages' })).toHaveAttribute(
      'href',
      '/messages',
    );
    const activity = screen.getByRole('region', { name: 'Recent Activity' });
    expect(within(activity).getByText('No recent activity')).toBeInTheDocument();
    expect(within(activity).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/activity',
    );
    expect(screen.getByRole('img', { name: 'Get the Bundle: see plans' })).toHaveAttribute(
      'src',
      DEFAULT_ADVERT.adImage,
    );
  });

  it('greets a first sign-in without "back", and a returning user with it', async () => {
    const first = setUp(makeUser({ institutionIid: 1, signedInBefore: false }), summary());
    expect(await screen.findByText('Welcome, Pat.')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    first.unmount();
    setUp(makeUser({ institutionIid: 1, signedInBefore: true }), summary());
    expect(await screen.findByText('Welcome back, Pat.')).toBeInTheDocument();
  });

  it('says how current the data is and when the next quarters are due', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 15, 12));
    setUp(makeUser({ institutionIid: 1 }), summary());
    expect(
      await screen.findByText(
        'Call reports through Sep 30, 2026; NCUA through Jun 30, 2026, loaded Nov 3',
      ),
    ).toBeInTheDocument();
    // NCUA's Q3 was due Oct 31: filed, not yet published or imported.
    expect(
      screen.getByText(
        'Q4 2026 call reports are due Jan 30, 2027; Q3 2026 NCUA 5300 reports were due Oct 31, 2026',
      ),
    ).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('shows the advert for what the user lacks, and no advert when they lack nothing', async () => {
    const view = setUp(
      makeUser({ institutionIid: 1 }),
      summary({ advert: PRODUCT_ADVERTS['non-maturity-deposits'] }),
    );
    expect(
      await screen.findByRole('img', { name: 'Add Non-Maturity Deposits: see plans' }),
    ).toHaveAttribute('src', '/adverts/nmd-advert.svg');
    view.unmount();
    setUp(makeUser({ institutionIid: 1 }), summary({ advert: null }));
    await screen.findByRole('region', { name: 'Latest Message' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Featured' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /see plans/ })).not.toBeInTheDocument();
  });

  it("shows a Bundle subscriber the reference guide's advert, opened in a tab of its own", async () => {
    setUp(makeUser({ institutionIid: 1 }), summary({ advert: PRODUCT_ADVERTS.guide }));
    const link = await screen.findByRole('link', {
      name: 'Get the most from both products: read the reference guide',
    });
    expect(link).toHaveAttribute('href', '/api/image/reference-guide.pdf');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('lists activity from two entries and shows a partner advert', async () => {
    setUp(
      makeUser(),
      summary({
        activity: [
          {
            id: 'a1',
            dateSent: '2025-12-02T10:00:00.000Z',
            content: 'Switched to <strong>X</strong>.',
          },
          { id: 'a2', dateSent: '2025-12-01T10:00:00.000Z', content: 'Added Y.' },
        ],
        advert: {
          adImage: '/partners/ad.svg',
          adUrl: 'https://partner.example/',
          partnerName: 'Acme',
          alt: 'Acme: learn more',
        },
      }),
    );
    const activity = await screen.findByRole(
      'region',
      { name: 'Recent Activity' },
      { timeout: 5000 },
    );
    expect(within(activity).queryByText('No recent activity')).not.toBeInTheDocument();
    expect(within(activity).getByText('Added Y.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acme: learn more' })).toHaveAttribute(
      'href',
      'https://partner.example/',
    );
  });

  it('gives a single institution five score tiles linking to performance pages', async () => {
    setUp(makeUser({ institutionIid: 1, products: [PC], claims: ['peer-comparison'] }), summary());
    const panel = await screen.findByRole('region', { name: 'Peer Comparison' }, { timeout: 5000 });
    const liquidity = await within(panel).findByRole('link', {
      name: 'Liquidity: 4 (Above Average)',
    });
    expect(liquidity).toHaveAttribute('href', '/peer-comparison/performance/liquidity');
    expect(liquidity).toHaveTextContent('As of Dec 2025');
    expect(within(panel).getByRole('link', { name: 'Capital: 5 (High)' })).toHaveAttribute(
      'href',
      '/peer-comparison/performance/capital',
    );
    expect(
      within(panel).getByRole('link', { name: 'Revenue and Expense: 1 (Low)' }),
    ).toBeInTheDocument();
    // issue 23: each score says what it rests on, and a thin one shows none, with the reason.
    const profitability = within(panel).getByRole('link', {
      name: 'Profitability: 3 (Average), based on 3 of 4 measures',
    });
    expect(within(profitability).getByTestId('score-measures')).toHaveTextContent(
      'Based on 3 of 4 measures',
    );
    const credit = within(panel).getByRole('link', {
      name: 'Credit: no score, based on 2 of 5 measures; a score needs at least 3',
    });
    expect(within(credit).getByTestId('score')).toHaveTextContent('-');
    expect(credit).toHaveTextContent('No score');
    expect(within(credit).getByTestId('score-measures')).toHaveTextContent(
      'Based on 2 of 5 measures; a score needs at least 3',
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'How are scores made?' }));
    expect(
      within(panel).getByText(/with fewer than 3 reported there is no score\.$/),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Balance Snapshot' })).toHaveAttribute(
      'href',
      '/peer-comparison/balance/snapshot',
    );
    expect(within(panel).getByRole('link', { name: 'Go to Product' })).toHaveAttribute(
      'href',
      '/peer-comparison',
    );
  });

  it("asks for the own institution's scores while the saved selection is still on its way", async () => {
    const { api } = setUp(
      makeUser({ institutionIid: 1, products: [PC], claims: ['peer-comparison'] }),
      summary(),
    );
    const sendSelection = holdAnswers((path) => path === '/api/user/session');

    await waitFor(() =>
      expect(api.requests.filter((call) => call.path.startsWith('/api/1/kpi/'))).toHaveLength(1),
    );
    expect(screen.queryByRole('region', { name: 'Peer Comparison' })).not.toBeInTheDocument();
    sendSelection();
    const panel = await screen.findByRole('region', { name: 'Peer Comparison' });
    expect(
      await within(panel).findByRole('link', { name: 'Liquidity: 4 (Above Average)' }),
    ).toBeInTheDocument();
  });

  it('gives a Non-Maturity Deposits holder its own panel: KPI tiles, decay, WAL and beta', async () => {
    setUp(
      makeUser({ institutionIid: 1, products: [NMD], claims: ['non-maturity-deposits'] }),
      summary(),
    );
    const panel = await screen.findByRole(
      'region',
      { name: 'Non-Maturity Deposits' },
      { timeout: 5000 },
    );
    // No locked Peer Comparison panel in its place.
    expect(screen.queryByRole('region', { name: 'Peer Comparison' })).not.toBeInTheDocument();
    expect(
      await within(panel).findByRole('link', { name: /^Loans to Deposits: 80.00%/ }),
    ).toHaveAttribute('href', '/non-maturity-deposits/decay_basic');
    expect(
      within(panel).getAllByRole('link', { name: /^(Loans|Liquid|Non-Core|Cash|Non-Maturity to)/ }),
    ).toHaveLength(5);
    const decay = await within(panel).findByRole('link', {
      name: 'Quarterly Decay Factor: 1.23%. Non-Maturity Deposits, actual balance',
    });
    expect(decay).toHaveAttribute('href', '/non-maturity-deposits/decay_basic');
    expect(
      within(panel).getByRole('link', { name: /^% Decline WAL: 7.25 years\./ }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('link', { name: /^Straight Line WAL: 6.50 years\./ }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('link', {
        name: 'Deposit Beta vs Fed Funds: 0.35. Cost of Total Deposits on Fed Funds, 13 quarters; R² 0.91',
      }),
    ).toHaveAttribute('href', '/non-maturity-deposits/beta_reg/beta_basic');
    expect(within(panel).getByText(/^Dec 2022 – Dec 2025/)).toBeInTheDocument();
    const links = within(panel).getByRole('navigation', { name: 'Quick links' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/non-maturity-deposits/decay_basic',
      '/non-maturity-deposits/beta_reg/beta_basic',
      '/non-maturity-deposits/beta_reg/beta_linear',
      '/non-maturity-deposits/beta_suite',
    ]);
    expect(within(links).getByRole('link', { name: 'Beta Suite' })).toHaveAttribute(
      'href',
      '/non-maturity-deposits/beta_suite',
    );
    expect(within(panel).getByRole('link', { name: 'Go to Product' })).toHaveAttribute(
      'href',
      '/non-maturity-deposits',
    );
  });

  it('shows a missing deposit figure as a dash with the reason, never 0', async () => {
    const base = depositSummary();
    setUp(
      makeUser({ institutionIid: 1, products: [NMD], claims: ['non-maturity-deposits'] }),
      summary(),
      undefined,
      depositSummary({
        decay: {
          ...base.decay,
          decayFactor: null,
          straightLineWal: null,
          pctDeclineWal: null,
          reason: 'Fewer than 8 quarters of balances in the window: not enough to measure decay.',
        },
        beta: {
          ...base.beta,
          beta: null,
          rSquared: null,
          quarters: 0,
          reason: 'The Fed Funds rate is not loaded.',
        },
      }),
    );
    const panel = await screen.findByRole(
      'region',
      { name: 'Non-Maturity Deposits' },
      { timeout: 5000 },
    );
    const decay = await within(panel).findByRole('link', {
      name: 'Quarterly Decay Factor: -. Fewer than 8 quarters of balances in the window: not enough to measure decay.',
    });
    expect(decay).toHaveTextContent('-');
    expect(
      within(panel).getByRole('link', { name: /^% Decline WAL: -\. Fewer than 8 quarters/ }),
    ).toBeInTheDocument();
    const beta = within(panel).getByRole('link', {
      name: 'Deposit Beta vs Fed Funds: -. The Fed Funds rate is not loaded.',
    });
    expect(beta).toHaveTextContent('The Fed Funds rate is not loaded.');
  });

  it("lists a HOLD organization's institutions under My Banks; a click shows that bank", async () => {
    const shell = fakeShellApi({
      institutions: [
        institution(1, 'Home Bank'),
        institution(2, 'Sister Bank'),
        institution(3, 'Old Bank', { active: false, lastReportingDate: '2024-06-30' }),
      ],
      // The HOLD organization's fixed list (a platform admin sets it).
      favorites: [2, 3],
    });
    const api = stubFetch({
      signedIn: makeUser({
        institutionIid: 1,
        organizationType: 'HOLD',
        products: [PC],
        claims: ['peer-comparison'],
      }),
      handle: (request) => {
        if (request.path === '/api/dashboard') return { status: 200, body: summary() };
        if (/^\/api\/\d\/kpi\/LHAC/.test(request.path)) {
          return {
            status: 200,
            body: [3, 3, 3, 3, 3].map((value, i) => kpi(`LHAC003${i}`, value, null, 'H', 'INT')),
          };
        }
        return shell.handle(request);
      },
    });
    const { user } = renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'My Banks' }, { timeout: 5000 });
    expect(
      await within(card).findByRole('button', { name: 'Home Bank (Ames, IA), shown' }),
    ).toBeDisabled();
    expect(
      within(card).getByRole('button', { name: 'Old Bank (Ames, IA). Show this bank' }),
    ).toHaveTextContent('Last filed in Jun 2024');
    const panel = screen.getByRole('region', { name: 'Peer Comparison' });
    expect(within(panel).getByText('Home Bank (Ames, IA)')).toBeInTheDocument();

    await user.click(
      within(card).getByRole('button', { name: 'Sister Bank (Ames, IA). Show this bank' }),
    );
    expect(
      await within(card).findByRole('button', { name: 'Sister Bank (Ames, IA), shown' }),
    ).toBeDisabled();
    expect(await within(panel).findByText('Sister Bank (Ames, IA)')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requestsTo('/api/user/institution/2')[0]?.body).toEqual({ viewed: true }),
    );
  });

  it('shows no My Banks card to organizations that are not HOLD', async () => {
    setUp(makeUser({ institutionIid: 1, products: [PC], claims: ['peer-comparison'] }), summary());
    await screen.findByRole('region', { name: 'Peer Comparison' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'My Banks' })).not.toBeInTheDocument();
  });

  it('logs when the Peer Comparison panel cannot be created', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setUp(makeUser({ institutionIid: null }), summary());
    expect(await screen.findByText('No institution to show')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to create component: PeerComparisonPanel');
  });

  it('gives a MULTI bank five KPI tiles with arrows by metric direction', async () => {
    setUp(
      makeUser({
        institutionIid: 1,
        organizationType: 'MULTI',
        products: [PC, NMD],
        claims: ['peer-comparison', 'non-maturity-deposits'],
      }),
      summary(),
    );
    const panel = await screen.findByRole('region', {
      name: 'Peer Comparison + Non-Maturity Deposits',
    });
    const loans = await within(panel).findByRole('link', {
      name: 'Loans to Deposits: 80.00%, up from 75.00% the prior quarter (less favourable)',
    });
    expect(loans).toHaveAttribute('href', '/non-maturity-deposits/decay_basic');
    // Lower is better for loans to deposits: a rise is red.
    expect(within(loans).getByText('▲')).toHaveAttribute('data-trend', 'up-declined');
    const liquid = within(panel).getByRole('link', { name: /^Liquid Asset Ratio/ });
    expect(within(liquid).getByText('▲')).toHaveAttribute('data-trend', 'up-improved');
    const noncore = within(panel).getByRole('link', {
      name: 'Non-Core Funding: 10.00%, down from 12.00% the prior quarter (more favourable)',
    });
    expect(within(noncore).getByText('▼')).toHaveAttribute('data-trend', 'down-improved');
    expect(
      within(panel).getByRole('link', { name: /^Cash and Dep\/Assets: 5.00%, unchanged/ }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('link', {
        name: /^Non-Maturity to Total Deposits: 60.00%, no prior/,
      }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Deposit Decay' })).toHaveAttribute(
      'href',
      '/non-maturity-deposits/decay_basic',
    );
    expect(within(panel).getByRole('link', { name: 'Deposit Beta' })).toHaveAttribute(
      'href',
      '/non-maturity-deposits/beta_reg/beta_basic',
    );
  });

  it('updates Recently Viewed and Recent Activity after a switch, without a reload', async () => {
    const cu = institution(1, 'Lake Credit Union', { institutionType: 'credit union' });
    const far = institution(9, 'Far Bank');
    const shell = fakeShellApi({ institutions: [cu, far], favorites: [9] });
    // The server's answer follows the visits the switcher records.
    const dashboard = (): DashboardSummary => {
      const visited = shell.list.get(9)?.dateLastViewed ?? null;
      return summary({
        activity: visited
          ? [
              { id: 'a2', dateSent: visited, content: 'Switched to Far Bank (Ames, IA).' },
              { id: 'a1', dateSent: '2025-12-01T10:00:00.000Z', content: 'Signed in.' },
            ]
          : [],
        recentInstitutions: visited
          ? [
              {
                ...far,
                isFavorite: true,
                dateLastViewed: visited,
                totalAssets: 2_000_000_000,
                totalAssetsDisplayType: 'USDMM',
                totalAssetsDate: '2025-12-31',
              },
            ]
          : [],
      });
    };
    stubFetch({
      signedIn: makeUser({
        institutionIid: 1,
        organizationType: 'MULTI',
        institutionType: 'credit union',
        products: [PC],
        claims: ['peer-comparison'],
      }),
      handle: (request) =>
        request.path === '/api/dashboard'
          ? { status: 200, body: dashboard() }
          : shell.handle(request),
    });
    const { user } = renderApp('/dashboard');
    const panel = await screen.findByRole('region', { name: 'Peer Comparison' }, { timeout: 5000 });
    expect(
      await within(panel).findByText('Institutions you switch to appear here.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Recent Activity' })).getByText(
        'No recent activity',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Switch institution/ }));
    await user.click(await screen.findByRole('button', { name: 'Switch to Far Bank (Ames, IA)' }));
    expect(
      await within(panel).findByRole(
        'button',
        { name: 'Far Bank (Ames, IA): Total Assets $2,000.0MM. Open in Peer Comparison' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Recent Activity' })).getByText(
        'Switched to Far Bank (Ames, IA).',
      ),
    ).toBeInTheDocument();
  });

  it('gives a non-bank MULTI account its recent institutions; a click selects and opens one', async () => {
    const cu = institution(1, 'Lake Credit Union', { institutionType: 'credit union' });
    const recent: RecentInstitution = {
      ...institution(9, 'Far Bank'),
      isFavorite: false,
      dateLastViewed: '2025-12-01T00:00:00.000Z',
      totalAssets: 1_234_567_890,
      totalAssetsDisplayType: 'USDMM',
      totalAssetsDate: '2025-12-31',
    };
    const { api, router, user } = setUp(
      makeUser({
        institutionIid: 1,
        organizationType: 'MULTI',
        institutionType: 'credit union',
        products: [PC],
        claims: ['peer-comparison'],
      }),
      summary({ recentInstitutions: [recent] }),
      [cu, institution(9, 'Far Bank')],
    );
    const panel = await screen.findByRole('region', { name: 'Peer Comparison' }, { timeout: 5000 });
    const tile = await within(panel).findByRole('button', {
      name: 'Far Bank (Ames, IA): Total Assets $1,234.6MM. Open in Peer Comparison',
    });
    await user.click(tile);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/peer-comparison/balance/snapshot'),
    );
    await waitFor(() =>
      expect(api.requestsTo('/api/user/institution/9')[0]?.body).toEqual({ viewed: true }),
    );
  });
});
