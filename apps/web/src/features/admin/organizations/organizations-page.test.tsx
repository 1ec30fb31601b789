import type { OrganizationDetail, OrganizationListItem } from '@app/core/api/admin/organizations';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch, type RecordedRequest, type Reply } from '../../../test/fake-api';
import { makeUser } from '../../../test/make-user';
import { renderApp } from '../../../test/render-app';

const platformAdmin = makeUser({ admin: true, products: [], claims: [], institutionIid: null });
const ORGANIZATION_ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const JOINER_ID = '5b7c1a52-7e3a-4c1e-9a55-1d9a0b1f2e3d';
const MEMBER_ID = '6c8d2b63-8f4b-4d2f-8b66-2e0b1c2f3e4a';

const institution = {
  iid: 9000001,
  name: 'Prairie Gate Bank',
  city: 'Salina',
  state: 'KS',
  institutionType: 'bank',
  active: true,
};

const listItem: OrganizationListItem = {
  id: ORGANIZATION_ID,
  name: 'Prairie Gate Bank',
  organizationType: 'SINGLE',
  institution,
  products: [{ product: 'peer-comparison', tier: 'peer-comparison-standard' }],
  users: 1,
  pendingRequests: 1,
  matchedEmails: ['jo.joiner@prairiegate.test'],
};

const member = {
  id: MEMBER_ID,
  email: 'standard@example.com',
  firstName: 'Sam',
  lastName: 'Standard',
  title: 'CFO',
  membership: 'active' as const,
  claims: ['peer-comparison', 'client-admin'],
  emailVerified: true,
  hasPassword: true,
  invited: false,
  disabledAt: null,
  lastSignInAt: '2026-11-25T15:00:00.000Z',
  sessions: 2,
};

const joiner = {
  ...member,
  id: JOINER_ID,
  email: 'jo.joiner@prairiegate.test',
  firstName: 'Jo',
  lastName: 'Joiner',
  title: 'Analyst',
  membership: 'pending' as const,
  claims: [],
  lastSignInAt: null,
  sessions: 0,
};

const pending: OrganizationDetail = {
  id: ORGANIZATION_ID,
  name: 'Prairie Gate Bank',
  organizationType: 'SINGLE',
  partnerCode: null,
  createdAt: '2026-01-05T12:00:00.000Z',
  institutions: [institution],
  products: [{ product: 'peer-comparison', tier: 'peer-comparison-standard' }],
  subscriptions: [
    {
      id: 'sub-1',
      product: 'peer-comparison',
      tier: 'peer-comparison-standard',
      planType: 'PeerComparisonStandard',
      status: 'active',
      priceCents: 100000,
      interval: 'year',
      billingProvider: 'stripe',
      billingCustomerId: 'cus_123',
      billingSubscriptionId: 'sub_456',
      startedAt: '2026-01-05T12:00:00.000Z',
      endedAt: null,
      nextRenewalAt: '2027-01-05T12:00:00.000Z',
    },
  ],
  users: [member, joiner],
  joinRequests: [
    {
      id: JOINER_ID,
      email: 'jo.joiner@prairiegate.test',
      firstName: 'Jo',
      lastName: 'Joiner',
      title: 'Analyst',
      phone: '5155550177',
      emailVerified: true,
      organizationName: 'Prairie Gate Bank',
      requestedAt: '2026-11-20T15:00:00.000Z',
      expiresAt: '2026-12-04T15:00:00.000Z',
    },
  ],
};

const SIGNUP_ID = '7d9e3c74-9a5c-4e3a-9c77-3f1c2d3e4f5b';
/** Signed up, has not followed the verification link yet: no password, not invited. */
const signup = {
  ...member,
  id: SIGNUP_ID,
  email: 'new.signup@prairiegate.test',
  firstName: 'Nia',
  lastName: 'Newcomer',
  claims: ['peer-comparison'],
  emailVerified: false,
  hasPassword: false,
  sessions: 0,
};
/** Its administrator left: nobody administers it. */
const withoutAdministrator: OrganizationDetail = {
  ...pending,
  users: [signup, { ...member, claims: ['peer-comparison'] }],
  joinRequests: [],
};

