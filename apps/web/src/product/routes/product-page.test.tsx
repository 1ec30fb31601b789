import type { UserState } from '@app/core/api/auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { holdAnswers, stubFetch } from '../../test/fake-api';
import { fakeShellApi, institution } from '../../test/fake-shell-api';
import { makeUser } from '../../test/make-user';
import { renderApp } from '../../test/render-app';

function definition(roomPrefix: string) {
  return {
    name: 'Peer Comparison',
    clientCode: 'peer-comparison',
    rooms: [
      {
        name: `${roomPrefix}Balance`,
        clientCode: 'balance',
        pages: [
          {
            name: 'Snapshot',
            clientCode: 'snapshot',
            tiers: [],
            paywallMessage: '',
            components: [
              {
                name: 'Section',
                data: { title: 'Balance Sheet Mix' },
                children: [{ name: 'TextBox', data: { text: 'Assets by kind.' } }],
              },
            ],
          },
          {
            name: 'Loans',
            clientCode: 'loans',
            tiers: ['peer-comparison-standard'],
            paywallMessage: 'Upgrade to see loans.',
            dateControl: 'single',
            components: [{ name: 'TextBox', data: { text: 'Loan mix explained.' } }],
          },
        ],
      },
      {
        name: 'Correlations',
        clientCode: 'correlations',
        pages: [
          {
            name: 'Correlations',
            clientCode: 'correlations',
            tiers: [],
            showPrint: false,
            showFeedback: false,
            components: [{ name: 'NoSuchChart', data: {} }],
          },
        ],
      },
    ],
  };
}

/** 20 quarter ends, Mar 2021 to Dec 2025. */
const DATES = Array.from({ length: 20 }, (_, i) => {
  const year = 2021 + Math.floor(i / 4);
  return `${year}-${['03-31', '06-30', '09-30', '12-31'][i % 4]}`;
});

/** The shell's calls plus the report dates and feedback, for pages that show their header. */
function pageApi(session: Record<string, string> = {}) {
  const shell = fakeShellApi({
    institutions: [institution(123456, 'First Community Bank')],
    session,
  });
  const feedback: unknown[] = [];
  return {
    session: shell.session,
    feedback,
    handle: (request: Parameters<typeof shell.handle>[0]) => {
      if (request.path === '/api/date') {
        return {
          status: 200,
          body: [
            { institutionType: 'bank', dates: DATES, loadedAt: '2026-02-03T12:00:00.000Z' },
            { institutionType: 'credit union', dates: DATES, loadedAt: '2026-02-02T12:00:00.000Z' },
          ],
        };
      }
      if (request.path === '/api/feedback' && request.method === 'POST') {
        feedback.push(request.body);
        return { status: 204 };
      }
      return shell.handle(request);
    },
  };
}

/** The Free plan's one product, as /api/auth/me lists it. */
const BASIC_PLAN: UserState['products'] = [
  {
    clientCode: 'peer-comparison',
    tierClientCode: 'peer-comparison-basic',
    name: 'Peer Comparison',
    hasDashboard: true,
  },
];

const productDefinitions = {
  'peer-comparison-1': definition(''),
  'peer-comparison-2': definition('Credit Union '),
};

