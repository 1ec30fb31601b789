import { MAX_PENDING_JOIN_REQUESTS, MEMBERSHIP_MESSAGES } from '@app/core/domain/membership';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/db/schema/user-tables';
import {
  PRAIRIE_GATE_IID,
  addInstitutions,
  createPendingJoiner,
  latestMail,
  linkIn,
  payByCard,
  signupBody,
} from '../../testing/account-helpers';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { REFUSALS } from '../../platform/access/entitlements';

const idOf = async (client: TestClient) =>
  (await client.get('/api/auth/me')).json<{ id: string }>().id;

/** What Prairie Gate Bank's members see of the organization: each must be refused a joiner. */
const ORGANIZATION_CALLS = [
  `/api/${PRAIRIE_GATE_IID}/group`,
  `/api/${PRAIRIE_GATE_IID}/metric/LBPR2170`,
  '/api/user/institution',
  '/api/message',
  '/api/account/users',
  '/api/account/organization',
  '/api/image/logo',
];

describe.each(testDatabaseKinds)('requests to join an organization on the %s database', (kind) => {
  let t: TestApp;
  let free: number[];
  beforeAll(async () => {
    t = await startTestApp(kind);
    free = await addInstitutions(t, 9200001, 3);
  });
  afterAll(() => t.close());

  /** A new organization of its own, its first user (client-admin) signed in. */
  async function otherOrganizationAdmin(iid: number, email: string) {
    const visitor = t.client();
    const created = await visitor.post('/api/account', signupBody({ email, organizationIid: iid }));
    expect(created.statusCode).toBe(201);
    const { token } = linkIn((await latestMail(t, email))?.text ?? '');
    await visitor.post('/api/account/password/set', { token, password: 'other-admin-pw-1' });
    return visitor.login(email, 'other-admin-pw-1');
  }

  it('holds a registered joiner to their own account until approved', async () => {
    const joiner = await createPendingJoiner(t, { email: 'pat.pending@prairiegate.test' });
    const me = (await joiner.get('/api/auth/me')).json();
    expect(me).toMatchObject({
      userName: 'pat.pending@prairiegate.test',
      organizationName: 'Prairie Gate Bank',
      membership: 'pending',
      products: [],
      claims: [],
      administrators: ['Sam Standard'],
      unreadMessages: 0,
    });

    for (const url of ORGANIZATION_CALLS) {
      const refused = await joiner.get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message, url).toBe(MEMBERSHIP_MESSAGES.pending);
    }
    // It cannot buy its way in either: the upgrade is refused before any payment is looked at.
    const upgrade = await joiner.post('/api/account/upgrade', {
      organizationId: me.organizationId,
      subscriptionId: 'peer-comparison-standard-monthly',
      billingCustomerId: 'cus_x',
      billingSubscriptionId: 'sub_x',
      planType: 'BundleYearly',
    });
    expect(upgrade.statusCode).toBe(403);
    expect(upgrade.json().message).toBe(MEMBERSHIP_MESSAGES.pending);
    // Nor approve itself.
    const self = await joiner.post(`/api/account/join-requests/${me.id}/approve`, {});
    expect(self.statusCode).toBe(403);

    // Its own account stays open: profile, password, the state of its request.
    expect((await joiner.get('/api/account/profile')).statusCode).toBe(200);
    const renamed = await joiner.put('/api/account/profile', {
      firstName: 'Pat',
      lastName: 'Pending',
      phone: '515-555-0177',
      title: 'Analyst',
    });
    expect(renamed.statusCode).toBe(200);
    const membership = (await joiner.get('/api/account/membership')).json();
    expect(membership).toMatchObject({
      status: 'pending',
      organizationName: 'Prairie Gate Bank',
      administrators: ['Sam Standard'],
      decidedBy: null,
    });
    const days =
      (Date.parse(membership.expiresAt) - Date.parse(membership.requestedAt)) / 86_400_000;
    expect(days).toBe(14);
  });

  it("tells the organization's client-admin, who approves: the joiner gets the organization's products", async () => {
    const joiner = await createPendingJoiner(t, { email: 'alex.approved@prairiegate.test' });
    const joinerId = await idOf(joiner);

    const notice = await latestMail(t, 'standard@example.com');
    expect(notice?.kind).toBe('join-request');
    expect(notice?.subject).toBe('Jo Joiner asks to join Prairie Gate Bank on Peerscope');
    expect(notice?.text).toContain('Jo Joiner (alex.approved@prairiegate.test)');
    expect(notice?.text).toContain('http://localhost:3000/account/admin');

    const admin = await t.client().login('standard@example.com');
    const requests = (await admin.get('/api/account/join-requests')).json();
    expect(requests).toContainEqual(
      expect.objectContaining({
        id: joinerId,
        email: 'alex.approved@prairiegate.test',
        firstName: 'Jo',
        lastName: 'Joiner',
        emailVerified: true,
        organizationName: 'Prairie Gate Bank',
      }),
    );
    // A request is not a user of the organization until approved.
    const members = (await admin.get('/api/account/users')).json<{ email: string }[]>();
    expect(members.map((u) => u.email)).not.toContain('alex.approved@prairiegate.test');
    expect(
      (
        await admin.put(`/api/account/users/${joinerId}`, {
          firstName: 'Jo',
          lastName: 'Joiner',
          products: ['peer-comparison'],
          admin: true,
        })
      ).statusCode,
    ).toBe(404);

    const approved = await admin.post(`/api/account/join-requests/${joinerId}/approve`, {});
    expect(approved.statusCode).toBe(204);
    const me = (await joiner.get('/api/auth/me')).json();
    expect(me.membership).toBe('active');
    expect(me.claims).toEqual(['peer-comparison']);
    expect(me.products).toEqual([
      expect.objectContaining({ tierClientCode: 'peer-comparison-standard' }),
    ]);
    expect((await joiner.get(`/api/${PRAIRIE_GATE_IID}/group`)).statusCode).toBe(200);
    const told = await latestMail(t, 'alex.approved@prairiegate.test');
    expect(told?.kind).toBe('join-approved');
    expect(told?.text).toContain('Sam Standard approved your request to join Prairie Gate Bank');
    expect((await joiner.get('/api/account/membership')).json()).toMatchObject({
      status: 'active',
      decidedBy: 'Sam Standard',
    });

    // Decided once: a second answer finds no open request.
    const again = await admin.post(`/api/account/join-requests/${joinerId}/decline`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MEMBERSHIP_MESSAGES.requestNotFound);
    expect((await admin.get('/api/account/users')).json()).toContainEqual(
      expect.objectContaining({ email: 'alex.approved@prairiegate.test', status: 'active' }),
    );

    // An approved member who is not client-admin still may not change the subscription.
    const upgrade = await joiner.post('/api/account/upgrade', {
      organizationId: me.organizationId,
      subscriptionId: 'bundle-annual',
      billingCustomerId: 'cus_x',
      billingSubscriptionId: 'sub_x',
      planType: 'BundleYearly',
    });
    expect(upgrade.statusCode).toBe(403);
    expect(upgrade.json().message).toBe(REFUSALS.clientAdmin);
  });

  it('approves with the products the admin chooses, only ones the organization holds', async () => {
    const joiner = await createPendingJoiner(t);
    const joinerId = await idOf(joiner);
    const admin = await t.client().login('standard@example.com');
    const wrong = await admin.post(`/api/account/join-requests/${joinerId}/approve`, {
      products: ['non-maturity-deposits'],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      'products: your organization does not subscribe to Non-Maturity Deposits',
    );
    expect((await joiner.get('/api/auth/me')).json().membership).toBe('pending');
    const none = await admin.post(`/api/account/join-requests/${joinerId}/approve`, {
      products: [],
    });
    expect(none.statusCode).toBe(204);
    expect((await joiner.get('/api/auth/me')).json()).toMatchObject({
      membership: 'active',
      products: [],
    });
  });

  it('declines: the request ends, the user is told and may register again', async () => {
    const email = 'dana.declined@prairiegate.test';
    const joiner = await createPendingJoiner(t, { email });
    const joinerId = await idOf(joiner);
    const admin = await t.client().login('standard@example.com');
    expect((await admin.post(`/api/account/join-requests/${joinerId}/decline`)).statusCode).toBe(
      204,
    );

    const told = await latestMail(t, email);
    expect(told?.kind).toBe('join-declined');
    expect(told?.subject).toBe('Your request to join Prairie Gate Bank was declined');
    expect((await joiner.get('/api/auth/me')).json()).toMatchObject({
      membership: 'declined',
      products: [],
    });
    expect((await joiner.get('/api/account/membership')).json()).toMatchObject({
      status: 'declined',
      decidedBy: 'Sam Standard',
    });
    const refused = await joiner.get(`/api/${PRAIRIE_GATE_IID}/group`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MEMBERSHIP_MESSAGES.ended);
    expect(
      (await admin.get('/api/account/join-requests')).json<{ id: string }[]>().map((r) => r.id),
    ).not.toContain(joinerId);

    // A declined address waits 7 days before it may ask again…
    const tooSoon = await t.client().post('/api/account/existing', {
      ...signupBody({ email, organizationIid: PRAIRIE_GATE_IID }),
      planType: 'PeerComparisonStandard',
    });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toBe(
      'Your request to join was declined. You may ask again 7 days after it was declined.',
    );
    await t.db
      .update(users)
      .set({ membershipDecidedAt: sql`now() - interval '7 days 1 minute'` })
      .where(eq(users.email, email));
    // …then the address is free again: registering anew makes a new pending request.
    const check = await t.client().get(`/api/account/check/email?value=${email}`);
    expect(check.json().inUse).toBe(false);
    const again = await createPendingJoiner(t, { email, password: 'second-try-pw-1' });
    expect((await again.get('/api/auth/me')).json().membership).toBe('pending');
  });

  it("answers another organization's admin 404 and a member who is not admin 403; a platform admin decides any", async () => {
    const joiner = await createPendingJoiner(t);
    const joinerId = await idOf(joiner);
    const other = await otherOrganizationAdmin(free[0] as number, 'owner@otherbank.test');
    expect((await other.get('/api/account/join-requests')).json()).toEqual([]);
    for (const action of ['approve', 'decline']) {
      const refused = await other.post(`/api/account/join-requests/${joinerId}/${action}`, {});
      expect(refused.statusCode, action).toBe(404);
      expect(refused.json().message).toBe(MEMBERSHIP_MESSAGES.requestNotFound);
    }
    // hold@example.com is a member of its organization, not its administrator.
    const member = await t.client().login('hold@example.com');
    const notAdmin = await member.post(`/api/account/join-requests/${joinerId}/approve`, {});
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().message).toBe(REFUSALS.clientAdmin);
    expect((await member.get('/api/account/join-requests')).statusCode).toBe(403);
    expect((await t.client().get('/api/account/join-requests')).statusCode).toBe(401);
    expect((await joiner.get('/api/auth/me')).json().membership).toBe('pending');

    const platform = await t.client().login('admin@example.com');
    expect(
      (await platform.get('/api/account/join-requests')).json<{ id: string }[]>().map((r) => r.id),
    ).toContain(joinerId);
    expect(
      (await platform.post(`/api/account/join-requests/${joinerId}/approve`, {})).statusCode,
    ).toBe(204);
    expect((await joiner.get('/api/auth/me')).json().membership).toBe('active');
  });

  it('ends a request unanswered for 14 days when it is next read, and tells the user once', async () => {
    const email = 'eli.expired@prairiegate.test';
    const joiner = await createPendingJoiner(t, { email });
    const joinerId = await idOf(joiner);
    // The request was made 15 days ago.
    await t.db
      .update(users)
      .set({ membershipRequestedAt: sql`now() - interval '15 days'` })
      .where(eq(users.id, joinerId));

    expect((await joiner.get('/api/auth/me')).json().membership).toBe('expired');
    const refused = await joiner.get(`/api/${PRAIRIE_GATE_IID}/group`);
    expect(refused.json().message).toBe(MEMBERSHIP_MESSAGES.ended);
    const admin = await t.client().login('standard@example.com');
    expect(
      (await admin.get('/api/account/join-requests')).json<{ id: string }[]>().map((r) => r.id),
    ).not.toContain(joinerId);
    const late = await admin.post(`/api/account/join-requests/${joinerId}/approve`, {});
    expect(late.statusCode).toBe(404);

    const told = await latestMail(t, email);
    expect(told?.kind).toBe('join-expired');
    expect(told?.text).toContain('within 14 days');
    expect((await joiner.get('/api/account/membership')).json()).toMatchObject({
      status: 'expired',
    });
    // Recorded once, so reading it again sends nothing more.
    const admin2 = await t.client().login('admin@example.com');
    const mails = (await admin2.get(`/api/admin/outbox?to=${email}`)).json<{ kind: string }[]>();
    expect(mails.filter((m) => m.kind === 'join-expired')).toHaveLength(1);
  });

  it('lets only client-admins upgrade: a new organization upgrades, a plain member is told to ask', async () => {
    const email = 'owner@upgrading.test';
    const owner = await otherOrganizationAdmin(free[1] as number, email);
    const me = (await owner.get('/api/auth/me')).json();
    const paid = await payByCard(owner, {
      email,
      planType: 'PeerComparisonStandard',
      subscription: 'peer-comparison-standard-monthly',
      userProducts: ['peer-comparison'],
    });
    const upgrade = {
      organizationId: me.organizationId,
      subscriptionId: 'peer-comparison-standard-monthly',
      billingCustomerId: paid.customerId,
      billingSubscriptionId: paid.subscriptionId,
      planType: 'PeerComparisonStandard',
    };
    // hold@example.com is a member of its organization, not its administrator.
    const member = await t.client().login('hold@example.com');
    const memberMe = (await member.get('/api/auth/me')).json();
    const refused = await member.post('/api/account/upgrade', {
      ...upgrade,
      organizationId: memberMe.organizationId,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(REFUSALS.clientAdmin);
    const upgraded = await owner.post('/api/account/upgrade', upgrade);
    expect(upgraded.statusCode).toBe(200);
    expect(upgraded.json().products).toEqual([
      expect.objectContaining({ tierClientCode: 'peer-comparison-standard' }),
    ]);
  });

  it('holds an organization to 10 pending requests at once, from however many addresses', async () => {
    await otherOrganizationAdmin(free[2] as number, 'owner@crowdedbank.test');
    const register = (n: number) =>
      // t.client() gives every request an address of its own.
      t.client().post('/api/account/existing', {
        ...signupBody({ email: `crowd-${n}@crowdedbank.test`, organizationIid: free[2] as number }),
        planType: 'PeerComparisonStandard',
      });
    const statuses: number[] = [];
    for (let n = 1; n <= MAX_PENDING_JOIN_REQUESTS; n++)
      statuses.push((await register(n)).statusCode);
    expect(statuses).toEqual(Array(MAX_PENDING_JOIN_REQUESTS).fill(201));
    const refused = await register(99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('This organization has too many pending requests');
  });
});