/** The console's organization calls: one organization with one request until approved. */
function organizationApi(start: OrganizationDetail = pending) {
  let detail = start;
  return (call: RecordedRequest): Reply | undefined => {
    if (call.path === '/api/admin/organizations') return { status: 200, body: [listItem] };
    if (call.path === `/api/admin/organizations/${ORGANIZATION_ID}`) {
      return { status: 200, body: detail };
    }
    if (call.method === 'POST' && call.path === `/api/admin/users/${JOINER_ID}/approve`) {
      detail = {
        ...detail,
        users: [member, { ...joiner, membership: 'active', claims: ['peer-comparison'] }],
        joinRequests: [],
      };
      return { status: 200, body: detail };
    }
    if (
      call.method === 'PUT' &&
      call.path === `/api/admin/organizations/${ORGANIZATION_ID}/products`
    ) {
      detail = {
        ...detail,
        products: (call.body as { products: typeof detail.products }).products,
      };
      return { status: 200, body: detail };
    }
    if (call.method === 'PUT' && call.path === `/api/admin/users/${SIGNUP_ID}/administrator`) {
      detail = {
        ...detail,
        users: detail.users.map((u) =>
          u.id === SIGNUP_ID ? { ...u, claims: [...u.claims, 'client-admin'] } : u,
        ),
      };
      return { status: 200, body: detail };
    }
    if (call.method === 'POST' && call.path === `/api/admin/users/${MEMBER_ID}/disable`) {
      const reason = (call.body as { reason: string }).reason;
      if (reason !== 'Left the bank') {
        return {
          status: 400,
          body: { statusCode: 400, error: 'Bad Request', message: 'body.reason: wrong' },
        };
      }
      detail = {
        ...detail,
        users: [{ ...member, disabledAt: '2026-11-25T16:00:00.000Z', sessions: 0 }, joiner],
      };
      return { status: 200, body: detail };
    }
    return undefined;
  };
}

