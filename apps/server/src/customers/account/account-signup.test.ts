import { SIGNUP_MESSAGES } from '@app/core/api/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSignupApp, latestMail, linkIn, signupBody } from '../../testing/account-helpers';
import type { TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { ACCOUNT_MESSAGES } from './account-service';

const PRAIRIE_GATE = 9000001; // standard@example.com's bank: Peer Comparison Standard
const BLUE_MESA = 9000003; // nmd@example.com's bank: Non-Maturity Deposits only

describe.each(testDatabaseKinds)(
  'free signup and e-mail verification on the %s database',
  (kind) => {
    let t: TestApp;
    let free: number[];
    beforeAll(async () => {
      ({ t, free } = await startSignupApp(kind));
    });
    afterAll(() => t.close());

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
        const tooShort = await client.post('/api/account/password/set', {
          token,
          password: 'short',
        });
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
  },
);