describe('product pages', () => {
  it('send a signed-out visitor to log in', async () => {
    stubFetch({ productDefinitions });
    const { router } = renderApp('/peer-comparison/balance/loans');

    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('tell a user without the product claim that they have no access', async () => {
    const api = stubFetch({ signedIn: makeUser({ claims: [] }), productDefinitions });
    renderApp('/peer-comparison');

    expect(
      await screen.findByRole('heading', { name: 'You do not have access to Peer Comparison' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View plans and pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(api.requests.some((call) => call.path.startsWith('/assets/'))).toBe(false);
  });

  it('open the first page of the first room at /{product}', async () => {
    stubFetch({ signedIn: makeUser(), productDefinitions });
    const { router } = renderApp('/peer-comparison');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Balance Room - Snapshot' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/peer-comparison/balance/snapshot');
    const rooms = screen.getByRole('navigation', { name: 'Peer Comparison rooms' });
    expect(within(rooms).getByRole('link', { name: 'Balance' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Loans' })).toHaveAttribute(
      'href',
      '/peer-comparison/balance/loans',
    );
  });

  it('load the credit union definition for a credit union user', async () => {
    const api = stubFetch({
      signedIn: makeUser({ institutionType: 'credit union' }),
      productDefinitions,
    });
    renderApp('/peer-comparison/balance/snapshot');

    expect(
      await screen.findByRole('heading', { name: 'Credit Union Balance Room - Snapshot' }),
    ).toBeInTheDocument();
    expect(api.requestsTo('/assets/products/peer-comparison-2.json')).toHaveLength(1);
  });

  it('load the definition of the institution on screen: a MULTI bank user looking at a credit union', async () => {
    const shell = fakeShellApi({
      institutions: [
        institution(123456, 'First Community Bank'),
        institution(1000005536, 'Harbor Credit Union', { institutionType: 'credit union' }),
      ],
      session: { institution: '1000005536' },
    });
    const api = stubFetch({
      signedIn: makeUser({ organizationType: 'MULTI' }),
      productDefinitions,
      handle: shell.handle,
    });
    renderApp('/peer-comparison/balance/snapshot');

    expect(
      await screen.findByRole('heading', { name: 'Credit Union Balance Room - Snapshot' }),
    ).toBeInTheDocument();
    expect(api.requestsTo('/assets/products/peer-comparison-2.json')).toHaveLength(1);
  });

  it('say under the title how current the data is', async () => {
    stubFetch({ signedIn: makeUser(), productDefinitions, handle: pageApi().handle });
    renderApp('/peer-comparison/balance/snapshot');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Balance Room - Snapshot' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Call reports through Dec 31, 2025; NCUA through Dec 31, 2025, loaded Feb 3, 2026',
      ),
    ).toBeInTheDocument();
  });

  it('show a single-page room at its room address', async () => {
    stubFetch({ signedIn: makeUser(), productDefinitions });
    const { router } = renderApp('/peer-comparison/correlations');

    expect(await screen.findByRole('heading', { name: 'Correlations Room' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/peer-comparison/correlations');
  });

  it('offer the upgrade on a page above the user plan', async () => {
    stubFetch({
      signedIn: makeUser({
        claims: ['peer-comparison', 'client-admin'],
        products: BASIC_PLAN,
      }),
      productDefinitions,
    });
    renderApp('/peer-comparison/balance/loans');

    expect(await screen.findByText('Upgrade to see loans.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute(
      'href',
      '/upgrade-pricing',
    );
  });

  it('tell a member who is not client-admin whom to ask instead of offering the upgrade', async () => {
    stubFetch({
      signedIn: makeUser({
        administrators: ['Sam Admin'],
        products: BASIC_PLAN,
      }),
      productDefinitions,
    });
    renderApp('/peer-comparison/balance/loans');

    expect(await screen.findByText('Upgrade to see loans.')).toBeInTheDocument();
    expect(
      screen.getByText("Ask your administrator (Sam Admin) to upgrade your organization's plan."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade Plan' })).toBeNull();
  });

  it('render print pages without the application header and footer', async () => {
    stubFetch({ signedIn: makeUser(), productDefinitions });
    renderApp('/print/peer-comparison/balance/loans');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Balance Room - Loans' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('log a component name the registry does not know (spec 2 section 8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = pageApi();
    stubFetch({ signedIn: makeUser(), productDefinitions, handle: api.handle });
    renderApp('/peer-comparison/correlations');

    expect(await screen.findByRole('heading', { name: 'Correlations Room' })).toBeInTheDocument();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Failed to create component', 'NoSuchChart'),
    );
    logged.mockRestore();
  });

  it('remember a collapsed section in the session store (spec 2 section 2.10)', async () => {
    const api = pageApi();
    stubFetch({ signedIn: makeUser(), productDefinitions, handle: api.handle });
    const { user } = renderApp('/peer-comparison/balance/snapshot');

    const header = await screen.findByRole('button', { name: /Balance Sheet Mix/ });
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Assets by kind.')).toBeInTheDocument();
    await user.click(header);

    expect(header).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(api.session.get('section-open-Balance Sheet Mix')).toBe('false'));
  });

  it('start the range slider on the last 13 dates and save moves per institution type', async () => {
    const api = pageApi();
    stubFetch({ signedIn: makeUser(), productDefinitions, handle: api.handle });
    renderApp('/peer-comparison/balance/snapshot');

    const start = await screen.findByRole('slider', { name: 'Start date' });
    const end = screen.getByRole('slider', { name: 'End date' });
    expect(start).toHaveAttribute('aria-valuetext', 'Dec 2022');
    expect(end).toHaveAttribute('aria-valuetext', 'Dec 2025');

    fireEvent.keyDown(start, { key: 'ArrowRight' });
    expect(start).toHaveAttribute('aria-valuetext', 'Mar 2023');
    fireEvent.keyDown(end, { key: 'PageDown' });
    expect(end).toHaveAttribute('aria-valuetext', 'Dec 2024');
    expect(screen.getByText('Mar 2023 – Dec 2024')).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(api.session.get('dateRange-bank') ?? '{}')).toEqual({
        startDate: '2023-03-31',
        endDate: '2024-12-31',
      }),
    );
  });

  it('ask for the report dates while the product definition is still on its way', async () => {
    const api = pageApi();
    const server = stubFetch({ signedIn: makeUser(), productDefinitions, handle: api.handle });
    const sendDefinition = holdAnswers((path) => path.startsWith('/assets/products/'));
    renderApp('/peer-comparison/balance/loans');

    await waitFor(() => expect(server.requestsTo('/api/date')).toHaveLength(1));
    expect(screen.queryByRole('slider', { name: 'Report date' })).not.toBeInTheDocument();
    sendDefinition();
    expect(await screen.findByRole('slider', { name: 'Report date' })).toHaveAttribute(
      'aria-valuetext',
      'Dec 2025',
    );
    expect(server.requestsTo('/api/date')).toHaveLength(1);
  });

  it('restore a saved range and move the single-date slider by 4 with page keys', async () => {
    const api = pageApi({
      'dateRange-bank': JSON.stringify({ startDate: '2022-03-31', endDate: '2025-06-30' }),
    });
    stubFetch({ signedIn: makeUser(), productDefinitions, handle: api.handle });
    renderApp('/peer-comparison/balance/loans');

    const slider = await screen.findByRole('slider', { name: 'Report date' });
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', 'Jun 2025'));
    fireEvent.keyDown(slider, { key: 'PageDown' });
    expect(slider).toHaveAttribute('aria-valuetext', 'Jun 2024');
    await waitFor(() =>
      expect(JSON.parse(api.session.get('dateRange-bank') ?? '{}')).toEqual({
        startDate: '2022-03-31',
        endDate: '2024-06-30',
      }),
    );
  });

  it('lock a paywalled page: banner, inert dimmed content', async () => {
    const api = pageApi();
    stubFetch({
      signedIn: makeUser({
        claims: ['peer-comparison', 'client-admin'],
        products: BASIC_PLAN,
      }),
      productDefinitions,
      handle: api.handle,
    });
    renderApp('/peer-comparison/balance/loans');

    expect(await screen.findByText('Get This Feature!')).toBeInTheDocument();
    expect(screen.getByText('Upgrade to see loans.')).toBeInTheDocument();
    // Testing Library's queries do not model `inert`, so the test reads the attribute on the
    // content's ancestors: the locked content is inert, the upgrade link is not.
    const content = screen.getByText('Loan mix explained.');
    // eslint-disable-next-line testing-library/no-node-access -- inert has no query (see above)
    expect(content.closest('[inert]')).not.toBeNull();
    const upgrade = screen.getByRole('link', { name: 'Upgrade Plan' });
    // eslint-disable-next-line testing-library/no-node-access -- inert has no query (see above)
    expect(upgrade.closest('[inert]')).toBeNull();
  });

  it('open the print page in a new window and send feedback with the page address', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const api = pageApi();
    stubFetch({ signedIn: makeUser(), productDefinitions, handle: api.handle });
    const { user } = renderApp('/peer-comparison/balance/snapshot');

    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(open).toHaveBeenCalledWith('/print/peer-comparison/balance/snapshot', '_blank');

    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.click(within(dialog).getByRole('textbox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'I have a suggestion' }));
    await user.type(within(dialog).getByPlaceholderText('Details'), 'The pie is great');
    await user.click(within(dialog).getByRole('checkbox', { name: "It's okay to contact me" }));
    await user.click(send);

    await waitFor(() => expect(api.feedback).toHaveLength(1));
    expect(api.feedback[0]).toEqual({
      type: 'Suggestion',
      content: 'The pie is great',
      contact: true,
      pageName: expect.stringContaining('/') as unknown,
    });
    expect(await within(dialog).findByText('Thank you — your feedback was sent.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('hide Print and Feedback where the page switches them off', async () => {
    const api = pageApi();
    stubFetch({ signedIn: makeUser(), productDefinitions, handle: api.handle });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/peer-comparison/correlations');

    expect(await screen.findByRole('heading', { name: 'Correlations Room' })).toBeInTheDocument();
    expect(await screen.findByRole('slider', { name: 'Start date' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Feedback' })).not.toBeInTheDocument();
  });
});
