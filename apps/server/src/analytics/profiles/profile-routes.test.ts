import { quarterRange } from '@app/core/domain/quarters';
import type { InstitutionType } from '@app/core/domain/products';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peerGroups } from '../../platform/db/schema/peer-group-tables';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import {
  CU_SUBJECT,
  loadProfileTestData,
  near,
  NEWEST,
  SUBJECT,
} from './profile-test-data.test-support';

describe.each(testDatabaseKinds)('profile calls on the %s database', (kind) => {
  let t: TestApp;
  let ownGroupId: number;
  let otherGroupId: number;

  const aggregateGroupId = async (type: InstitutionType, name: string) => {
    const [row] = await t.db
      .select({ groupId: peerGroups.groupId })
      .from(peerGroups)
      .where(and(eq(peerGroups.institutionType, type), eq(peerGroups.name, name)));
    if (!row) throw new Error(`no group ${name}`);
    return row.groupId;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ ownGroupId, otherGroupId } = await loadProfileTestData(t.db));
  }, 120_000);
  afterAll(() => t.close());

  const subjectProfile = {
    iid: SUBJECT,
    name: 'Prairie Gate Bank',
    city: 'Salina',
    state: 'KS',
    websiteAddress: 'http://www.prairiegate.example',
    institutionType: 'bank',
    ownershipType: 'Stock',
    reportDate: NEWEST,
    totalAssetsQe: near(115_500_000),
    lnsToDep: near(78.84), // (80,000 − allowance 1,160) / 100,000: the UBPR's net loans
    roaQe: near(1),
    roeQe: near(10),
    netIntMarginQe: near(3.5),
    netOverhead: near(2),
    yeaQe: near(5),
    annualAssetGrowth: near(5),
    texasRatioQe: near(4),
    nonIntIncToTotalAssetsQe: near(0.5),
    yldOnLnsQe: near(5),
    cofQe: near(1.5),
    cstDepQe: near(1),
    label: 'Prairie Gate Bank (Salina, KS)',
  };

  describe('profiles', () => {
    it("answers the subject's profile at its newest quarter, worked out by hand", async () => {
      const client = await t.client().login('standard@example.com');
      const response = await client.get(`/api/${SUBJECT}/profile`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(subjectProfile);
    });

    it('answers a credit union profile with its type of membership and member growth', async () => {
      const client = await t.client().login('cu@example.com');
      const response = await client.get(`/api/${CU_SUBJECT}/profile`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        iid: CU_SUBJECT,
        name: 'Harbor Light Federal Credit Union',
        city: 'Portland',
        state: 'ME',
        websiteAddress: null,
        institutionType: 'credit union',
        creditUnionType: 'Community',
        reportDate: NEWEST,
        totalAssetsQe: near(110e6),
        lnsToDep: near(70),
        roaQe: near(1),
        roeQe: near(10),
        netIntMarginQe: near(3.2),
        netOverhead: near(2),
        yeaQe: near(5),
        annualAssetGrowth: null, // needs four year-ends
        texasRatioQe: near(4),
        nonIntIncToTotalAssetsQe: near(1),
        yldOnLnsQe: near(6),
        cofQe: near(2),
        cstDepQe: near(1),
        memberGrowth: near(5),
        label: 'Harbor Light Federal Credit Union (Portland, ME)',
      });
    });

    it('answers the profile at each quarter held, newest first', async () => {
      const client = await t.client().login('standard@example.com');
      const all = (await client.get(`/api/${SUBJECT}/profile/all`)).json();
      expect(all).toHaveLength(13);
      expect(all[0]).toEqual(subjectProfile);
      expect(all.at(-1)).toMatchObject({ reportDate: '2022-12-31', totalAssetsQe: 100_000_000 });
      expect(all.map((p: { reportDate: string }) => p.reportDate)).toEqual(
        quarterRange('2022-12-31', NEWEST).reverse(),
      );
    });

    it("answers the members of the caller's custom group and of aggregate groups, by name", async () => {
      const client = await t.client().login('standard@example.com');
      const own = (await client.get(`/api/${SUBJECT}/profile/${ownGroupId}`)).json();
      expect(own.map((p: { name: string }) => p.name)).toEqual([
        'Cedar Ridge Bank',
        'Wheatland Bank',
      ]);
      expect(own[0]).toMatchObject({
        reportDate: NEWEST,
        totalAssetsQe: 121_275_000,
        lnsToDep: near(80),
      });

      const kansas = await aggregateGroupId('bank', 'Kansas');
      const members = (await client.get(`/api/${SUBJECT}/profile/${kansas}`)).json();
      expect(members.map((p: { iid: number }) => p.iid)).toEqual([
        9100002,
        9100001,
        9100004,
        SUBJECT,
        9100006,
      ]);

      const band = await aggregateGroupId('bank', 'National Assets $100M to $500M');
      const inBand = (await client.get(`/api/${SUBJECT}/profile/${band}`)).json();
      expect(inBand).toHaveLength(11);
      expect(inBand.map((p: { iid: number }) => p.iid)).not.toContain(9100002); // $80.85MM
    });

    it("answers 404 for another organization's custom group and a group of the other type", async () => {
      const client = await t.client().login('standard@example.com');
      const other = await client.get(`/api/${SUBJECT}/profile/${otherGroupId}`);
      expect(other.statusCode).toBe(404);
      const cuNational = await aggregateGroupId('credit union', 'National');
      expect((await client.get(`/api/${SUBJECT}/profile/${cuNational}`)).statusCode).toBe(404);
      expect((await client.get(`/api/${SUBJECT}/profile/999999`)).statusCode).toBe(404);
    });

    it('limits the basic plan to its free aggregate groups', async () => {
      const client = await t.client().login('basic@example.com');
      const iowa = await aggregateGroupId('bank', 'Iowa');
      expect((await client.get(`/api/9000002/profile/${iowa}`)).statusCode).toBe(200);
      const kansas = await aggregateGroupId('bank', 'Kansas');
      expect((await client.get(`/api/9000002/profile/${kansas}`)).statusCode).toBe(403);
    });
  });

  it('documents the searches with the spec field names in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json();
    const schemaOf = (path: string) =>
      doc.paths[path].post.requestBody.content['application/json'].schema;
    const bank = schemaOf('/api/{iid}/profile/ffiec/targeted');
    const fields = Object.keys(
      bank.properties ?? doc.components.schemas.BankTargetedRequest.properties,
    );
    expect(fields).toEqual(
      expect.arrayContaining([
        'useAssets',
        'assetsMin',
        'hfsInd',
        'roeFilter',
        'roeMin',
        'roeMax',
        'excludeIids',
      ]),
    );
    expect(doc.paths['/api/{iid}/profile/{groupId}'].get).toBeDefined();
    expect(doc.paths['/api/{iid}/profile/ncua/similar'].post).toBeDefined();
  });

  describe('listed institutions (a distinct group being made)', () => {
    it('answers the profiles of institutions the caller lists, by name, at the newest quarter', async () => {
      const client = await t.client().login('standard@example.com');
      const response = await client.get(
        `/api/${SUBJECT}/profile/institutions?iids=9100004,9000002`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.map((p: { name: string }) => p.name)).toEqual(['Cedar Ridge Bank', 'Osage Bank']);
      expect(body[1]).toMatchObject({
        iid: 9100004,
        totalAssetsQe: 170_940_000,
        lnsToDep: near(80),
        reportDate: NEWEST,
      });
    });

    it('refuses the signed out, no product, the basic tier, another subject and bad lists', async () => {
      const path = `/api/${SUBJECT}/profile/institutions?iids=9000002`;
      expect((await t.client().get(path)).statusCode).toBe(401);
      const basic = await t.client().login('basic@example.com');
      const locked = await basic.get('/api/9000002/profile/institutions?iids=9000001');
      expect(locked.statusCode).toBe(403);
      expect(locked.json().message).toContain('Upgrade your plan');

      const nmd = await t.client().login('nmd@example.com');
      const noProduct = await nmd.get('/api/9000003/profile/institutions?iids=9000002');
      expect(noProduct.statusCode).toBe(403);
      expect(noProduct.json().message).toBe('Your plan does not include Peer Comparison.');

      const client = await t.client().login('standard@example.com');
      // Another organization's institution as the subject.
      const other = await client.get('/api/9000002/profile/institutions?iids=9000001');
      expect(other.statusCode).toBe(403);
      // A credit union beside a bank (a mixed-charter group's picks): each by its own profile.
      const union = await client.get(
        `/api/${SUBJECT}/profile/institutions?iids=9000002,${CU_SUBJECT}`,
      );
      expect(union.statusCode).toBe(200);
      expect(
        union
          .json()
          .map((p: { iid: number; institutionType: string }) => [p.iid, p.institutionType]),
      ).toEqual(
        expect.arrayContaining([
          [9000002, 'bank'],
          [CU_SUBJECT, 'credit union'],
        ]),
      );
      const stranger = await client.get(`/api/${SUBJECT}/profile/institutions?iids=424242`);
      expect(stranger.statusCode).toBe(400);
      expect(stranger.json().message).toBe('iids: 424242 is not a bank or credit union.');
      const words = await client.get(`/api/${SUBJECT}/profile/institutions?iids=abc`);
      expect(words.statusCode).toBe(400);
      expect(words.json().message).toContain('iids');
      const many = Array.from({ length: 101 }, (_, k) => 9000000 + k).join(',');
      const tooMany = await client.get(`/api/${SUBJECT}/profile/institutions?iids=${many}`);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().message).toContain('at most 100 iids');
    });
  });

  describe('refusals', () => {
    const similar = { reportDate: NEWEST };

    it('401 when signed out', async () => {
      expect((await t.client().get(`/api/${SUBJECT}/profile`)).statusCode).toBe(401);
      expect(
        (await t.client().post(`/api/${SUBJECT}/profile/ffiec/similar`, similar)).statusCode,
      ).toBe(401);
    });

    it('403 without the Peer Comparison claim', async () => {
      const client = await t.client().login('nmd@example.com');
      const response = await client.get('/api/9000003/profile');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Your plan does not include Peer Comparison.');
    });

    it('403 on the searches below the standard tier, profiles still readable', async () => {
      const client = await t.client().login('basic@example.com');
      expect((await client.get('/api/9000002/profile')).statusCode).toBe(200);
      for (const path of ['similar', 'targeted']) {
        const response = await client.post(`/api/9000002/profile/ffiec/${path}`, similar);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toContain('Upgrade your plan');
      }
    });

    it('403 for a subject the caller may not view; a MULTI organization views any', async () => {
      const client = await t.client().login('standard@example.com');
      expect((await client.get('/api/9000002/profile')).statusCode).toBe(403);
      expect((await client.get(`/api/${CU_SUBJECT}/profile/all`)).statusCode).toBe(403);
      const bundle = await t.client().login('bundle@example.com');
      expect((await bundle.get(`/api/${CU_SUBJECT}/profile`)).statusCode).toBe(200);
      const search = await bundle.post(`/api/${SUBJECT}/profile/ffiec/similar`, similar);
      expect(search.statusCode).toBe(200);
    });

    it('400 for bad bodies, naming the field', async () => {
      const client = await t.client().login('standard@example.com');
      const cases: [unknown, string][] = [
        [{ reportDate: '2025-12-15' }, 'reportDate'],
        [{}, 'reportDate'],
        [{ reportDate: NEWEST, roeFilter: 2 }, 'roeFilter'],
        [{ reportDate: NEWEST, useAssets: true, assetsMin: -5 }, 'assetsMin'],
        [{ reportDate: NEWEST, roeFiltr: 1 }, 'roeFiltr'],
        [{ reportDate: NEWEST, ownershipTypes: ['Credit'] }, 'ownershipTypes'],
        [{ reportDate: NEWEST, states: ['Kansas'] }, 'states'],
      ];
      for (const [body, field] of cases) {
        const response = await client.post(`/api/${SUBJECT}/profile/ffiec/targeted`, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().message).toContain(field);
      }
      const unheld = await client.post(`/api/${SUBJECT}/profile/ffiec/similar`, {
        reportDate: '2030-12-31',
      });
      expect(unheld.statusCode).toBe(400);
      expect(unheld.json().message).toContain('Dec 2030');
    });

    it('400 when the agency of the path is not the subject’s', async () => {
      const client = await t.client().login('standard@example.com');
      const response = await client.post(`/api/${SUBJECT}/profile/ncua/similar`, similar);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Prairie Gate Bank (9000001) is a bank: /ncua/similar searches credit unions; use POST /api/9000001/profile/ffiec/similar.',
      );
      const cu = await t.client().login('cu@example.com');
      const reverse = await cu.post(`/api/${CU_SUBJECT}/profile/ffiec/targeted`, {
        reportDate: NEWEST,
        resiInd: true,
      });
      expect(reverse.statusCode).toBe(400);
      expect(reverse.json().message).toContain('is a credit union');
    });
  });
});
