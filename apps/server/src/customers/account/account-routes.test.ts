import { SIGNUP_MESSAGES } from '@app/core/api/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../billing/billing-service';
import {
  startSignupApp,
  latestMail,
  linkIn,
  payByCard,
  signupBody,
} from '../../testing/account-helpers';
import type { TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { REFUSALS } from '../../platform/access/entitlements';
import { ACCOUNT_MESSAGES } from './account-service';

const PRAIRIE_GATE = 9000001; // standard@example.com's bank: Peer Comparison Standard
const BLUE_MESA = 9000003; // nmd@example.com's bank: Non-Maturity Deposits only

describe.each(testDatabaseKinds)('account calls on the %s database', (kind) => {
  let t: TestApp;
  let free: number[];
  beforeAll(async () => {
    ({ t, free } = await startSignupApp(kind));
  });
  afterAll(() => t.close());

  describe('checks while the form is filled in', () => {
    it('tells whether an e-mail is valid, in use or a free-mail address', async () => {
      const client = t.client();
      const check = async (value: string) =>
        (await client.get(`/api/account/check/email?value=${encodeURIComponent(value)}`)).json();
      expect(await check('Standard@Example.com')).toEqual({
        valid: true,
        inUse: true,
        restricted: false,
      });
      expect(await check('someone@gmail.com')).toEqual({
        valid: true,
        inUse: false,
        restricted: true,
      });
      expect(await check('someone@bank.test')).toEqual({
        valid: true,
        inUse: false,
        restricted: false,
      });
      expect((await check('not-an-email')).valid).toBe(false);
      // "a 2 to 4 letter top-level domain"
      expect((await check('a@bank.financial')).valid).toBe(false);
    });

    it('answers 400 naming the field when value is missing', async () => {
      const response = await t.client().get('/api/account/check/email');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('querystring.value');
      const empty = await t.client().get('/api/account/check/promo?value=');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toContain('querystring.value');
    });

    it('tells whether an institution has an account, and with which products', async () => {
      const client = t.client();
      expect(
        (await client.get(`/api/account/check/institution?value=${PRAIRIE_GATE}`)).json(),
      ).toEqual({
        institutionExists: true,
        hasNonMaturity: false,
        hasPeerComparison: true,
      });
      expect(
        (await client.get(`/api/account/check/institution?value=${BLUE_MESA}`)).json(),
      ).toEqual({
        institutionExists: true,
        hasNonMaturity: true,
        hasPeerComparison: false,
      });
      expect((await client.get(`/api/account/check/institution?value=${free[11]}`)).json()).toEqual(
        {
          institutionExists: false,
          hasNonMaturity: false,
          hasPeerComparison: false,
        },
      );
      const bad = await client.get('/api/account/check/institution?value=abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('querystring.value');
    });

    it('lists the subscription options of each plan', async () => {
      const client = t.client();
      expect((await client.get('/api/account/subscription/PeerComparisonStandard')).json()).toEqual(
        [
          {
            id: 'peer-comparison-standard-monthly',
            display: 'Monthly: $99 per month',
            stripeId: 'peerscope_peer_comparison_standard_monthly',
          },
          {
            id: 'peer-comparison-standard-annual',
            display: 'Annual: $1,000 per year',
            stripeId: 'peerscope_peer_comparison_standard_annual',
          },
        ],
      );
      expect((await client.get('/api/account/subscription/PeerComparisonBasic')).json()).toEqual([
        { id: 'peer-comparison-basic-free', display: 'Free', stripeId: null },
      ]);
      expect((await client.get('/api/account/subscription/BundleYearly')).json()).toHaveLength(1);
      const unknown = await client.get('/api/account/subscription/Gold');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toContain('params.planType');
    });
  });

  describe('register with an existing organization', () => {
    it('asks to join, without products, and tells the organization administrators', async () => {
      const client = t.client();
      const email = 'new.colleague@prairiegate.test';
      const body = {
        organizationIid: PRAIRIE_GATE,
        email,
        firstName: 'Colin',
        lastName: 'League',
        phone: '515-555-0123',
        title: 'Analyst',
        planType: 'PeerComparisonStandard',
      };
      const created = await client.post('/api/account/existing', body);
      expect(created.statusCode).toBe(201);
      expect((await latestMail(t, email))?.kind).toBe('verify');
      const notice = await latestMail(t, 'standard@example.com');
      expect(notice?.kind).toBe('join-request');
      expect(notice?.text).toContain('Colin League');

      // A request waiting for approval (join-request-routes.test.ts), not yet a user.
      const standard = await t.client().login('standard@example.com');
      expect((await standard.get('/api/account/join-requests')).json()).toContainEqual(
        expect.objectContaining({ email, emailVerified: false }),
      );
      const users = (await standard.get('/api/account/users')).json<{ email: string }[]>();
      expect(users.map((u) => u.email)).not.toContain(email);

      const again = await client.post('/api/account/existing', body);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(SIGNUP_MESSAGES.emailInUse);
      const noAccount = await client.post('/api/account/existing', {
        ...body,
        email: 'x@nobank.test',
        organizationIid: free[8],
      });
      expect(noAccount.statusCode).toBe(400);
      expect(noAccount.json().message).toBe(ACCOUNT_MESSAGES.noAccountYet);
      const bad = await client.post('/api/account/existing', { ...body, phone: '' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(`body.phone: ${SIGNUP_MESSAGES.phoneRequired}`);
    });
  });

  describe('upgrade', () => {
    const standardPlan = {
      planType: 'PeerComparisonStandard',
      subscription: 'peer-comparison-standard-monthly',
      userProducts: ['peer-comparison'],
    };

    it('refuses signed-out callers, other organizations and unpaid upgrades', async () => {
      const body = {
        organizationId: '00000000-0000-4000-8000-000000000000',
        subscriptionId: 'peer-comparison-standard-monthly',
        billingCustomerId: 'cus_x',
        billingSubscriptionId: 'sub_x',
        planType: 'PeerComparisonStandard',
      };
      expect((await t.client().post('/api/account/upgrade', body)).statusCode).toBe(401);
      // Only the organization's administrators change what it pays for.
      const member = await t.client().login('hold@example.com');
      const notAdmin = await member.post('/api/account/upgrade', body);
      expect(notAdmin.statusCode).toBe(403);
      expect(notAdmin.json().message).toBe(REFUSALS.clientAdmin);
      const standard = await t.client().login('standard@example.com');
      const other = await standard.post('/api/account/upgrade', body);
      expect(other.statusCode).toBe(403);
      expect(other.json().message).toBe(ACCOUNT_MESSAGES.ownOrganizationOnly);
      const standardMe = (await standard.get('/api/auth/me')).json();
      const unknown = await standard.post('/api/account/upgrade', {
        ...body,
        organizationId: standardMe.organizationId,
        subscriptionId: 'bundle-annual',
        planType: 'BundleYearly',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(PAYMENT_MESSAGES.unknown);
      const free = await standard.post('/api/account/upgrade', {
        ...body,
        planType: 'PeerComparisonBasic',
      });
      expect(free.statusCode).toBe(400);
      expect(free.json().message).toContain('body.planType');
      const already = await standard.post('/api/account/upgrade', {
        ...body,
        organizationId: standardMe.organizationId,
      });
      expect(already.statusCode).toBe(409);
      expect(already.json().message).toBe(ACCOUNT_MESSAGES.alreadyOnPlan);
    });

    it('moves a Free plan organization to Standard at once, in the API too, by its administrator', async () => {
      // A new Free plan organization: its first user administers it.
      const email = 'owner@freebank.test';
      const visitor = t.client();
      await visitor.post('/api/account', signupBody({ email, organizationIid: free[9] }));
      const { token } = linkIn((await latestMail(t, email))?.text ?? '');
      await visitor.post('/api/account/password/set', { token, password: 'owner-password-1' });
      const basic = await visitor.login(email, 'owner-password-1');
      expect((await basic.get('/api/dropdown/regression')).statusCode).toBe(403);
      const me = (await basic.get('/api/auth/me')).json();
      const paid = await payByCard(basic, { email: me.userName, ...standardPlan });
      const upgraded = await basic.post('/api/account/upgrade', {
        organizationId: me.organizationId,
        subscriptionId: standardPlan.subscription,
        billingCustomerId: paid.customerId,
        billingSubscriptionId: paid.subscriptionId,
        planType: 'PeerComparisonStandard',
      });
      expect(upgraded.statusCode).toBe(200);
      expect(upgraded.json().products).toEqual([
        expect.objectContaining({
          clientCode: 'peer-comparison',
          tierClientCode: 'peer-comparison-standard',
        }),
      ]);
      expect((await basic.get('/api/dropdown/regression')).statusCode).toBe(200);

      const admin = await t.client().login('admin@example.com');
      const rows = (await admin.get('/api/admin/subscriptions')).json() as {
        id: string;
        organizationName: string;
        status: string;
        tier: string;
        previousSubscriptionId: string | null;
      }[];
      const cedar = rows.filter((r) => r.organizationName === `Test Signup Bank ${free[9]}`);
      const replaced = cedar.find((r) => r.status === 'replaced');
      expect(replaced?.tier).toBe('peer-comparison-basic');
      expect(cedar.find((r) => r.status === 'active')).toMatchObject({
        tier: 'peer-comparison-standard',
        previousSubscriptionId: replaced?.id,
      });
    });
  });
});
