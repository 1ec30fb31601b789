import type { JoinRequest, MembershipState } from '@app/core/api/organization-admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch, type RecordedRequest, type Reply } from '../../../test/fake-api';
import { makeUser } from '../../../test/make-user';
import { renderApp } from '../../../test/render-app';

const admin = makeUser({
  claims: ['peer-comparison', 'client-admin'],
  administrators: ['Pat Lee'],
});

const request: JoinRequest = {
  id: '5b7c1a52-7e3a-4c1e-9a55-1d9a0b1f2e3d',
  email: 'jo.joiner@firstbank.example',
  firstName: 'Jo',
  lastName: 'Joiner',
  title: 'Analyst',
  phone: '5155550177',
  emailVerified: true,
  organizationName: 'First Community Bank',
  requestedAt: '2026-11-20T15:00:00.000Z',
  expiresAt: '2026-12-04T15:00:00.000Z',
};

/** The organization admin page's calls, with one open request until it is answered. */
function adminApi() {
  let open = [request];
  const handle = (call: RecordedRequest): Reply | undefined => {
    if (call.path === '/api/account/organization') {
      return {
        status: 200,
        body: {
          id: 'org-1',
          name: 'First Community Bank',
          products: [
            { product: 'peer-comparison', tier: 'peer-comparison-standard', planType: 'x' },
          ],
          hasLogo: false,
        },
      };
    }
    if (call.path === '/api/account/users') return { status: 200, body: [] };
    if (call.path === '/api/account/logo') {
      return {
        status: 200,
        body: { hasLogo: false, fileName: null, contentType: null, size: null, uploadedAt: null },
      };
    }
    if (call.path === '/api/account/join-requests') return { status: 200, body: open };
    if (call.method === 'POST' && call.path.startsWith('/api/account/join-requests/')) {
      open = [];
      return { status: 204 };
    }
    return undefined;
  };
  return handle;
}

const membership = (overrides: Partial<MembershipState> = {}): MembershipState => ({
  status: 'pending',
  organizationName: 'First Community Bank',
  administrators: ['Pat Lee', 'Sam Admin'],
  requestedAt: '2026-11-20T15:00:00.000Z',
  expiresAt: '2026-12-04T15:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  ...overrides,
});

