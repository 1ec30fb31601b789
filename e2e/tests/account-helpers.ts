import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin } from './api';

/** A fresh API context signed in as the platform admin, with its anti-forgery token. */
async function asAdmin(request: APIRequestContext) {
  const token = await apiLogin(request, 'admin@example.com');
  return token;
}

/** The link of the newest e-mail of a kind to an address, read through GET /api/admin/outbox. */
export async function outboxLink(request: APIRequestContext, to: string, kind: string) {
  await asAdmin(request);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`);
      const mails = (await response.json()) as { kind: string; text: string }[];
      const mail = mails.find((m) => m.kind === kind);
      link = mail ? /https?:\/\/[^/\s]+(\/account\/[\w?=-]+)/.exec(mail.text)?.[1] : undefined;
      return link;
    })
    .toBeTruthy();
  return link as string;
}

export async function createPromoCode(request: APIRequestContext, code: string) {
  const token = await asAdmin(request);
  const response = await request.post('/api/admin/promo-codes', {
    data: {
      code,
      description: 'Browser test',
      product: 'peer-comparison',
      tier: 'peer-comparison-standard',
      expiresAt: '2099-12-31',
      maxUses: 5,
    },
    headers: { 'x-csrf-token': token },
  });
  expect(response.status()).toBe(201);
}

export async function adminSubscriptions(request: APIRequestContext) {
  await asAdmin(request);
  return (await (await request.get('/api/admin/subscriptions')).json()) as Record<
    string,
    unknown
  >[];
}

/**
 * An active bank that has no account yet, found the way the signup form finds it. Every
 * signup takes one, so each call answers the next free one.
 */
export async function freeInstitution(request: APIRequestContext, query = 'ban') {
  const results = (await (await request.get(`/api/institution/search?q=${query}`)).json()) as {
    iid: number;
    name: string;
    label: string;
  }[];
  for (const institution of results) {
    const check = await (
      await request.get(`/api/account/check/institution?value=${institution.iid}`)
    ).json();
    if (!check.institutionExists) return institution;
  }
  throw new Error(`no institution without an account among "${query}"`);
}

/**
 * Signs up a free Peer Comparison account for `email` through POST /api/account, at the first
 * institution among the search for `query` that takes it; answers the context's anti-forgery
 * token.
 */
export async function signUpFree(
  request: APIRequestContext,
  email: string,
  query: string,
  details: { firstName: string; lastName: string; phone: string; title: string },
): Promise<string> {
  const { token } = (await (await request.get('/api/auth/csrf')).json()) as { token: string };
  const search = (await (await request.get(`/api/institution/search?q=${query}`)).json()) as {
    iid: number;
  }[];
  let created = false;
  for (const institution of search) {
    const response = await request.post('/api/account', {
      data: {
        organizationIid: institution.iid,
        email,
        ...details,
        subscriptionId: 'peer-comparison-basic-free',
        planType: 'PeerComparisonBasic',
      },
      headers: { 'x-csrf-token': token },
    });
    if (response.status() === 201) {
      created = true;
      break;
    }
  }
  expect(created).toBe(true);
  return token;
}

/** Unique per run, so a retry or a second run against the same server does not collide. */
export const runId = Date.now().toString(36);

export const person = {
  firstName: 'Robin',
  lastName: 'Browser',
  phone: '5155550142',
  title: 'Chief Financial Officer',
};

/** Fills the person fields of the signup form, each followed by leaving the field. */
export async function fillPerson(page: Page, email: string) {
  await page.getByLabel('First Name').fill(person.firstName);
  await page.getByLabel('Last Name').fill(person.lastName);
  await page.getByLabel('Phone').fill(person.phone);
  await page.getByLabel('Job Title').fill(person.title);
  await page.getByLabel('Email', { exact: false }).first().fill(email);
  await page.getByLabel('Email', { exact: false }).first().blur();
}

export async function chooseInstitution(page: Page, name: string) {
  await page.getByLabel('Institution').fill(name.slice(0, 12));
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByLabel('Institution')).toHaveAttribute('readonly', '');
}

export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('ZIP code').fill('50309');
}
