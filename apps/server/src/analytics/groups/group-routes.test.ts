import { type GroupSummary } from '@app/core/api/groups';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { peerGroups } from '../../platform/db/schema/peer-group-tables';
import { users } from '../../platform/db/schema/user-tables';
import { type TestClient } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { bankIid, cuIid } from '../../testing/group-test-data';
import { REFUSALS } from '../../platform/access/entitlements';
import {
  BLUE_MESA,
  CEDAR,
  groupTestApp,
  HARBOR,
  MIDWEST_STATES,
  PRAIRIE,
} from './group-test-app.test-support';

describe.each(testDatabaseKinds)('peer group API on the %s database', (kind) => {
  const { t, id, as, otherOrganizationGroup, aggregate, provider } = groupTestApp(kind);

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
        const response = await send(t().client(), call);
        expect([call[1], response.statusCode]).toEqual([call[1], 401]);
      }
    });

    it('answers 403 without the peer-comparison claim (Non-Maturity Deposits lists groups and members only)', async () => {
      const nmd = await as('nmd');
      for (const call of calls(BLUE_MESA).slice(2)) {
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

    it("gives Non-Maturity Deposits alone the aggregate groups holding it, not its organization's custom ones", async () => {
      const [user] = await t()
        .db.select({ organizationId: users.organizationId })
        .from(users)
        .where(eq(users.email, 'nmd@example.com'));
      await t().db.insert(peerGroups).values({
        groupType: 10,
        institutionType: 'bank',
        name: 'Deposit peers',
        organizationId: user?.organizationId,
      });
      const response = await (await as('nmd')).get(`/api/${BLUE_MESA}/group`);
      expect(response.statusCode).toBe(200);
      // Blue Mesa (Colorado) has no reports here, so no asset band.
      expect(response.json()).toEqual([
        aggregate('National', 'All banks in the nation', 8),
        aggregate('Colorado', 'All banks in Colorado', 0),
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

    it('lists for Non-Maturity Deposits the groups its Peer Rank ranks in, and no other', async () => {
      // The printed Peer Rank page lists the institutions of its group (issue 23).
      const national = await members('nmd', BLUE_MESA, id('bank', 'National'));
      expect(national.status).toBe(200);
      expect(national.body).toHaveLength(8);
      expect(national.body).toContainEqual(expect.objectContaining({ iid: PRAIRIE }));
      const kansas = await members('nmd', BLUE_MESA, id('bank', 'Kansas'));
      expect([kansas.status, kansas.body.message]).toEqual([403, REFUSALS.freePlanGroups]);
    });

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
        otherOrganizationGroup(),
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

  it('describes the routes in the OpenAPI document', async () => {
    const doc = (await t().app.inject({ url: '/api/docs' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/{iid}/group',
        '/api/{iid}/group/{groupId}/institutions',
        '/api/{iid}/group/{groupId}',
      ]),
    );
  });
});
