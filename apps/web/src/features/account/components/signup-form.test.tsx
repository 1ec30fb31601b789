import { CARD_DECLINED_MESSAGE, SIGNUP_MESSAGES } from '@app/core/api/account';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FAKE_CSRF_TOKEN } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { passTime, takeClock } from '../../../test/test-clock';

type Handler = (url: URL, body: unknown) => { status: number; body?: unknown };

const INSTITUTIONS = [
  {
    iid: 101,
    name: 'Prairie Gate Bank',
    city: 'Salina',
    state: 'KS',
    label: 'Prairie Gate Bank (Salina, KS)',
    institutionType: 'bank',
    active: true,
    lastReportingDate: '2025-06-30',
    successor: null,
    demo: true,
  },
  {
    iid: 102,
    name: 'Prairie Ridge Bank',
    city: 'Ames',
    state: 'IA',
    label: 'Prairie Ridge Bank (Ames, IA)',
    institutionType: 'bank',
    active: true,
    lastReportingDate: '2025-06-30',
    successor: null,
    demo: true,
  },
];

/** The signup calls of the API, answered in memory; anything else is a 404. */
function stubSignupApi(overrides: Record<string, Handler> = {}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const routes: Record<string, Handler> = {
    'GET /api/auth/csrf': () => ({ status: 200, body: { token: FAKE_CSRF_TOKEN } }),
    'GET /api/auth/me': () => ({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Sign in' },
    }),
    'GET /api/account/billing/config': () => ({
      status: 200,
      body: { provider: 'builtin', publishableKey: null },
    }),
    'GET /api/account/subscription/PeerComparisonStandard': () => ({
      status: 200,
      body: [
        {
          id: 'peer-comparison-standard-monthly',
          display: 'Monthly: $99 per month',
          stripeId: 'x',
        },
        {
          id: 'peer-comparison-standard-annual',
          display: 'Annual: $1,000 per year',
          stripeId: 'y',
        },
      ],
    }),
    'GET /api/account/subscription/NonMaturityDepositsStandard': () => ({
      status: 200,
      body: [
        {
          id: 'non-maturity-deposits-standard-annual',
          display: 'Annual: $1,740 per year',
          stripeId: 'z',
        },
      ],
    }),
    'GET /api/account/subscription/PeerComparisonBasic': () => ({
      status: 200,
      body: [{ id: 'peer-comparison-basic-free', display: 'Free', stripeId: null }],
    }),
    'GET /api/account/check/email': (url) => {
      const value = url.searchParams.get('value') ?? '';
      return {
        status: 200,
        body: {
          valid: true,
          inUse: value === 'taken@bank.com',
          restricted: value.endsWith('@gmail.com'),
        },
      };
    },
    'GET /api/institution/search': (url) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return { status: 200, body: INSTITUTIONS.filter((i) => i.name.toLowerCase().includes(q)) };
    },
    'GET /api/account/check/institution': (url) => ({
      status: 200,
      body: {
        institutionExists: url.searchParams.get('value') === '101',
        hasPeerComparison: url.searchParams.get('value') === '101',
        hasNonMaturity: false,
      },
    }),
    'GET /api/account/check/promo': (url) => ({
      status: 200,
      body:
        url.searchParams.get('value') === 'GOOD'
          ? { valid: true, product: 'peer-comparison', tier: 'peer-comparison-standard' }
          : { valid: false, product: null, tier: null },
    }),
    'POST /api/account/billing': () => ({
      status: 200,
      body: { clientSecret: 'sub_1_secret_2', customerId: 'cus_1', subscriptionId: 'sub_1' },
    }),
    'POST /api/account/billing/confirm': () => ({
      status: 402,
      body: { statusCode: 402, error: 'Payment Required', message: CARD_DECLINED_MESSAGE },
    }),
    'POST /api/account': () => ({
      status: 201,
      body: { email: 'nora@bank.com', verificationSent: true },
    }),
    'POST /api/account/existing': () => ({
      status: 201,
      body: { email: 'nora@bank.com', verificationSent: true },
    }),
    ...overrides,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path: url.pathname, body });
      const handler = routes[`${method} ${url.pathname}`];
      const reply = handler
        ? handler(url, body)
        : { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'none' } };
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls: (path: string) => calls.filter((c) => c.path === path) };
}

