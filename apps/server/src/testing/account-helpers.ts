import type { SignupRequest } from '@app/core/api/account';
import { institutions } from '../platform/db/schema/institution-tables';
import type { DatabaseKind } from './test-database';
import { startTestApp, type TestApp, type TestClient } from './test-app';

/** Fictional institutions without an account, for signups in tests. */
export async function addInstitutions(t: TestApp, first: number, count: number, active = true) {
  const rows = Array.from({ length: count }, (_, i) => ({
    iid: first + i,
    agencyId: first + i,
    institutionType: 'bank',
    name: `Test Signup Bank ${first + i}`,
    city: 'Ames',
    state: 'IA',
    active,
    lastReportingDate: '2025-06-30',
    synthetic: true,
  }));
  await t.db.insert(institutions).values(rows);
  return rows.map((r) => r.iid);
}

/**
 * A test app with 12 fictional banks free to sign up (`free`) and an inactive one (9100900),
 * for the signup and upgrade tests.
 */
export async function startSignupApp(kind: DatabaseKind) {
  const t = await startTestApp(kind);
  const free = await addInstitutions(t, 9100001, 12);
  await addInstitutions(t, 9100900, 1, false);
  return { t, free };
}

export function signupBody(overrides: Partial<SignupRequest> = {}): SignupRequest {
  return {
    organizationIid: 0,
    email: 'new.user@newbank.test',
    firstName: 'Nora',
    lastName: 'Newman',
    phone: '515-555-0199',
    title: 'Chief Financial Officer',
    promoCode: null,
    subscriptionId: 'peer-comparison-basic-free',
    planType: 'PeerComparisonBasic',
    ...overrides,
  };
}

/** The latest e-mail to an address, read the way an admin would: GET /api/admin/outbox. */
export async function latestMail(t: TestApp, to: string) {
  const admin = await t.client().login('admin@example.com');
  const response = await admin.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`);
  const [mail] = response.json<{ subject: string; text: string; kind: string }[]>();
  return mail;
}

export function linkIn(text: string): { path: string; token: string } {
  const match = /http:\/\/localhost:3000(\/account\/\w+)\?token=([\w-]+)/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no link in: ${text}`);
  return { path: match[1], token: match[2] };
}

/** Pays through the built-in provider: billing account, card confirmation. */
export async function payByCard(
  client: TestClient,
  input: { email: string; planType: string; subscription: string; userProducts: string[] },
  cardNumber = '4242 4242 4242 4242',
) {
  const setup = await client.post('/api/account/billing', { name: 'Nora Newman', ...input });
  if (setup.statusCode !== 200)
    throw new Error(`billing answered ${setup.statusCode}: ${setup.body}`);
  const ids = setup.json<{ clientSecret: string; customerId: string; subscriptionId: string }>();
  const confirmation = await client.post('/api/account/billing/confirm', {
    clientSecret: ids.clientSecret,
    cardNumber,
    expiry: '12/34',
    cvc: '123',
    postalCode: '50309',
  });
  return { ...ids, confirmation };
}

/** standard@example.com's bank (Prairie Gate Bank, Peer Comparison Standard). */
export const PRAIRIE_GATE_IID = 9000001;

let joiners = 0;

/**
 * Registers for an institution that already has an account (Register on the signup page),
 * follows the verification link from the outbox, sets the password and signs in: a client of
 * a user whose request to join the organization is pending. By default the organization is
 * standard@example.com's. Each call makes a new user unless `email` is given.
 */
export async function createPendingJoiner(
  t: TestApp,
  options: { email?: string; password?: string; organizationIid?: number } = {},
): Promise<TestClient> {
  const email = options.email ?? `joiner-${++joiners}@prairiegate.test`;
  const password = options.password ?? 'joiner-password-1';
  const visitor = t.client();
  const registered = await visitor.post('/api/account/existing', {
    organizationIid: options.organizationIid ?? PRAIRIE_GATE_IID,
    email,
    firstName: 'Jo',
    lastName: 'Joiner',
    phone: '515-555-0177',
    title: 'Analyst',
    planType: 'PeerComparisonStandard',
  });
  if (registered.statusCode !== 201) {
    throw new Error(`register answered ${registered.statusCode}: ${registered.body}`);
  }
  const { token } = linkIn((await latestMail(t, email))?.text ?? '');
  const set = await visitor.post('/api/account/password/set', { token, password });
  if (set.statusCode >= 300)
    throw new Error(`password set answered ${set.statusCode}: ${set.body}`);
  return visitor.login(email, password);
}
