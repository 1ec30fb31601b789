import { GROUP_LIMIT_MESSAGES, type GroupSummary } from '@app/core/api/groups';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../db/schema/organization-tables';
import { peerGroupMembers, peerGroups } from '../db/schema/peer-group-tables';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import {
  BANK_FILLER_FIRST,
  bankIid,
  CU_FILLER_FIRST,
  cuIid,
  FILLER_COUNT,
  loadGroupTestData,
} from '../testing/group-test-data';
import { REFUSALS } from '../access/entitlements';
import { rebuildProviderGroups } from './provider-groups';

const PRAIRIE = bankIid(9000001); // standard@: PC standard, SINGLE, Salina KS, $250M
const CEDAR = bankIid(9000002); // basic@: PC basic, Cedar Rapids IA, $80M
const BLUE_MESA = bankIid(9000003); // nmd@: no peer-comparison claim
const HARBOR = cuIid(900007); // cu@: PC standard credit union, Portland ME, $75M
const fillers = (first: number, count = FILLER_COUNT) =>
  Array.from({ length: count }, (_, k) => first + k);

const MIDWEST_STATES = 'IL, IN, MI, OH, WI, IA, KS, MN, MO, NE, ND, SD';

describe.each(testDatabaseKinds)('peer group API on the %s database', (kind) => {
  let t: TestApp;
  /** Group ids by institution type and name (serial ids differ between runs). */
  const ids = new Map<string, number>();
  const id = (institutionType: string, name: string) => {
    const found = ids.get(`${institutionType}/${name}`);
    if (found === undefined) throw new Error(`no ${institutionType} group ${name}`);
    return found;
  };
  let otherOrganizationGroup: number;

  const clients = new Map<string, TestClient>();
  const as = async (email: string) => {
    if (!clients.has(email)) clients.set(email, await t.client().login(`${email}@example.com`));
    return clients.get(email) as TestClient;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    await loadGroupTestData(t.db);
    await rebuildProviderGroups(t.db, 'bank');
    await rebuildProviderGroups(t.db, 'credit union');
    const [other] = await t.db
      .insert(organizations)
      .values({ name: 'Other Bank Org', organizationType: 'SINGLE' })
      .returning({ id: organizations.id });
    const [group] = await t.db
      .insert(peerGroups)
      .values({
        groupType: 10,
        institutionType: 'bank',
        name: 'Their group',
        organizationId: other?.id,
      })
      .returning({ groupId: peerGroups.groupId });
    otherOrganizationGroup = group?.groupId as number;
    await t.db.insert(peerGroupMembers).values({ groupId: otherOrganizationGroup, iid: 101 });
    const rows = await t.db
      .select({
        groupId: peerGroups.groupId,
        institutionType: peerGroups.institutionType,
        name: peerGroups.name,
      })
      .from(peerGroups)
      .where(inArray(peerGroups.groupType, [20, 30]));
    for (const row of rows) ids.set(`${row.institutionType}/${row.name}`, row.groupId);
  });
  afterAll(() => t.close());

  /** A custom group of standard@'s organization, made directly; answers its id. */
  const customGroup = async (name: string, iids: number[]) => {
    const response = await (await as('standard')).post(`/api/${PRAIRIE}/group`, { name, iids });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<GroupSummary[]>().find((g) => g.name === name);
    return created?.groupId as number;
  };
  const membersOf = async (groupId: number) =>
    (
      await t.db
        .select({ iid: peerGroupMembers.iid })
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
    iids: [],
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
      iids,
      editable: false,
    };
  };

  describe('refusals common to every route', () => {
    const calls = (iid: number) =>
      [
        ['GET', `/api/${iid}/group`],
        ['GET', `/api/${iid}/group/${id('bank', 'National')}/institutions`],
        ['POST', `/api/${iid}/group`, { name: 'x', iids: [101] }],
        ['PUT', `/api/${iid}/group`, []],
        ['DELETE', `/api/${iid}/group/${id('bank', 'National')}`],
      ] as const;
    const send = (client: TestClient, [method, url, payload]: readonly unknown[]) =>
      client.request({ method: method as 'GET', url: url as string, payload: payload as object });

    it('answers 401 signed out', async () => {
      for (const call of calls(PRAIRIE)) {
        const response = await send(t.client(), call);
        expect([call[1], response.statusCode]).toEqual([call[1], 401]);
      }
    });

    it('answers 403 without the peer-comparison claim', async () => {
      const nmd = await as('nmd');
      for (const call of calls(BLUE_MESA)) {
        const response = await send(nmd, call);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('Your plan does not include Peer Comparison.');
      }
    });

    it('answers 403 for a subject the user may not view', async () => {
      const standard = await as('standard');
      for (const call of calls(CEDAR)) {
        const response = await send(standard, call);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('You do not have access to this institution.');
      }
    });

    it('answers 400 for an iid or group id that is not a positive integer', async () => {
      const standard = await as('standard');
      for (const url of [
        '/api/abc/group',
        '/api/0/group',
        '/api/-1/group',
        '/api/1e3/group',
        '/api/99999999999/group',
        '/api/3000000000/group',
      ]) {
        const response = await standard.get(url);
        expect([url, response.statusCode]).toEqual([url, 400]);
        expect(response.json().message).toBe('params.iid: must be a positive integer');
      }
      const response = await standard.get(`/api/${PRAIRIE}/group/x/institutions`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('params.groupId: must be a positive integer');
      const gone = await standard.delete(`/api/${PRAIRIE}/group/99999999999`);
      expect(gone.json().message).toBe('params.groupId: must be a positive integer');
    });

    it('answers 404 for an institution that does not exist (a MULTI user may name any)', async () => {
      const response = await (await as('bundle')).get('/api/424242/group');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Institution not found.');
    });
  });

  describe('GET /api/:iid/group', () => {
    it('lists National, the state and the asset band, then the provider groups (Standard)', async () => {
      const response = await (await as('standard')).get(`/api/${PRAIRIE}/group`);
      expect(response.statusCode).toBe(200);
      // Newest quarter: 8 banks filed (the Topeka bank only the older one); Kansas: Prairie
      // Gate and Sunflower; $100M to $500M: Prairie Gate, Sunflower, Alamo, Cascade ($100M).
      expect(response.json()).toEqual([
        aggregate('National', 'All banks in the nation', 8),
        aggregate('Kansas', 'All banks in Kansas', 2),
        aggregate('National Assets $100M to $500M', 'All banks with assets $100M to $500M', 4),
        provider('Northeast', 'CT, ME, MA, NH, RI, VT, NJ, NY, PA', '$10B and over', [103]),
        provider('Midwest', MIDWEST_STATES, 'under $100M', [CEDAR]),
        provider('Midwest', MIDWEST_STATES, '$100M to $500M', [101, PRAIRIE]),
        provider('Midwest', MIDWEST_STATES, '$1B to $10B', [bankIid(9000004)]),
        provider(
          'South',
          'DE, DC, FL, GA, MD, NC, SC, VA, WV, AL, KY, MS, TN, AR, LA, OK, TX',
          '$100M to $500M',
          [102],
        ),
        provider(
          'West',
          'AZ, CO, ID, MT, NV, NM, UT, WY, AK, CA, HI, OR, WA',
          '$100M to $500M',
          [104],
        ),
      ]);
    });

    it('gives the basic (free) plan the three aggregate groups only', async () => {
      const response = await (await as('basic')).get(`/api/${CEDAR}/group`);
      expect(response.statusCode).toBe(200);
      // Under $100M: Cedar Ridge ($80M) and the Guam bank ($70M).
      expect(response.json()).toEqual([
        aggregate('National', 'All banks in the nation', 8),
        aggregate('Iowa', 'All banks in Iowa', 1),
        aggregate('National Assets under $100M', 'All banks with assets under $100M', 2),
      ]);
    });

    it("lists a credit union's groups of its own type", async () => {
      const response = await (await as('cu')).get(`/api/${HARBOR}/group`);
      expect(response.json()).toEqual([
        aggregate('National', 'All credit unions in the nation', 4, 'credit union'),
        aggregate('Maine', 'All credit unions in Maine', 2, 'credit union'),
        aggregate(
          'National Assets $50M to $100M',
          'All credit unions with assets $50M to $100M',
          2,
          'credit union',
        ),
        provider(
          'Northeast',
          'CT, ME, MA, NH, RI, VT, NJ, NY, PA',
          '$50M to $100M',
          [cuIid(501), HARBOR],
          'credit union',
        ),
        provider(
          'Northeast',
          'CT, ME, MA, NH, RI, VT, NJ, NY, PA',
          '$1B and over',
          [cuIid(502)],
          'credit union',
        ),
        provider('Midwest', MIDWEST_STATES, '$500M to $1B', [cuIid(900008)], 'credit union'),
      ]);
    });

    it('gives a subject without reports National and its state only', async () => {
      const response = await (await as('bundle')).get(`/api/${bankIid(9000006)}/group`);
      expect(
        response
          .json<GroupSummary[]>()
          .filter((g) => g.groupType === 30)
          .map((g) => [g.name, g.institutionCount]),
      ).toEqual([
        ['National', 8],
        ['Montana', 0],
      ]);
    });
  });

  describe('GET /api/:iid/group/:groupId/institutions', () => {
    const members = async (email: string, iid: number, groupId: number) => {
      const response = await (await as(email)).get(`/api/${iid}/group/${groupId}/institutions`);
      return { status: response.statusCode, body: response.json() };
    };

    it('answers the members of an aggregate group at the newest quarter, by name', async () => {
      const { status, body } = await members('standard', PRAIRIE, id('bank', 'Kansas'));
      expect(status).toBe(200);
      expect(body).toEqual([
        {
          iid: PRAIRIE,
          name: 'Prairie Gate Bank',
          city: 'Salina',
          state: 'KS',
          label: 'Prairie Gate Bank (Salina, KS)',
          website: null,
        },
        {
          iid: 101,
          name: 'Sunflower State Bank',
          city: 'Wichita',
          state: 'KS',
          label: 'Sunflower State Bank (Wichita, KS)',
          website: 'sunflower.example',
        },
      ]);
      const national = await members('standard', PRAIRIE, id('bank', 'National'));
      expect(national.body.map((m: { label: string }) => m.label)).toEqual([
        'Alamo Bank (Austin, TX)',
        'Cascade Bank (Portland, OR)',
        'Cedar Ridge Bank (Cedar Rapids, IA)',
        'Hudson River Bank (Albany, NY)',
        'Island Bank (Hagatna, GU)',
        'Northgate Bank (Duluth, MN)',
        'Prairie Gate Bank (Salina, KS)',
        'Sunflower State Bank (Wichita, KS)',
      ]);
      const band = await members('standard', PRAIRIE, id('bank', 'National Assets $100M to $500M'));
      expect(band.body.map((m: { iid: number }) => m.iid)).toEqual([102, 104, PRAIRIE, 101]);
    });

    it('answers the members of a provider group', async () => {
      const { body } = await members(
        'standard',
        PRAIRIE,
        id('bank', 'Midwest Banks $100M to $500M'),
      );
      expect(body.map((m: { label: string }) => m.label)).toEqual([
        'Prairie Gate Bank (Salina, KS)',
        'Sunflower State Bank (Wichita, KS)',
      ]);
    });

    it('answers 404 for a group of the other type, of another organization, or none', async () => {
      for (const groupId of [
        id('credit union', 'National'),
        otherOrganizationGroup,
        2_000_000_000,
      ]) {
        const { status, body } = await members('standard', PRAIRIE, groupId);
        expect([groupId, status, body.message]).toEqual([groupId, 404, 'Peer group not found.']);
      }
    });

    it('lets the basic plan read its three groups only', async () => {
      expect((await members('basic', CEDAR, id('bank', 'Iowa'))).body).toEqual([
        {
          iid: CEDAR,
          name: 'Cedar Ridge Bank',
          city: 'Cedar Rapids',
          state: 'IA',
          label: 'Cedar Ridge Bank (Cedar Rapids, IA)',
          website: null,
        },
      ]);
      for (const name of ['Kansas', 'Midwest Banks under $100M']) {
        const { status, body } = await members('basic', CEDAR, id('bank', name));
        expect([name, status, body.message]).toEqual([name, 403, REFUSALS.freePlanGroups]);
      }
    });
  });

  describe('POST /api/:iid/group', () => {
    it('creates a custom group and answers all groups', async () => {
      const response = await (
        await as('standard')
      ).post(`/api/${PRAIRIE}/group`, {
        name: '  Plains peers ',
        description: 'Banks we meet at the state association',
        iids: [102, 101],
      });
      expect(response.statusCode).toBe(201);
      const all = response.json<GroupSummary[]>();
      expect(all.map((g) => g.name).slice(0, 3)).toEqual([
        'National',
        'Kansas',
        'National Assets $100M to $500M',
      ]);
      const created = all.at(-1) as GroupSummary;
      expect(created).toEqual({
        groupId: expect.any(Number),
        name: 'Plains peers',
        description: 'Banks we meet at the state association',
        displayDescription: 'Banks we meet at the state association',
        criteria: '',
        groupType: 10,
        selectionType: 3,
        institutionCount: 2,
        iids: [101, 102],
        editable: true,
      });
      expect((await (await as('standard')).get(`/api/${PRAIRIE}/group`)).json()).toEqual(all);
      const members = await (
        await as('standard')
      ).get(`/api/${PRAIRIE}/group/${created.groupId}/institutions`);
      expect(members.json().map((m: { iid: number }) => m.iid)).toEqual([102, 101]);
    });

    it('keeps criteria and the selection type', async () => {
      const response = await (
        await as('standard')
      ).post(`/api/${PRAIRIE}/group`, {
        name: 'Targeted',
        criteria: 'Assets 90% to 110%',
        selectionType: 2,
        iids: [104],
      });
      expect(response.json<GroupSummary[]>().find((g) => g.name === 'Targeted')).toMatchObject({
        description: '',
        displayDescription: 'Assets 90% to 110%',
        criteria: 'Assets 90% to 110%',
        selectionType: 2,
        iids: [104],
      });
    });

    it("shows an organization's custom groups to its users only, of the subject's type", async () => {
      const bundle = (await (await as('bundle')).get(`/api/${PRAIRIE}/group`)).json();
      expect(bundle.filter((g: GroupSummary) => g.groupType === 10)).toEqual([]);
      const cu = (await (await as('cu')).get(`/api/${HARBOR}/group`)).json();
      expect(cu.filter((g: GroupSummary) => g.groupType === 10)).toEqual([]);
    });

    it('refuses the basic plan', async () => {
      const response = await (
        await as('basic')
      ).post(`/api/${CEDAR}/group`, {
        name: 'Mine',
        iids: [101],
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(REFUSALS.customGroups);
    });

    it('refuses more than 100 institutions with the exact message of each type', async () => {
      const bank = await (
        await as('standard')
      ).post(`/api/${PRAIRIE}/group`, {
        name: 'Too many',
        iids: fillers(BANK_FILLER_FIRST),
      });
      expect(bank.statusCode).toBe(400);
      expect(bank.json().message).toBe(
        'Custom Peer Groups are limited to 100 banks. the provider recommends Peer Groups of 25 or fewer.',
      );
      const cu = await (
        await as('cu')
      ).post(`/api/${HARBOR}/group`, {
        name: 'Too many',
        iids: fillers(CU_FILLER_FIRST),
      });
      expect(cu.statusCode).toBe(400);
      expect(cu.json().message).toBe(
        'Custom Peer Groups are limited to 100 credit unions. the provider recommends Peer Groups of 25 or fewer.',
      );
      const hundred = await (
        await as('cu')
      ).post(`/api/${HARBOR}/group`, {
        name: 'Exactly 100',
        iids: fillers(CU_FILLER_FIRST, 100),
      });
      expect(hundred.statusCode).toBe(201);
    });

    it('refuses iids that are not institutions of the subject type, naming them', async () => {
      const response = await (
        await as('standard')
      ).post(`/api/${PRAIRIE}/group`, {
        name: 'Mixed',
        iids: [101, HARBOR, 424242],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`These iids are not banks: ${HARBOR}, 424242.`);
      const cu = await (await as('cu')).post(`/api/${HARBOR}/group`, { name: 'M', iids: [101] });
      expect(cu.json().message).toBe('These iids are not credit unions: 101.');
    });

    it('answers 400 naming the problem of a bad body', async () => {
      const cases: [unknown, string][] = [
        [{ iids: [101] }, 'body.name: name must be text'],
        [{ name: '   ', iids: [101] }, 'body.name: name is required'],
        [{ name: 'x'.repeat(101), iids: [101] }, 'body.name: name has at most 100 characters'],
        [{ name: 'A' }, 'body.iids: Invalid input: expected array, received undefined'],
        [{ name: 'A', iids: [] }, 'body.iids: Choose at least one institution for the peer group.'],
        [{ name: 'A', iids: [101, 101] }, 'body.iids: each institution may appear only once'],
        [{ name: 'A', iids: ['101'] }, 'body.iids.0: must be a positive integer'],
        [{ name: 'A', iids: [1.5] }, 'body.iids.0: must be a positive integer'],
        [{ name: 'A', iids: [3_000_000_000] }, 'body.iids.0: must be a positive integer'],
        [
          { name: 'A', iids: [101], selectionType: 5 },
          'body.selectionType: selectionType must be 1, 2 or 3',
        ],
        [{ name: 'A', iids: [101], description: 7 }, 'body.description: description must be text'],
        [[{ name: 'A', iids: [101] }], 'body: Invalid input: expected object, received array'],
      ];
      for (const [payload, message] of cases) {
        const response = await (await as('standard')).post(`/api/${PRAIRIE}/group`, payload);
        expect([payload, response.statusCode, response.json().message]).toEqual([
          payload,
          400,
          message,
        ]);
      }
      const text = await (
        await as('standard')
      ).request({
        method: 'POST',
        url: `/api/${PRAIRIE}/group`,
        headers: { 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expect([text.statusCode, text.json().message]).toEqual([
        400,
        'Request body is not valid JSON.',
      ]);
    });
  });

  describe('PUT /api/:iid/group', () => {
    it('renames and changes members, ignoring rows both added and removed', async () => {
      const groupId = await customGroup('To edit', [101, 102]);
      const response = await (
        await as('standard')
      ).put(`/api/${PRAIRIE}/group`, [
        {
          groupId,
          name: ' Edited ',
          description: 'Now with Hudson',
          institutions: [
            { iid: 103, isAdded: true, isRemoved: false },
            { iid: 101, isAdded: false, isRemoved: true },
            // Both flags: the screen added then removed it; nothing happens either way.
            { iid: 104, isAdded: true, isRemoved: true },
            { iid: 102, isAdded: true, isRemoved: true },
            // Neither flag: an unchanged row.
            { iid: PRAIRIE, isAdded: false, isRemoved: false },
          ],
        },
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ changedGroupIds: [groupId] });
      expect(await membersOf(groupId)).toEqual([102, 103]);
      const listed = (await (await as('standard')).get(`/api/${PRAIRIE}/group`))
        .json<GroupSummary[]>()
        .find((g) => g.groupId === groupId);
      expect(listed).toMatchObject({
        name: 'Edited',
        description: 'Now with Hudson',
        institutionCount: 2,
        iids: [102, 103],
      });
    });

    it('answers only the groups that changed', async () => {
      const a = await customGroup('Unchanged', [101]);
      const b = await customGroup('Grows', [101]);
      const response = await (
        await as('standard')
      ).put(`/api/${PRAIRIE}/group`, [
        { groupId: a, name: 'Unchanged', institutions: [{ iid: 101, isAdded: true }] },
        { groupId: b, institutions: [{ iid: 102, isAdded: true }] },
      ]);
      expect(response.json()).toEqual({ changedGroupIds: [b] });
      expect((await (await as('standard')).put(`/api/${PRAIRIE}/group`, [])).json()).toEqual({
        changedGroupIds: [],
      });
    });

    it("refuses provider and aggregate groups (403) and others' or other-type groups (404)", async () => {
      const standard = await as('standard');
      for (const groupId of [id('bank', 'National'), id('bank', 'Midwest Banks under $100M')]) {
        const response = await standard.put(`/api/${PRAIRIE}/group`, [{ groupId, name: 'Mine' }]);
        expect([response.statusCode, response.json().message]).toEqual([
          403,
          'Only custom peer groups can be changed.',
        ]);
      }
      for (const groupId of [
        otherOrganizationGroup,
        id('credit union', 'National'),
        2_000_000_000,
      ]) {
        const response = await standard.put(`/api/${PRAIRIE}/group`, [{ groupId, name: 'Mine' }]);
        expect([response.statusCode, response.json().message]).toEqual([
          404,
          'Peer group not found.',
        ]);
      }
      const [their] = await t.db
        .select({ name: peerGroups.name })
        .from(peerGroups)
        .where(eq(peerGroups.groupId, otherOrganizationGroup));
      expect(their?.name).toBe('Their group');
    });

    it('refuses a result over 100 or of none, changing no group of the request', async () => {
      const first = await customGroup('First', [101]);
      const full = await customGroup('Nearly full', fillers(BANK_FILLER_FIRST, 100));
      const over = await (
        await as('standard')
      ).put(`/api/${PRAIRIE}/group`, [
        { groupId: first, name: 'First renamed', institutions: [{ iid: 102, isAdded: true }] },
        { groupId: full, institutions: [{ iid: BANK_FILLER_FIRST + 100, isAdded: true }] },
      ]);
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toBe(
        `${GROUP_LIMIT_MESSAGES.bank} "Nearly full" would have 101 banks.`,
      );
      const [unchanged] = await t.db
        .select({ name: peerGroups.name })
        .from(peerGroups)
        .where(eq(peerGroups.groupId, first));
      expect(unchanged?.name).toBe('First');
      expect(await membersOf(first)).toEqual([101]);
      expect(await membersOf(full)).toHaveLength(100);

      // Swapping one for another at 100 is fine.
      const swap = await (
        await as('standard')
      ).put(`/api/${PRAIRIE}/group`, [
        {
          groupId: full,
          institutions: [
            { iid: BANK_FILLER_FIRST, isRemoved: true },
            { iid: BANK_FILLER_FIRST + 100, isAdded: true },
          ],
        },
      ]);
      expect(swap.json()).toEqual({ changedGroupIds: [full] });
      expect(await membersOf(full)).toHaveLength(100);

      const empty = await (
        await as('standard')
      ).put(`/api/${PRAIRIE}/group`, [
        { groupId: first, institutions: [{ iid: 101, isRemoved: true }] },
      ]);
      expect([empty.statusCode, empty.json().message]).toEqual([
        400,
        '"First" would have no banks left: a peer group needs at least one. Delete the group instead.',
      ]);
      expect(await membersOf(first)).toEqual([101]);
    });

    it('refuses added iids of the other type, and bad bodies', async () => {
      const groupId = await customGroup('Typed', [101]);
      const standard = await as('standard');
      const wrong = await standard.put(`/api/${PRAIRIE}/group`, [
        { groupId, institutions: [{ iid: HARBOR, isAdded: true }] },
      ]);
      expect([wrong.statusCode, wrong.json().message]).toEqual([
        400,
        `These iids are not banks: ${HARBOR}.`,
      ]);
      const cases: [unknown, string][] = [
        [{ groupId }, 'body: Invalid input: expected array, received object'],
        [[{ groupId, name: '' }], 'body.0.name: name is required'],
        [[{ groupId, name: null }], 'body.0.name: name must be text'],
        [[{ name: 'A' }], 'body.0.groupId: must be a positive integer'],
        [[{ groupId: 'one' }], 'body.0.groupId: must be a positive integer'],
        [[{ groupId }, { groupId }], 'body: each group may appear only once'],
        [
          [{ groupId, institutions: [{ iid: 102, isAdded: 'yes' }] }],
          'body.0.institutions.0.isAdded: Invalid input: expected boolean, received string',
        ],
        [
          [
            {
              groupId,
              institutions: [
                { iid: 102, isAdded: true },
                { iid: 102, isRemoved: true },
              ],
            },
          ],
          'body.0.institutions: each institution may appear only once per group',
        ],
      ];
      for (const [payload, message] of cases) {
        const response = await standard.put(`/api/${PRAIRIE}/group`, payload);
        expect([payload, response.statusCode, response.json().message]).toEqual([
          payload,
          400,
          message,
        ]);
      }
    });

    it('refuses the basic plan', async () => {
      const response = await (await as('basic')).put(`/api/${CEDAR}/group`, []);
      expect([response.statusCode, response.json().message]).toEqual([403, REFUSALS.customGroups]);
    });
  });

  describe('DELETE /api/:iid/group/:groupId', () => {
    it('deletes a custom group of the organization, then it is gone', async () => {
      const groupId = await customGroup('Short-lived', [101, 102]);
      const standard = await as('standard');
      const response = await standard.delete(`/api/${PRAIRIE}/group/${groupId}`);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const listed = (await standard.get(`/api/${PRAIRIE}/group`)).json<GroupSummary[]>();
      expect(listed.some((g) => g.groupId === groupId)).toBe(false);
      const members = await standard.get(`/api/${PRAIRIE}/group/${groupId}/institutions`);
      expect([members.statusCode, members.json().message]).toEqual([404, 'Peer group not found.']);
      expect(await membersOf(groupId)).toEqual([]);
      const again = await standard.delete(`/api/${PRAIRIE}/group/${groupId}`);
      expect(again.statusCode).toBe(404);
    });

    it('refuses provider and aggregate groups, other organizations and the basic plan', async () => {
      const standard = await as('standard');
      for (const name of ['National', 'Kansas', 'Midwest Banks under $100M']) {
        const response = await standard.delete(`/api/${PRAIRIE}/group/${id('bank', name)}`);
        expect([name, response.statusCode, response.json().message]).toEqual([
          name,
          403,
          'Only custom peer groups can be changed.',
        ]);
      }
      const theirs = await standard.delete(`/api/${PRAIRIE}/group/${otherOrganizationGroup}`);
      expect([theirs.statusCode, theirs.json().message]).toEqual([404, 'Peer group not found.']);
      expect(await membersOf(otherOrganizationGroup)).toEqual([101]);
      const basic = await (await as('basic')).delete(`/api/${CEDAR}/group/${id('bank', 'Iowa')}`);
      expect([basic.statusCode, basic.json().message]).toEqual([403, REFUSALS.customGroups]);
      const national = await t.db
        .select({ groupId: peerGroups.groupId })
        .from(peerGroups)
        .where(and(eq(peerGroups.groupType, 30), eq(peerGroups.name, 'National')));
      expect(national).toHaveLength(2);
    });
  });

  it('describes the routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/{iid}/group',
        '/api/{iid}/group/{groupId}/institutions',
        '/api/{iid}/group/{groupId}',
      ]),
    );
  });
});
