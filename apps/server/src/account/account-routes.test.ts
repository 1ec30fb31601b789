import { CARD_DECLINED_MESSAGE, SIGNUP_MESSAGES } from '@app/core/api/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../billing/billing-service';
import {
  addInstitutions,
  latestMail,
  linkIn,
  payByCard,
  signupBody,
} from '../testing/account-helpers';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { REFUSALS } from '../access/entitlements';
import { ACCOUNT_MESSAGES } from './account-service';

const PRAIRIE_GATE = 9000001; // standard@example.com's bank: Peer Comparison Standard
const BLUE_MESA = 9000003; // nmd@example.com's bank: Non-Maturity Deposits only

describe.each(testDatabaseKinds)('account calls on the %s database', (kind) => {
  let t: TestApp;
  let free: number[];
  beforeAll(async () => {
    t = await startTestApp(kind);
    free = await addInstitutions(t, 9100001, 12);
    await addInstitutions(t, 9100900, 1, false);
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

  describe('free signup and e-mail verification', () => {
    it('creates the organization and an unusable account until the link is followed', async () => {
      const client = t.client();
      const email = 'nora@freebank.test';
      const created = await client.post(
        '/api/account',
        signupBody({ email, organizationIid: free[0], partnerCode: 'acme' }),
      );
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({ email, verificationSent: true });

      // No password yet: the account cannot sign in.
      const early = await client.post('/api/auth/login', { email, password: 'anything-at-all' });
      expect(early.statusCode).toBe(401);

      const mail = await latestMail(t, email);
      expect(mail?.kind).toBe('verify');
      expect(mail?.subject).toContain('Verify your email');
      const { path, token } = linkIn(mail?.text ?? '');
      expect(path).toBe('/account/verify');
      expect((await client.get(`/api/account/token?token=${token}`)).json()).toEqual({
        purpose: 'verify',
        email,
        firstName: 'Nora',
      });
      const tooShort = await client.post('/api/account/password/set', { token, password: 'short' });
      expect(tooShort.statusCode).toBe(400);
      expect(tooShort.json().message).toContain('Password must be at least 10 characters.');
      const set = await client.post('/api/account/password/set', {
        token,
        password: 'a-long-new-password',
      });
      expect(set.statusCode).toBe(204);
      // A link works once.
      expect((await client.get(`/api/account/token?token=${token}`)).statusCode).toBe(404);
      expect(
        (await client.post('/api/account/password/set', { token, password: 'another-password' }))
          .statusCode,
      ).toBe(404);

      await client.login(email, 'a-long-new-password');
      const me = (await client.get('/api/auth/me')).json();
      expect(me.organizationName).toBe(`Test Signup Bank ${free[0]}`);
      expect(me.products).toEqual([
        expect.objectContaining({
          clientCode: 'peer-comparison',
          tierClientCode: 'peer-comparison-basic',
        }),
      ]);
      expect(me.claims).toContain('client-admin');
      // The phone is kept as its 10 digits.
      expect((await client.get('/api/account/profile')).json().phone).toBe('5155550199');
    });

    it('refuses an e-mail in use, a free-mail address and bad fields with the spec messages', async () => {
      const client = t.client();
      const inUse = await client.post(
        '/api/account',
        signupBody({ email: 'basic@example.com', organizationIid: free[1] }),
      );
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json().message).toBe(SIGNUP_MESSAGES.emailInUse);
      const restricted = await client.post(
        '/api/account',
        signupBody({ email: 'me@yahoo.com', organizationIid: free[1] }),
      );
      expect(restricted.statusCode).toBe(400);
      expect(restricted.json().message).toBe(SIGNUP_MESSAGES.emailRestricted);
      const fields = await client.post(
        '/api/account',
        signupBody({
          firstName: ' ',
          phone: '515-555',
          email: 'x@y',
          title: '',
          organizationIid: free[1],
        }),
      );
      expect(fields.statusCode).toBe(400);
      const message = fields.json().message;
      expect(message).toContain(`body.firstName: ${SIGNUP_MESSAGES.firstNameRequired}`);
      expect(message).toContain(`body.phone: ${SIGNUP_MESSAGES.phoneDigits}`);
      expect(message).toContain(`body.email: ${SIGNUP_MESSAGES.emailInvalid}`);
      expect(message).toContain(`body.title: ${SIGNUP_MESSAGES.titleRequired}`);
      const missing = await client.post('/api/account', { email: 'a@b.test' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toContain('body.organizationIid');
    });

    it('refuses an institution that has an account, saying whether to register', async () => {
      const client = t.client();
      const register = await client.post(
        '/api/account',
        signupBody({ email: 'x1@prairie.test', organizationIid: PRAIRIE_GATE }),
      );
      expect(register.statusCode).toBe(409);
      expect(register.json().message).toBe(SIGNUP_MESSAGES.institutionHasAccount);
      const notIncluded = await client.post(
        '/api/account',
        signupBody({ email: 'x2@bluemesa.test', organizationIid: BLUE_MESA }),
      );
      expect(notIncluded.statusCode).toBe(409);
      expect(notIncluded.json().message).toContain('Peer Comparison is not included');
      const inactive = await client.post(
        '/api/account',
        signupBody({ email: 'x3@closed.test', organizationIid: 9100900 }),
      );
      expect(inactive.statusCode).toBe(400);
      expect(inactive.json().message).toBe(ACCOUNT_MESSAGES.institutionNotFound);
    });

    it('needs a payment for a paid plan and a subscription of the plan', async () => {
      const client = t.client();
      const unpaid = await client.post(
        '/api/account',
        signupBody({
          email: 'x4@paid.test',
          organizationIid: free[1],
          planType: 'PeerComparisonStandard',
          subscriptionId: 'peer-comparison-standard-monthly',
        }),
      );
      expect(unpaid.statusCode).toBe(400);
      expect(unpaid.json().message).toBe(ACCOUNT_MESSAGES.billingRequired);
      const wrongOption = await client.post(
        '/api/account',
        signupBody({
          email: 'x5@paid.test',
          organizationIid: free[1],
          subscriptionId: 'bundle-annual',
        }),
      );
      expect(wrongOption.statusCode).toBe(400);
      expect(wrongOption.json().message).toContain(SIGNUP_MESSAGES.subscriptionRequired);
    });
  });

  describe('card signup through the built-in provider', () => {
    const plan = {
      planType: 'PeerComparisonStandard',
      subscription: 'peer-comparison-standard-annual',
      userProducts: ['peer-comparison'],
    };

    it('declines 4000 0000 0000 0002 with the provider message, then takes 4242 4242 4242 4242', async () => {
      const client = t.client();
      const email = 'card.payer@cardbank.test';
      const declined = await payByCard(client, { email, ...plan }, '4000 0000 0000 0002');
      expect(declined.confirmation.statusCode).toBe(402);
      expect(declined.confirmation.json().message).toBe(CARD_DECLINED_MESSAGE);
      const refused = await client.post(
        '/api/account',
        signupBody({
          email,
          organizationIid: free[2],
          planType: 'PeerComparisonStandard',
          subscriptionId: plan.subscription,
          billingCustomerId: declined.customerId,
          billingSubscriptionId: declined.subscriptionId,
        }),
      );
      expect(refused.statusCode).toBe(402);
      expect(refused.json().message).toBe(PAYMENT_MESSAGES.notPaid);

      const paid = await payByCard(client, { email, ...plan });
      expect(paid.confirmation.statusCode).toBe(200);
      const body = signupBody({
        email,
        organizationIid: free[2],
        planType: 'PeerComparisonStandard',
        subscriptionId: plan.subscription,
        billingCustomerId: paid.customerId,
        billingSubscriptionId: paid.subscriptionId,
      });
      expect((await client.post('/api/account', body)).statusCode).toBe(201);
      // One payment pays for one account.
      const again = await client.post('/api/account', {
        ...body,
        email: 'other@cardbank.test',
        organizationIid: free[3],
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(PAYMENT_MESSAGES.mismatch);

      const admin = await t.client().login('admin@example.com');
      const rows = (await admin.get('/api/admin/subscriptions')).json();
      expect(rows).toContainEqual(
        expect.objectContaining({
          organizationName: `Test Signup Bank ${free[2]}`,
          product: 'peer-comparison',
          tier: 'peer-comparison-standard',
          planType: 'PeerComparisonStandard',
          optionId: 'peer-comparison-standard-annual',
          priceCents: 100_000,
          interval: 'year',
          status: 'active',
          billingProvider: 'builtin',
          billingSubscriptionId: paid.subscriptionId,
        }),
      );
    });

    it('gives the provider messages for incomplete and special test cards', async () => {
      const client = t.client();
      const setup = (
        await client.post('/api/account/billing', {
          email: 'cards@cardbank.test',
          name: 'Card Tester',
          ...plan,
        })
      ).json();
      const confirm = (card: Record<string, string>) =>
        client.post('/api/account/billing/confirm', {
          clientSecret: setup.clientSecret,
          cardNumber: '4242424242424242',
          expiry: '12/34',
          cvc: '123',
          postalCode: '50309',
          ...card,
        });
      expect((await confirm({ cardNumber: '4242' })).json().message).toBe(
        'Your card number is incomplete.',
      );
      expect((await confirm({ cardNumber: '4242424242424241' })).json().message).toBe(
        'Your card number is invalid.',
      );
      expect((await confirm({ cardNumber: '4000000000009995' })).json().message).toBe(
        'Your card has insufficient funds.',
      );
      expect((await confirm({ expiry: '01/20' })).json().message).toBe(
        "Your card's expiration year is in the past.",
      );
      expect((await confirm({ cvc: '' })).json().message).toBe(
        "Your card's security code is incomplete.",
      );
      // Only the test cards pass: a real card number is never "charged" by this provider.
      expect((await confirm({ cardNumber: '5555555555554444' })).json().message).toBe(
        CARD_DECLINED_MESSAGE,
      );
      const unknown = await client.post('/api/account/billing/confirm', {
        clientSecret: 'sub_x_secret_y',
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
        postalCode: '50309',
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('refuses a billing account for the free plan or for products not in the plan', async () => {
      const client = t.client();
      const freePlan = await client.post('/api/account/billing', {
        email: 'a@bank.test',
        name: 'A',
        planType: 'PeerComparisonBasic',
        subscription: 'peer-comparison-basic-free',
        userProducts: ['peer-comparison'],
      });
      expect(freePlan.statusCode).toBe(400);
      expect(freePlan.json().message).toBe(PAYMENT_MESSAGES.freePlan);
      const products = await client.post('/api/account/billing', {
        email: 'a@bank.test',
        name: 'A',
        ...plan,
        userProducts: ['non-maturity-deposits'],
      });
      expect(products.statusCode).toBe(400);
      expect(products.json().message).toContain('userProducts');
      const missing = await client.post('/api/account/billing', { email: 'a@bank.test' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toContain('body.name');
      expect((await client.get('/api/account/billing/config')).json()).toEqual({
        provider: 'builtin',
        publishableKey: null,
      });
    });

    it('creates both subscriptions of a Bundle', async () => {
      const client = t.client();
      const email = 'bundle.buyer@bundlebank.test';
      const paid = await payByCard(client, {
        email,
        planType: 'BundleYearly',
        subscription: 'bundle-annual',
        userProducts: ['peer-comparison', 'non-maturity-deposits'],
      });
      const created = await client.post(
        '/api/account',
        signupBody({
          email,
          organizationIid: free[4],
          planType: 'BundleYearly',
          subscriptionId: 'bundle-annual',
          billingCustomerId: paid.customerId,
          billingSubscriptionId: paid.subscriptionId,
        }),
      );
      expect(created.statusCode).toBe(201);
      const check = (await client.get(`/api/account/check/institution?value=${free[4]}`)).json();
      expect(check).toEqual({
        institutionExists: true,
        hasNonMaturity: true,
        hasPeerComparison: true,
      });
    });
  });

  describe('promo signup', () => {
    it('creates the account without payment and counts the use up to the limit', async () => {
      const admin = await t.client().login('admin@example.com');
      const promo = await admin.post('/api/admin/promo-codes', {
        code: 'bankers2025',
        description: 'Conference',
        product: 'peer-comparison',
        tier: 'peer-comparison-standard',
        expiresAt: '2099-12-31',
        maxUses: 1,
      });
      expect(promo.statusCode).toBe(201);
      expect(promo.json()).toMatchObject({ code: 'BANKERS2025', uses: 0, maxUses: 1 });

      const client = t.client();
      expect((await client.get('/api/account/check/promo?value=Bankers2025')).json()).toEqual({
        valid: true,
        product: 'peer-comparison',
        tier: 'peer-comparison-standard',
      });
      expect((await client.get('/api/account/check/promo?value=NOPE')).json().valid).toBe(false);

      const body = signupBody({
        email: 'promo.user@promobank.test',
        organizationIid: free[5],
        planType: 'PeerComparisonStandard',
        subscriptionId: 'peer-comparison-standard-annual',
        promoCode: 'bankers2025',
      });
      expect((await client.post('/api/account', body)).statusCode).toBe(201);
      const usedUp = await client.post('/api/account', {
        ...body,
        email: 'promo.two@promobank.test',
        organizationIid: free[6],
      });
      expect(usedUp.statusCode).toBe(400);
      expect(usedUp.json().message).toBe(SIGNUP_MESSAGES.promoInvalid);
      expect((await client.get('/api/account/check/promo?value=BANKERS2025')).json().valid).toBe(
        false,
      );

      const rows = (await admin.get('/api/admin/subscriptions')).json();
      expect(rows).toContainEqual(
        expect.objectContaining({
          organizationName: `Test Signup Bank ${free[5]}`,
          tier: 'peer-comparison-standard',
          priceCents: 0,
          promoCode: 'BANKERS2025',
        }),
      );
    });

    it('refuses a promo code on another plan and an expired code', async () => {
      const admin = await t.client().login('admin@example.com');
      await admin.post('/api/admin/promo-codes', {
        code: 'OLD-CODE',
        product: 'peer-comparison',
        tier: 'peer-comparison-standard',
        expiresAt: '2020-01-01T00:00:00Z',
        maxUses: null,
      });
      const client = t.client();
      expect((await client.get('/api/account/check/promo?value=old-code')).json().valid).toBe(
        false,
      );
      const otherPlan = await client.post(
        '/api/account',
        signupBody({
          email: 'p3@promobank.test',
          organizationIid: free[7],
          planType: 'BundleYearly',
          subscriptionId: 'bundle-annual',
          promoCode: 'OLD-CODE',
        }),
      );
      expect(otherPlan.statusCode).toBe(400);
      expect(otherPlan.json().message).toBe(ACCOUNT_MESSAGES.promoOnlyStandard);
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