describe('requests to join on /account/admin', () => {
  it('approves a request: the person joins and the request leaves the list', async () => {
    const api = stubFetch({ signedIn: admin, handle: adminApi() });
    const { user } = renderApp('/account/admin');

    const section = await screen.findByRole('table', { name: 'Requests to join' });
    expect(within(section).getByText('Jo Joiner')).toBeInTheDocument();
    expect(within(section).getByText('Ends Dec 04, 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Approve ${request.email}` }));

    expect(await screen.findByText('Jo Joiner joined your organization.')).toBeInTheDocument();
    expect(api.requestsTo(`/api/account/join-requests/${request.id}/approve`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: `Approve ${request.email}` })).toBeNull();
  });

  it('declines a request after a confirmation', async () => {
    const api = stubFetch({ signedIn: admin, handle: adminApi() });
    const { user } = renderApp('/account/admin');

    await user.click(await screen.findByRole('button', { name: `Decline ${request.email}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline request' });
    expect(dialog).toHaveTextContent('Decline Jo Joiner (jo.joiner@firstbank.example)?');
    expect(api.requestsTo(`/api/account/join-requests/${request.id}/decline`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Decline Request' }));

    expect(await screen.findByText("Jo Joiner's request was declined.")).toBeInTheDocument();
    expect(api.requestsTo(`/api/account/join-requests/${request.id}/decline`)).toHaveLength(1);
  });

  it('shows no section when nobody asked to join', async () => {
    stubFetch({
      signedIn: admin,
      handle: (call) =>
        call.path === '/api/account/join-requests' ? { status: 200, body: [] } : adminApi()(call),
    });
    renderApp('/account/admin');

    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Requests to join' })).toBeNull();
  });
});

describe('a user whose request to join is not approved', () => {
  const joiner = makeUser({ membership: 'pending', products: [], claims: [] });

  it.each(['/dashboard', '/peer-comparison', '/account/profile', '/upgrade'])(
    'is taken from %s to the page that names who decides',
    async (path) => {
      stubFetch({
        signedIn: joiner,
        handle: (call) =>
          call.path === '/api/account/membership' ? { status: 200, body: membership() } : undefined,
      });
      const { router } = renderApp(path);

      expect(
        await screen.findByText(
          'Your request to join First Community Bank is waiting for approval by Pat Lee and Sam Admin.',
        ),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/account/membership');
      expect(screen.getByRole('heading', { level: 1, name: 'Waiting for approval' })).toBeVisible();
      expect(
        screen.getByText(/If nobody answers by December 4, 2026, the request ends\./),
      ).toBeVisible();
      expect(screen.getByText(/^You asked to join on November 20, 2026\./)).toBeVisible();
      expect(screen.getByRole('link', { name: 'Log Out' })).toHaveAttribute(
        'href',
        '/account/logout',
      );
    },
  );

  it('is told when the request was declined, and by whom', async () => {
    stubFetch({
      signedIn: makeUser({ membership: 'declined', products: [], claims: [] }),
      handle: (call) =>
        call.path === '/api/account/membership'
          ? { status: 200, body: membership({ status: 'declined', decidedBy: 'Pat Lee' }) }
          : undefined,
    });
    renderApp('/dashboard');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your request to join First Community Bank was declined by Pat Lee.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your request has ended' })).toBeVisible();
  });

  it('is told when nobody answered within 14 days', async () => {
    stubFetch({
      signedIn: makeUser({ membership: 'expired', products: [], claims: [] }),
      handle: (call) =>
        call.path === '/api/account/membership'
          ? { status: 200, body: membership({ status: 'expired' }) }
          : undefined,
    });
    renderApp('/dashboard');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your request to join First Community Bank has ended: nobody answered it within 14 days.',
    );
  });
});

describe('a member who is not client-admin', () => {
  const member = makeUser({
    products: [
      {
        clientCode: 'peer-comparison',
        tierClientCode: 'peer-comparison-basic',
        name: 'Peer Comparison',
        hasDashboard: true,
      },
    ],
    administrators: ['Sam Admin'],
  });
  const ask = "Ask your administrator (Sam Admin) to upgrade your organization's plan.";

  it('is told whom to ask on the upgrade page, with no card form', async () => {
    stubFetch({
      signedIn: member,
      handle: (call) =>
        call.path.startsWith('/api/account/subscription/') ||
        call.path === '/api/account/billing/config'
          ? {
              status: 200,
              body: call.path.endsWith('config')
                ? { provider: 'builtin', publishableKey: null }
                : [],
            }
          : undefined,
    });
    renderApp('/upgrade?plan=PeerComparisonStandard');

    expect(await screen.findByText(ask)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).toBeNull();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('sees Ask your administrator on the pricing cards instead of Upgrade Now', async () => {
    stubFetch({ signedIn: member });
    renderApp('/upgrade-pricing');

    const card = await screen.findByRole('article', { name: 'Peer Comparison plan' });
    expect(within(card).getByRole('button', { name: 'Ask your administrator' })).toBeDisabled();
    expect(within(card).getByText(ask)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade Now' })).toBeNull();
  });

  const billingApi = (call: { path: string }) =>
    call.path.startsWith('/api/account/subscription/') ||
    call.path === '/api/account/billing/config'
      ? {
          status: 200,
          body: call.path.endsWith('config') ? { provider: 'builtin', publishableKey: null } : [],
        }
      : undefined;

  it('is told on /upgrade-pricing too whom to ask, though the cards hold nothing to upgrade', async () => {
    // A Standard member: the Standard card is their plan, the Free one included in it.
    stubFetch({ signedIn: makeUser({ administrators: ['Sam Admin', 'Lee Boss'] }) });
    renderApp('/upgrade-pricing');
    expect(
      await screen.findByText(
        "Ask your administrator (Sam Admin and Lee Boss) to upgrade your organization's plan.",
      ),
    ).toBeVisible();
  });

  it('is told how to reach support where the organization has no administrator', async () => {
    stubFetch({ signedIn: { ...member, administrators: [] }, handle: billingApi });
    renderApp('/upgrade?plan=PeerComparisonStandard');
    expect(
      await screen.findByText(
        /Your organization has no administrator to upgrade its plan\. Contact Peerscope support at 800\.555\.0142 or support@peerscope\.example/,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Ask your administrator/)).toBeNull();
  });

  it('is not told to ask for the Bundle when the organization has it already', async () => {
    const bundleMember = makeUser({
      products: [
        {
          clientCode: 'non-maturity-deposits',
          tierClientCode: 'non-maturity-deposits-standard',
          name: 'Non-Maturity Deposits',
          hasDashboard: true,
        },
        {
          clientCode: 'peer-comparison',
          tierClientCode: 'peer-comparison-standard',
          name: 'Peer Comparison',
          hasDashboard: true,
        },
      ],
      claims: ['non-maturity-deposits', 'peer-comparison'],
    });
    stubFetch({ signedIn: bundleMember, handle: billingApi });
    renderApp('/upgrade?plan=BundleYearly');
    expect(await screen.findByText('Your organization already has the Bundle plan.')).toBeVisible();
    expect(screen.queryByText(/Ask your administrator/)).toBeNull();
  });
});