type User = ReturnType<typeof renderApp>['user'];

/** Pasting a value is one change event: typing it key by key is slow in jsdom. */
async function fill(user: User, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

async function openSignup(plan = 'PeerComparisonStandard') {
  const view = renderApp(`/signup?plan=${plan}`);
  await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
  return view;
}

async function fillPerson(user: User, email = 'nora@bank.com') {
  await fill(user, screen.getByLabelText(/First Name/), 'Nora');
  await fill(user, screen.getByLabelText(/Last Name/), 'Newman');
  await fill(user, screen.getByLabelText(/^Phone/), '5155550199');
  await fill(user, screen.getByLabelText(/Job Title/), 'CFO');
  await fill(user, screen.getByLabelText(/^Email/), email);
  await user.tab();
}

async function chooseInstitution(user: User, name: string) {
  await fill(user, screen.getByLabelText(/Institution/), 'Prairie');
  await user.click(await screen.findByText(name));
}

describe('signup form (spec 1 section 5)', { timeout: 30_000 }, () => {
  it('shows each required message when a field is left empty', async () => {
    stubSignupApi();
    const { user } = await openSignup();
    for (const [label, message] of [
      [/First Name/, SIGNUP_MESSAGES.firstNameRequired],
      [/Last Name/, SIGNUP_MESSAGES.lastNameRequired],
      [/^Phone/, SIGNUP_MESSAGES.phoneRequired],
      [/Job Title/, SIGNUP_MESSAGES.titleRequired],
      [/^Email/, SIGNUP_MESSAGES.emailRequired],
      [/Institution/, SIGNUP_MESSAGES.institutionRequired],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.tab();
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Signup Now' })).toBeDisabled();
  });

  it('opens the promo code on the first click, checking the field it left after the click', async () => {
    stubSignupApi();
    const { user } = await openSignup();
    const link = screen.getByRole('button', { name: 'Have a promo code?' });

    await user.click(screen.getByLabelText(/First Name/));
    await user.pointer({ keys: '[MouseLeft>]', target: link });
    expect(screen.queryByText(SIGNUP_MESSAGES.firstNameRequired)).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: link });

    expect(await screen.findByLabelText(/Promo Code/)).toBeInTheDocument();
    expect(await screen.findByText(SIGNUP_MESSAGES.firstNameRequired)).toBeInTheDocument();
  });

  it('masks the phone and checks its digits and the e-mail pattern', async () => {
    stubSignupApi();
    const { user } = await openSignup();
    const phone = screen.getByLabelText(/^Phone/);
    await fill(user, phone, '51555501');
    expect(phone).toHaveValue('515-555-01');
    await user.tab();
    expect(await screen.findByText(SIGNUP_MESSAGES.phoneDigits)).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^Email/), 'nora@bank');
    await user.tab();
    expect(await screen.findByText(SIGNUP_MESSAGES.emailInvalid)).toBeInTheDocument();
  });

  it("shows the server's answers: e-mail in use, free-mail address", async () => {
    const api = stubSignupApi();
    const { user } = await openSignup();
    const email = screen.getByLabelText(/^Email/);
    await fill(user, email, 'taken@bank.com');
    await user.tab();
    expect(await screen.findByText(SIGNUP_MESSAGES.emailInUse)).toBeInTheDocument();
    await user.clear(email);
    await fill(user, email, 'me@gmail.com');
    await user.tab();
    expect(await screen.findByText(SIGNUP_MESSAGES.emailRestricted)).toBeInTheDocument();
    expect(api.calls('/api/account/check/email')).toHaveLength(2);
  });

  it('searches institutions from 3 characters and locks the choice until Clear Selection', async () => {
    takeClock();
    const api = stubSignupApi();
    const { user } = await openSignup();
    const field = screen.getByLabelText(/Institution/);
    await fill(user, field, 'Pr');
    await passTime(400);
    expect(api.calls('/api/institution/search')).toHaveLength(0);
    await fill(user, field, 'xyz');
    expect(await screen.findByText(SIGNUP_MESSAGES.noInstitutionsFound)).toBeInTheDocument();
    await user.clear(field);
    await chooseInstitution(user, 'Prairie Ridge Bank');
    expect(field).toHaveValue('Prairie Ridge Bank (Ames, IA)');
    expect(field).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Clear Selection' }));
    expect(field).toHaveValue('');
    expect(field).not.toHaveAttribute('readonly');
  });

  it('offers Register Now when the institution already has the product', async () => {
    const api = stubSignupApi();
    const { user, router } = await openSignup();
    await fillPerson(user);
    await chooseInstitution(user, 'Prairie Gate Bank');
    expect(await screen.findByText(SIGNUP_MESSAGES.institutionHasAccount)).toBeInTheDocument();
    // Card and subscription are hidden for an institution with an account.
    expect(screen.queryByText('Payment')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/thankyou'));
    expect(api.calls('/api/account/existing')[0]?.body).toMatchObject({
      organizationIid: 101,
      email: 'nora@bank.com',
      phone: '515-555-0199',
      planType: 'PeerComparisonStandard',
    });
  });

  it('asks for a promo code, marks an invalid one, and signs up with a valid one without a card', async () => {
    const api = stubSignupApi();
    const { user, router } = await openSignup();
    await fillPerson(user);
    await chooseInstitution(user, 'Prairie Ridge Bank');
    await user.click(screen.getByRole('button', { name: 'Have a promo code?' }));
    const promo = screen.getByLabelText(/Promo Code/);
    await user.click(promo);
    await user.tab();
    expect(await screen.findByText(SIGNUP_MESSAGES.promoRequired)).toBeInTheDocument();
    await fill(user, promo, 'bad');
    await user.tab();
    expect(await screen.findByText(SIGNUP_MESSAGES.promoInvalid)).toBeInTheDocument();
    await user.clear(promo);
    await fill(user, promo, 'good');
    await user.tab();
    expect(await screen.findByText('Promo code accepted: no payment needed.')).toBeInTheDocument();
    expect(screen.queryByText('Payment')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/thankyou'));
    expect(api.calls('/api/account')[0]?.body).toMatchObject({
      promoCode: 'GOOD',
      planType: 'PeerComparisonStandard',
      subscriptionId: 'peer-comparison-standard-monthly',
    });
    expect(api.calls('/api/account/billing')).toHaveLength(0);
  });

  it('shows the card error under Payment and enables the button again', async () => {
    const api = stubSignupApi();
    const { user } = await openSignup();
    await fillPerson(user);
    await chooseInstitution(user, 'Prairie Ridge Bank');
    await user.click(screen.getByRole('textbox', { name: /Subscription/ }));
    await user.click(await screen.findByText('Annual: $1,000 per year'));
    await fill(user, screen.getByLabelText('Card number'), '4000000000000002');
    await fill(user, screen.getByLabelText('Expiration date'), '1234');
    await fill(user, screen.getByLabelText('Security code'), '123');
    await fill(user, screen.getByLabelText('ZIP code'), '50309');
    const submit = screen.getByRole('button', { name: 'Signup Now' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    const payment = screen.getByRole('group', { name: /Payment/ });
    expect(await within(payment).findByText(CARD_DECLINED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Signup Now' })).toBeEnabled());
    expect(api.calls('/api/account')).toHaveLength(0);
    expect(api.calls('/api/account/billing')[0]?.body).toMatchObject({
      planType: 'PeerComparisonStandard',
      subscription: 'peer-comparison-standard-annual',
      userProducts: ['peer-comparison'],
    });
  });

  it("preselects a plan's only subscription option, and leaves a choice of two open", async () => {
    stubSignupApi();
    const nmd = await openSignup('NonMaturityDepositsStandard');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Subscription/ })).toHaveValue(
        'Annual: $1,740 per year',
      ),
    );
    nmd.unmount();
    await openSignup('PeerComparisonStandard');
    expect(screen.getByRole('textbox', { name: /Subscription/ })).toHaveValue('');
  });

  it('skips subscription and card for the free plan', async () => {
    const api = stubSignupApi();
    const { user, router } = await openSignup('PeerComparisonBasic');
    await fillPerson(user);
    await chooseInstitution(user, 'Prairie Ridge Bank');
    expect(screen.queryByRole('textbox', { name: /Subscription/ })).not.toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Signup Now' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/thankyou'));
    expect(api.calls('/api/account')[0]?.body).toMatchObject({
      subscriptionId: 'peer-comparison-basic-free',
      planType: 'PeerComparisonBasic',
    });
  });
});
