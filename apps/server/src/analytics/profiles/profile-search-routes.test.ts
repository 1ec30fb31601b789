import { iidOf } from '@app/core/domain/institution-ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBatch } from '../../reference-data/data/import-batch';
import { metricsOf } from '../../reference-data/catalogue/find-metric';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import {
  CU_SUBJECT,
  loadProfileTestData,
  near,
  NEWEST,
  newestCreditUnions,
  SUBJECT,
} from './profile-test-data.test-support';

describe.each(testDatabaseKinds)('similar and targeted search on the %s database', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await loadProfileTestData(t.db);
  }, 120_000);
  afterAll(() => t.close());

  describe('similar search', () => {
    it('widens the size band until 8 banks are similar (hand-computed)', async () => {
      const client = await t.client().login('standard@example.com');
      const response = await client.post(`/api/${SUBJECT}/profile/ffiec/similar`, {
        reportDate: NEWEST,
        states: [],
        ownershipTypes: [],
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      // Factors: 1.1 → 9000002, 9000003, 9100006; 1.2 → +9000004, 9000005; 1.3 → +9000006;
      // 1.4 → +9100001; 1.5 → +9100002, 9100003, 9100004: 10. Big Sky (2.5x) stays out.
      expect(body.institutionProfiles.map((p: { name: string }) => p.name)).toEqual([
        'Ash Grove Bank',
        'Blue Mesa Bank',
        'Cedar Ridge Bank',
        'Flint Hills Bank',
        'Northgate Bank',
        'Northgate Savings Bank',
        'Osage Bank',
        'Summit State Bank',
        'Topeka Trust',
        'Wheatland Bank',
      ]);
      expect(body.selectionCriteria).toBe(
        'Similar banks to Prairie Gate Bank as of Dec 2025 by total assets, loans and deposits; each within a factor of 1.5',
      );
      const osage = body.institutionProfiles.find((p: { iid: number }) => p.iid === 9100004);
      expect(osage).toMatchObject({
        totalAssetsQe: 170_940_000,
        lnsToDep: near(80),
        reportDate: NEWEST,
      });
    });

    it('applies states, ownership types and removed rows', async () => {
      const client = await t.client().login('standard@example.com');
      const body = (
        await client.post(`/api/${SUBJECT}/profile/ffiec/similar`, {
          reportDate: NEWEST,
          states: ['IA', 'KS'],
          ownershipTypes: ['Stock'],
          excludeIids: [9100004],
        })
      ).json();
      // IA or KS and Stock: 9000002, 9100001, 9100002, 9100003 (9100006 is SubS, 9100004 removed):
      // fewer than 8 even at a factor of 3.
      expect(body.institutionProfiles.map((p: { iid: number }) => p.iid)).toEqual([
        9100002, 9000002, 9100001, 9100003,
      ]);
      expect(body.selectionCriteria).toBe(
        'Similar banks to Prairie Gate Bank as of Dec 2025 by total assets, loans and deposits; states: IA, KS; ownership: Stock; each within a factor of 3; 1 removed institution left out',
      );
    });

    it('finds similar credit unions by type of membership', async () => {
      const client = await t.client().login('cu@example.com');
      const body = (
        await client.post(`/api/${CU_SUBJECT}/profile/ncua/similar`, {
          reportDate: NEWEST,
          typesOfMembership: [0],
        })
      ).json();
      // Community: 900008 (1.2x), 910003 (1x); 910002 is 4x, 910001 is type 5.
      expect(body.institutionProfiles.map((p: { name: string }) => p.name)).toEqual([
        'Acadia CU',
        'Riverbend Community Credit Union',
      ]);
      expect(body.selectionCriteria).toBe(
        'Similar credit unions to Harbor Light Federal Credit Union as of Dec 2025 by total assets, loans and deposits; membership: COM; each within a factor of 3',
      );
    });

    it('serves the same criteria again from the answer cache, and other criteria afresh', async () => {
      const client = await t.client().login('cu@example.com');
      const search = (typesOfMembership: number[]) =>
        client.post(`/api/${CU_SUBJECT}/profile/ncua/similar`, {
          reportDate: NEWEST,
          typesOfMembership,
        });
      const first = await search([0, 1]);
      const again = await search([0, 1]);
      const other = await search([1]);
      expect([first, again, other].map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(again.headers['x-answer-cache']).toBe('hit');
      expect(again.body).toBe(first.body);
      expect(other.headers['x-answer-cache']).toBe('miss');
      expect(other.body).not.toBe(first.body);
    });

    it('follows a re-imported quarter at once', async () => {
      const client = await t.client().login('cu@example.com');
      const similar = async () =>
        (
          await client.post(`/api/${CU_SUBJECT}/profile/ncua/similar`, {
            reportDate: NEWEST,
            typesOfMembership: [0],
          })
        )
          .json()
          .institutionProfiles.map((p: { iid: number }) => p.iid);
      const reimport = (acadiaScale: number) =>
        importBatch(t.db, newestCreditUnions(acadiaScale), metricsOf('credit union'));
      // By name: Acadia CU (910003), Riverbend Community Credit Union (900008).
      expect(await similar()).toEqual([910003, 900008].map((c) => iidOf('credit union', c)));
      // Acadia at 10 times the size is no longer similar; then back as it was.
      await reimport(10);
      expect(await similar()).toEqual([900008].map((c) => iidOf('credit union', c)));
      await reimport(1);
      expect(await similar()).toEqual([910003, 900008].map((c) => iidOf('credit union', c)));
    });
  });

  describe('targeted search', () => {
    it('keeps the banks meeting every criterion (hand-computed)', async () => {
      const client = await t.client().login('standard@example.com');
      const response = await client.post(`/api/${SUBJECT}/profile/ffiec/targeted`, {
        reportDate: NEWEST,
        useAssets: true,
        assetsMin: 100,
        assetsMax: 180,
        useLnsToDep: false,
        lnsToDepMin: 90,
        resiInd: true,
        ccsvcInd: true,
        texasRatioFilter: 1,
        roeFilter: 0,
        excludeIids: [9100006],
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      // $100MM-$180MM, residential >= 25%, credit cards > 0, Texas ratio below 4%:
      // 9000002 (30%, 2%), 9000006 (25%, 3.9%), 9100003 (26%, 1%). Out: 9000003 res 24%,
      // 9000004 no cards, 9000005 Texas 4%, 9100001 no Texas ratio, 9100002 $80.85MM,
      // 9100004 no residential, 9100005 $288.75MM, 9100006 removed.
      expect(body.institutionProfiles.map((p: { iid: number }) => p.iid)).toEqual([
        9000002, 9000006, 9100003,
      ]);
      expect(body.institutionProfiles[1]).toMatchObject({
        name: 'Summit State Bank',
        totalAssetsQe: 144_375_000,
        lnsToDep: near(80),
        texasRatioQe: near(3.9),
        roaQe: null,
      });
      expect(body.selectionCriteria).toBe(
        "Targeted banks as of Dec 2025: assets $100MM to $180MM; loan concentration of at least 25% in each of: Residential; services: Credit Cards; Texas Ratio below Prairie Gate Bank's 4.00%; 1 removed institution left out",
      );
    });

    it('answers an empty list without criteria', async () => {
      const client = await t.client().login('standard@example.com');
      const body = (
        await client.post(`/api/${SUBJECT}/profile/ffiec/targeted`, {
          reportDate: '2030-12-31',
          useAssets: true,
          roeFilter: -1,
        })
      ).json();
      expect(body).toEqual({ selectionCriteria: '', institutionProfiles: [] });
    });

    it('filters credit unions by low-income designation and new auto concentration', async () => {
      const client = await t.client().login('cu@example.com');
      const body = (
        await client.post(`/api/${CU_SUBJECT}/profile/ncua/targeted`, {
          reportDate: NEWEST,
          lowIncInd: true,
          newAutoInd: true,
        })
      ).json();
      // Low-income: 900008 (30%), 910001 (20%), 910003 (25%).
      expect(body.institutionProfiles.map((p: { name: string }) => p.name)).toEqual([
        'Acadia CU',
        'Riverbend Community Credit Union',
      ]);
    });

    it('keeps only the credit unions of the types of membership asked for', async () => {
      const client = await t.client().login('cu@example.com');
      const search = async (typesOfMembership: number[]) =>
        (
          await client.post(`/api/${CU_SUBJECT}/profile/ncua/targeted`, {
            reportDate: NEWEST,
            typesOfMembership,
          })
        )
          .json()
          .institutionProfiles.map((p: { name: string }) => p.name);
      // Type 5 (military): Pine Tree CU only; community (0): the other three besides the subject.
      expect(await search([5])).toEqual(['Pine Tree CU']);
      expect(await search([0])).toEqual([
        'Acadia CU',
        'Lobster Coast CU',
        'Riverbend Community Credit Union',
      ]);
      expect(await search([98])).toEqual([]);
    });

    it('infers the student, first-time homebuyer and credit builder/repair services', async () => {
      const client = await t.client().login('cu@example.com');
      const search = async (flag: string) => {
        const response = await client.post(`/api/${CU_SUBJECT}/profile/ncua/targeted`, {
          reportDate: NEWEST,
          [flag]: true,
        });
        expect(response.statusCode).toBe(200);
        return response.json().institutionProfiles.map((p: { name: string }) => p.name);
      };
      expect(await search('studentInd')).toEqual(['Riverbend Community Credit Union']);
      expect(await search('firstTimeHomebuyer')).toEqual(['Riverbend Community Credit Union']);
      expect(await search('creditBuilderRepairMain')).toEqual(['Pine Tree CU']);
    });

    it('refuses Better when the subject has no value', async () => {
      // Cedar Ridge Bank filed no income: no return on equity to be better than.
      const bundle = await t.client().login('bundle@example.com');
      const noRoe = await bundle.post('/api/9000002/profile/ffiec/targeted', {
        reportDate: NEWEST,
        roeFilter: 1,
      });
      expect(noRoe.statusCode).toBe(400);
      expect(noRoe.json().message).toBe(
        "Return On Equity: Better compares with Cedar Ridge Bank's own value, which is not reported for Dec 2025.",
      );
    });
  });
});
