import { iidOf } from '@app/core/domain/institution-ids';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../platform/auth/password';
import { organizations } from '../platform/db/schema/organization-tables';
import { peerGroups } from '../platform/db/schema/peer-group-tables';
import { userProducts, users } from '../platform/db/schema/user-tables';
import { BANKS, CREDIT_UNIONS, NEWEST_QUARTER, loadGroupTestData } from './group-test-data';
import { DEMO_PASSWORD } from '../seed/demo-seed';
import type { TestApp, TestClient } from './test-app';

/**
 * The callers of the authorization matrix, in its column order:
 * - anon: signed out;
 * - basic: basic@example.com, the Free plan (Peer Comparison Basic), Cedar Ridge Bank's
 *   client-admin;
 * - member: a member of Prairie Gate Bank's organization on Peer Comparison Standard who is
 *   not its client-admin;
 * - nmd: nmd@example.com, Non-Maturity Deposits only, Blue Mesa Bank;
 * - cu: cu@example.com, Peer Comparison Standard, Harbor Light Federal Credit Union;
 * - admin: standard@example.com, Prairie Gate Bank's client-admin;
 * - other: the client-admin of another organization (Blue Mesa Bank's), acting on Prairie
 *   Gate Bank's institution, groups and users;
 * - pending: asked to join Prairie Gate Bank's organization, not yet approved;
 * - platform: admin@example.com, the platform administrator (holds no product).
 */
export const ROLES = [
  'anon',
  'basic',
  'member',
  'nmd',
  'cu',
  'admin',
  'other',
  'pending',
  'platform',
] as const;
export type Role = (typeof ROLES)[number];

const bankIid = (name: string) =>
  iidOf('bank', (BANKS.find((b) => b.name === name) as { agencyId: number }).agencyId);
export const PRAIRIE = bankIid('Prairie Gate Bank');
export const CEDAR_RIDGE = bankIid('Cedar Ridge Bank');
export const HARBOR_LIGHT = iidOf(
  'credit union',
  (CREDIT_UNIONS.find((c) => c.name.startsWith('Harbor Light')) as { agencyId: number }).agencyId,
);
export const QUARTER = NEWEST_QUARTER;

/** The institution each caller names as {iid}: its own, or Prairie Gate Bank when it has none. */
export const SUBJECT: Record<Role, number> = {
  anon: PRAIRIE,
  basic: CEDAR_RIDGE,
  member: PRAIRIE,
  nmd: 0, // set at start: Blue Mesa Bank, a demo institution without reports
  cu: HARBOR_LIGHT,
  admin: PRAIRIE,
  other: PRAIRIE,
  pending: PRAIRIE,
  platform: PRAIRIE,
};

/** One hash for every added user: argon2 is slow by design, and the callers share a password. */
let demoHash: Promise<string> | undefined;

/** A user of the organization that `organizationOf` belongs to; answers the new user's id. */
export async function addUser(
  t: TestApp,
  input: {
    email: string;
    organizationOf: string;
    clientAdmin: boolean;
    products: string[];
    pending?: boolean;
  },
) {
  const organizationId = await organizationOf(t, input.organizationOf);
  const [user] = await t.db
    .insert(users)
    .values({
      email: input.email,
      passwordHash: await (demoHash ??= hashPassword(DEMO_PASSWORD)),
      firstName: 'Matrix',
      lastName: 'Caller',
      organizationId,
      isClientAdmin: input.clientAdmin,
      emailVerifiedAt: new Date(),
      // A request to join, as Register leaves it once the address is verified.
      ...(input.pending ? { membership: 'pending', membershipRequestedAt: new Date() } : {}),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not inserted');
  if (input.products.length > 0) {
    await t.db
      .insert(userProducts)
      .values(input.products.map((product) => ({ userId: user.id, product })));
  }
  return user.id;
}

/** The organization id of a user. */
export async function organizationOf(t: TestApp, address: string) {
  const [row] = await t.db
    .select({ organizationId: users.organizationId })
    .from(users)
    .where(eq(users.email, address));
  if (!row) throw new Error(`no user ${address}`);
  return row.organizationId;
}

/** The e-mail each signed-in caller signs in with. */
export const EMAILS: Record<Exclude<Role, 'anon'>, string> = {
  basic: 'basic@example.com',
  member: 'member@prairie.example',
  nmd: 'nmd@example.com',
  cu: 'cu@example.com',
  admin: 'standard@example.com',
  other: 'owner@blue-mesa.example',
  pending: 'joiner@prairie.example',
  platform: 'admin@example.com',
};

/** Loads the group test data and signs every caller in. */
export async function matrixCallers(t: TestApp): Promise<Record<Role, TestClient>> {
  await loadGroupTestData(t.db);
  await addUser(t, {
    email: 'member@prairie.example',
    organizationOf: 'standard@example.com',
    clientAdmin: false,
    products: ['peer-comparison'],
  });
  await addUser(t, {
    email: 'owner@blue-mesa.example',
    organizationOf: 'nmd@example.com',
    clientAdmin: true,
    products: ['non-maturity-deposits'],
  });
  await addUser(t, {
    email: 'joiner@prairie.example',
    organizationOf: 'standard@example.com',
    clientAdmin: false,
    products: [],
    pending: true,
  });
  const [blueMesa] = await t.db
    .select({ iid: organizations.institutionIid })
    .from(organizations)
    .where(eq(organizations.name, 'Blue Mesa Bank'));
  SUBJECT.nmd = blueMesa?.iid ?? 0;
  const login = (email: string) => t.client().login(email);
  const callers = { anon: t.client() } as Record<Role, TestClient>;
  for (const [role, address] of Object.entries(EMAILS)) {
    callers[role as Role] = await login(address);
  }
  return callers;
}

/** A peer group's id by its name and institution type. */
export async function groupId(t: TestApp, institutionType: string, name: string) {
  const rows = await t.db
    .select({
      groupId: peerGroups.groupId,
      name: peerGroups.name,
      type: peerGroups.institutionType,
    })
    .from(peerGroups);
  const row = rows.find((r) => r.type === institutionType && r.name === name);
  if (!row) {
    const names = rows.filter((r) => r.type === institutionType).map((r) => r.name);
    throw new Error(`no ${institutionType} group "${name}" among ${names.join(', ')}`);
  }
  return row.groupId;
}