describe('organizations and users at /Admin/organizations', () => {
  it('finds an organization, opens it and approves its pending request', async () => {
    const api = stubFetch({ signedIn: platformAdmin, handle: organizationApi() });
    const { user } = renderApp('/Admin/organizations');

    const results = await screen.findByRole('table', { name: 'Organizations' });
    expect(within(results).getByText('jo.joiner@prairiegate.test')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Search organizations/ }), 'joiner');
    await waitFor(() =>
      expect(
        api.requests.some((call) => new URLSearchParams(call.search).get('q') === 'joiner'),
      ).toBe(true),
    );
    await user.click(within(results).getByRole('link', { name: 'Prairie Gate Bank' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prairie Gate Bank' }),
    ).toBeVisible();
    const subscriptions = screen.getByRole('table', { name: 'Subscriptions' });
    expect(within(subscriptions).getByText('stripe · cus_123 · sub_456')).toBeVisible();
    expect(within(subscriptions).getByText('$1,000.00 a year')).toBeVisible();
    // The plan as the pricing page names it, not its code.
    expect(within(subscriptions).getByText('Peer Comparison')).toBeVisible();
    expect(within(subscriptions).queryByText('PeerComparisonStandard')).toBeNull();
    const users = screen.getByRole('table', { name: 'Users' });
    expect(within(users).getByText('Peer Comparison, Client admin')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Approve jo.joiner@prairiegate.test' }));
    expect(await screen.findByText('Jo Joiner joined Prairie Gate Bank.')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Requests to join' })).toBeNull();
    const joinerRow = within(screen.getByRole('table', { name: 'Users' })).getByRole('row', {
      name: /jo\.joiner@prairiegate\.test/,
    });
    expect(within(joinerRow).getByText('Active')).toBeVisible();
  });

  it('disables a user only after a confirmation with a reason', async () => {
    stubFetch({ signedIn: platformAdmin, handle: organizationApi() });
    const { user } = renderApp(`/Admin/organizations/${ORGANIZATION_ID}`);

    await user.click(
      await screen.findByRole('button', { name: 'Actions for standard@example.com' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Disable user…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable user' });
    const confirm = within(dialog).getByRole('button', { name: 'Disable User' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Left the bank');
    await user.click(confirm);

    expect(await screen.findByText('Sam Standard is disabled.')).toBeVisible();
    const row = within(screen.getByRole('table', { name: 'Users' })).getByRole('row', {
      name: /standard@example\.com/,
    });
    expect(within(row).getByText('Disabled')).toBeVisible();
    // One status a user: not Active beside Disabled.
    expect(within(row).queryByText('Active')).toBeNull();
  });

  it('grants a product with a reason, and warns before a product ends', async () => {
    const api = stubFetch({ signedIn: platformAdmin, handle: organizationApi() });
    const { user } = renderApp(`/Admin/organizations/${ORGANIZATION_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Change Products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change products and tiers' });
    const save = within(dialog).getByRole('button', { name: 'Save Products' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Peer Comparison' }));
    await user.click(await screen.findByRole('option', { name: 'None' }));
    expect(
      within(dialog).getByText(/Peer Comparison Standard will end for Prairie Gate Bank/),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('textbox', { name: 'Peer Comparison' }));
    await user.click(await screen.findByRole('option', { name: 'Standard' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Non-Maturity Deposits' }));
    await user.click(await screen.findByRole('option', { name: 'Standard' }));
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Pilot agreed');
    await user.click(save);

    expect(await screen.findByText("Prairie Gate Bank's products were changed.")).toBeVisible();
    expect(
      screen.getByText('Peer Comparison Standard, Non-Maturity Deposits Standard'),
    ).toBeVisible();
    const [put] = api.requestsTo(`/api/admin/organizations/${ORGANIZATION_ID}/products`);
    expect(put?.body).toEqual({
      products: [
        { product: 'peer-comparison', tier: 'peer-comparison-standard' },
        { product: 'non-maturity-deposits', tier: 'non-maturity-deposits-standard' },
      ],
      reason: 'Pilot agreed',
    });
  });

  it('offers a self-signup its verification email, never an invitation', async () => {
    stubFetch({ signedIn: platformAdmin, handle: organizationApi(withoutAdministrator) });
    const { user } = renderApp(`/Admin/organizations/${ORGANIZATION_ID}`);
    await user.click(
      await screen.findByRole('button', { name: 'Actions for new.signup@prairiegate.test' }),
    );
    expect(
      await screen.findByRole('menuitem', { name: 'Resend verification email' }),
    ).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Resend invitation email' })).toBeNull();
  });

  it('makes a member the administrator of an organization that has none', async () => {
    const api = stubFetch({
      signedIn: platformAdmin,
      handle: organizationApi(withoutAdministrator),
    });
    const { user } = renderApp(`/Admin/organizations/${ORGANIZATION_ID}`);
    expect(await screen.findByText(/Prairie Gate Bank has no administrator/)).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Actions for new.signup@prairiegate.test' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Make administrator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make administrator' });
    await user.click(within(dialog).getByRole('button', { name: 'Make Administrator' }));

    expect(
      await screen.findByText('Nia Newcomer is now an administrator of Prairie Gate Bank.'),
    ).toBeVisible();
    expect(api.requestsTo(`/api/admin/users/${SIGNUP_ID}/administrator`)[0]?.body).toEqual({
      administrator: true,
    });
    expect(screen.queryByText(/has no administrator/)).toBeNull();
    const row = within(screen.getByRole('table', { name: 'Users' })).getByRole('row', {
      name: /new\.signup@prairiegate\.test/,
    });
    expect(within(row).getByText('Peer Comparison, Client admin')).toBeVisible();
  });
});
