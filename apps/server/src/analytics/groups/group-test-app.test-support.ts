import type { GroupSummary } from '@app/core/api/groups';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { organizations } from '../../platform/db/schema/organization-tables';
import { peerGroupMembers, peerGroups } from '../../platform/db/schema/peer-group-tables';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import type { DatabaseKind } from '../../testing/test-database';
import {
  bankIid,
  cuIid,
  FILLER_COUNT,
  loadGroupTestData,
  NEWEST_QUARTER,
} from '../../testing/group-test-data';
import { rebuildProviderGroups } from '../../reference-data/peer-groups/provider-groups';

export const PRAIRIE = bankIid(9000001); // standard@: PC standard, SINGLE, Salina KS, $250M
export const CEDAR = bankIid(9000002); // basic@: PC basic, Cedar Rapids IA, $80M
export const BLUE_MESA = bankIid(9000003); // nmd@: no peer-comparison claim
export const HARBOR = cuIid(900007); // cu@: PC standard credit union, Portland ME, $75M
export const fillers = (first: number, count = FILLER_COUNT) =>
  Array.from({ length: count }, (_, k) => first + k);

export const MIDWEST_STATES = 'IL, IN, MI, OH, WI, IA, KS, MN, MO, NE, ND, SD';

/**
 * The peer group API tests' app, started and closed by the suite that calls this: the group
 * test data, the provider groups built, and a custom group of another organization (holding
 * iid 101). Answers the app and the helpers the tests share.
 */
export function groupTestApp(kind: DatabaseKind) {
  let app: TestApp | undefined;
  const t = () => {
    if (!app) throw new Error('The group test app is not started.');
    return app;
  };
  /** Group ids by institution type and name (serial ids differ between runs). */
  const ids = new Map<string, number>();
  const id = (institutionType: string, name: string) => {
    const found = ids.get(`${institutionType}/${name}`);
    if (found === undefined) throw new Error(`no ${institutionType} group ${name}`);
    return found;
  };
  let otherGroup: number | undefined;

  const clients = new Map<string, TestClient>();
  const as = async (email: string) => {
    if (!clients.has(email)) clients.set(email, await t().client().login(`${email}@example.com`));
    return clients.get(email) as TestClient;
  };

  beforeAll(async () => {
    app = await startTestApp(kind);
    await loadGroupTestData(app.db);
    await rebuildProviderGroups(app.db, 'bank');
    await rebuildProviderGroups(app.db, 'credit union');
    const [other] = await app.db
      .insert(organizations)
      .values({ name: 'Other Bank Org', organizationType: 'SINGLE' })
      .returning({ id: organizations.id });
    const [group] = await app.db
      .insert(peerGroups)
      .values({
        groupType: 10,
        institutionType: 'bank',
        name: 'Their group',
        organizationId: other?.id,
      })
      .returning({ groupId: peerGroups.groupId });
    otherGroup = group?.groupId as number;
    await app.db.insert(peerGroupMembers).values({ groupId: otherGroup, iid: 101 });
    const rows = await app.db
      .select({
        groupId: peerGroups.groupId,
        institutionType: peerGroups.institutionType,
        name: peerGroups.name,
      })
      .from(peerGroups)
      .where(inArray(peerGroups.groupType, [20, 30]));
    for (const row of rows) ids.set(`${row.institutionType}/${row.name}`, row.groupId);
  });
  afterAll(() => app?.close());

  /** The custom group of another organization ('Other Bank Org'), holding iid 101. */
  const otherOrganizationGroup = () => {
    if (otherGroup === undefined) throw new Error('The group test app is not started.');
    return otherGroup;
  };

  /** A custom group of standard@'s organization, made directly; answers its id. */
  const customGroup = async (name: string, iids: number[]) => {
    const response = await (await as('standard')).post(`/api/${PRAIRIE}/group`, { name, iids });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<GroupSummary[]>().find((g) => g.name === name);
    return created?.groupId as number;
  };
  const membersOf = async (groupId: number) =>
    (
      await t()
        .db.select({ iid: peerGroupMembers.iid })
        .from(peerGroupMembers)
        .where(eq(peerGroupMembers.groupId, groupId))
        .orderBy(peerGroupMembers.iid)
    ).map((r) => r.iid);

  const aggregate = (
    name: string,
    description: string,
    institutionCount: number,
    type = 'bank',
  ) => ({
    groupId: id(type, name),
    name,
    description,
    displayDescription: description,
    criteria: '',
    groupType: 30,
    selectionType: 0,
    institutionCount,
    asOf: NEWEST_QUARTER,
    iids: [],
    leftOut: { count: 0, institutions: [] },
    editable: false,
  });
  const provider = (
    region: string,
    states: string,
    band: string,
    iids: number[],
    type = 'bank',
  ) => {
    const noun = type === 'bank' ? 'Banks' : 'Credit Unions';
    return {
      groupId: id(type, `${region} ${noun} ${band}`),
      name: `${region} ${noun} ${band}`,
      description: `${noun} in the ${region} with total assets ${band}`,
      displayDescription: `${noun} in the ${region} with total assets ${band}`,
      criteria: `Census region ${region} (${states}); total assets ${band}, as of 2025-09-30.`,
      groupType: 20,
      selectionType: 0,
      institutionCount: iids.length,
      asOf: NEWEST_QUARTER,
      iids,
      leftOut: { count: 0, institutions: [] },
      editable: false,
    };
  };

  return { t, id, as, otherOrganizationGroup, customGroup, membersOf, aggregate, provider };
}
