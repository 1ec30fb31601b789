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

/** The console's organization calls: one organization with one request until approved. */
function organizationApi() {
  let detail = pending;
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
  });
});
