import { iidOf } from '@app/core/domain/institution-ids';
import type { InstitutionType } from '@app/core/domain/products';
import { quarterRange } from '@app/core/domain/quarters';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportedInstitution } from '../data/call-report';
import { importBatch } from '../data/import-batch';
import { organizations } from '../db/schema/organization-tables';
import { peerGroupMembers, peerGroups } from '../db/schema/peer-group-tables';
import { metricsOf } from '../catalogue/find-metric';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { tinyBatch } from '../testing/tiny-batch';

/**
 * Hand-made call reports (banks in thousands, credit unions in dollars) chosen so that every
 * figure below can be worked out by hand from the catalogue's formulas.
 */
type Roster = Record<number, Partial<ImportedInstitution> & { name: string; state: string }>;

const BANKS: Roster = {
  9000001: {
    name: 'Prairie Gate Bank',
    city: 'Salina',
    state: 'KS',
    website: 'www.prairiegate.example',
  },
  9000002: { name: 'Cedar Ridge Bank', city: 'Cedar Rapids', state: 'IA' },
  9000003: { name: 'Blue Mesa Bank', city: 'Grand Junction', state: 'CO' },
  9000004: { name: 'Northgate Bank', city: 'Duluth', state: 'MN' },
  9000005: { name: 'Northgate Savings Bank', city: 'Fargo', state: 'ND', ownershipType: 'Mutual' },
  9000006: { name: 'Summit State Bank', city: 'Bozeman', state: 'MT' },
  9100001: { name: 'Flint Hills Bank', state: 'KS' },
  9100002: { name: 'Ash Grove Bank', state: 'KS' },
  9100003: { name: 'Wheatland Bank', state: 'IA' },
  9100004: { name: 'Osage Bank', state: 'KS' },
  9100005: { name: 'Big Sky Bank', state: 'NE' },
  9100006: { name: 'Topeka Trust', state: 'KS', ownershipType: 'SubS' },
};

const CREDIT_UNIONS: Roster = {
  900007: { name: 'Harbor Light Federal Credit Union', city: 'Portland', state: 'ME', tomCode: 0 },
  900008: {
    name: 'Riverbend Community Credit Union',
    city: 'Dubuque',
    state: 'IA',
    tomCode: 0,
    lowIncome: true,
  },
  910001: { name: 'Pine Tree CU', state: 'ME', tomCode: 5, lowIncome: true },
  910002: { name: 'Lobster Coast CU', state: 'ME', tomCode: 0, lowIncome: false },
  910003: { name: 'Acadia CU', state: 'ME', tomCode: 0, lowIncome: true },
};

/** tinyBatch with the roster's names and places (the newest filing names an institution). */
function batch(
  type: InstitutionType,
  roster: Roster,
  reportDate: string,
  reports: Record<number, Record<string, number>>,
) {
  const made = tinyBatch(type, reportDate, reports);
  made.institutions = made.institutions.map((i) => ({ ...i, ...roster[i.agencyId] }));
  return made;
}

const SUBJECT = 9000001;
const CU_SUBJECT = iidOf('credit union', 900007);
const NEWEST = '2025-12-31';

/**
 * Prairie Gate Bank. Balances are the same every quarter except total assets: 100,000 to
 * Dec 2023, 105,000 in Dec 2024, 115,500 through 2025 (year-over-year 0%, 5%, 10%: 3-year
 * average 5%). Average assets in Dec 2025 = (105,000 + 4 × 115,500) / 5 = 113,400.
 */
function subjectReport(reportDate: string): Record<string, number> {
  const assets =
    reportDate < '2024-12-31' ? 100_000 : reportDate === '2024-12-31' ? 105_000 : 115_500;
  const balances = {
    RCON2170: assets,
    RCON2122: 80_000, // loans: also the only earning asset besides 0071
    RCON0071: 20_000, // earning assets 100,000
    RCON2200: 100_000, // deposits: loans to deposits, net of the allowance, 78.84%
    RCON6636: 75_000, // interest-bearing deposits
    RCON3190: 5_000, // other borrowed money: interest-bearing liabilities 80,000
    RCON3210: 11_340, // equity
    RCON3123: 1_160, // allowance
    RCON1403: 400, // nonaccrual
    RCON1407: 100, // 90 days past due: Texas ratio 500 / (11,340 + 1,160) = 4%
    RCON2150: 0, // no foreclosed real estate
  };
  if (reportDate !== NEWEST) return balances;
  return {
    ...balances,
    RIAD4340: 1_134, // ROA 1,134 / 113,400 = 1%; ROE 1,134 / 11,340 = 10%
    RIAD4074: 3_500, // NIM 3,500 / 100,000 = 3.5%
    RIAD4107: 5_000, // YEA 5%
    RIAD4010: 4_000, // loan yield 4,000 / 80,000 = 5%
    RIAD4065: 0,
    RIAD4073: 1_200, // cost of funds 1,200 / 80,000 = 1.5%
    RIAD0093: 750, // deposit cost 750 / 75,000 = 1%
    RIAD4079: 567, // non-interest income / average assets 0.5%
    RIAD4093: 2_835, // net overhead (2,835 - 567) / 113,400 = 2%
  };
}

/** A Dec 2025 peer: the subject's assets, loans and deposits times `scale`, plus extras. */
function peer(scale: number, extra: Record<string, number> = {}) {
  return {
    RCON2170: Math.round(115_500 * scale),
    RCON2122: Math.round(80_000 * scale),
    RCON2200: Math.round(100_000 * scale),
    ...extra,
  };
}

/**
 * Targeted extras: residential RCON5367 as a share of loans, credit cards RCONB538, Texas
 * ratio RCON1403 / RCON3210 (equity 10,000).
 */
const texas = (percent: number) => ({ RCON3210: 10_000, RCON1403: percent * 100, RCON2150: 0 });

const PEERS: Record<number, Record<string, number>> = {
  9000002: peer(1.05, { RCON5367: 25_200, RCONB538: 100, ...texas(2) }), // res 30%
  9000003: peer(0.95, { RCON5367: 18_240, RCONB538: 100, ...texas(1) }), // res 24%
  9000004: peer(1.15, { RCON5367: 36_800, RCONB538: 0, ...texas(1) }), // res 40%, no cards
  9000005: peer(0.88, { RCON5367: 35_200, RCONB538: 10, ...texas(4) }), // Texas = subject's
  9000006: peer(1.25, { RCON5367: 25_000, RCONB538: 1, ...texas(3.9) }), // res exactly 25%
  9100001: peer(1.35, { RCON5367: 64_800, RCONB538: 5 }), // no Texas ratio
  9100002: peer(0.7, { RCON5367: 28_000, RCONB538: 5, ...texas(1) }), // assets $80.85MM
  9100003: peer(1.45, { RCON5367: 30_160, RCONB538: 5, ...texas(1) }), // res 26%
  9100004: peer(1.48, { RCONB538: 5, ...texas(1) }), // no residential loans
  9100005: peer(2.5, { RCON5367: 100_000, RCONB538: 5, ...texas(1) }), // assets $288.75MM
  9100006: peer(1.02, { RCON5367: 30_000, RCONB538: 5, ...texas(1) }), // removed by the user
};

/**
 * Harbor Light FCU, Dec 2024 → Dec 2025: assets 90M → 110M (average 100M), shares 80M →
 * 100M (average 90M), loans 60M → 70M (average 65M), net worth 9M → 11M (average 10M),
 * members 10,000 → 10,500.
 */
const CU_DEC_2024 = {
  ACCT_010: 90e6,
  ACCT_018: 80e6,
  ACCT_025B: 60e6,
  ACCT_997: 9e6,
  ACCT_083: 10_000,
};
const CU_DEC_2025 = {
  ACCT_010: 110e6,
  ACCT_018: 100e6, // loans to shares 70%
  ACCT_025B: 70e6,
  ACCT_997: 11e6,
  ACCT_083: 10_500, // member growth 5%
  ACCT_661A: 1e6, // ROA 1%, ROE 10%
  ACCT_115: 5e6, // YEA 5% (no non-earning accounts: earning assets = assets)
  ACCT_350: 1.8e6, // NIM (5M - 1.8M) / 100M = 3.2%; cost of funds 1.8M / 90M = 2%
  ACCT_671: 3e6,
  ACCT_117: 1e6, // net overhead 2%, non-interest income / average assets 1%
  ACCT_110: 3.9e6,
  ACCT_119: 0, // loan yield 3.9M / 65M = 6%
  ACCT_380: 0.9e6,
  ACCT_381: 0, // deposit cost 0.9M / 90M = 1%
  ACCT_041B: 440_000, // Texas ratio 440,000 / 11M = 4%
};

/** A Dec 2025 credit union: the subject's assets, loans and shares times `scale`; new auto loans. */
const cuPeer = (scale: number, newAutoShare: number) => ({
  ACCT_010: 110e6 * scale,
  ACCT_025B: 70e6 * scale,
  ACCT_018: 100e6 * scale,
  ACCT_385: 70e6 * scale * newAutoShare,
});

/**
 * The credit unions' Dec 2025 quarter: the subject and four peers (910003 at `acadiaScale`).
 * Services: Riverbend holds student loans of 5% of its loans and reports a first-time
 * homebuyer program (FS220D 879B4 = 1) and no credit builder (879D1 = 0); Pine Tree reports
 * credit management and repair (879B6 = 1) and no homebuyer program; Lobster Coast's student
 * loans are exactly 2% (not above); Acadia files no profile.
 */
const newestCreditUnions = (acadiaScale = 1) =>
  batch('credit union', CREDIT_UNIONS, NEWEST, {
    900007: CU_DEC_2025,
    900008: {
      ...cuPeer(1.2, 0.3),
      ACCT_698A: 70e6 * 1.2 * 0.05,
      ACCT_879B4: 1,
      ACCT_879D1: 0,
    },
    910001: { ...cuPeer(0.5, 0.2), ACCT_879B4: 0, ACCT_879B6: 1 },
    910002: { ...cuPeer(4, 0.4), ACCT_698A: 70e6 * 4 * 0.02 },
    910003: cuPeer(acadiaScale, 0.25),
  });

const near = (value: number) => expect.closeTo(value, 8);

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

  const customGroup = async (organizationName: string, iids: number[]) => {
    const [org] = await t.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.name, organizationName));
    const [group] = await t.db
      .insert(peerGroups)
      .values({ groupType: 10, institutionType: 'bank', name: 'Mine', organizationId: org?.id })
      .returning({ groupId: peerGroups.groupId });
    if (!group) throw new Error('group insert returned nothing');
    await t.db
      .insert(peerGroupMembers)
      .values(iids.map((iid) => ({ groupId: group.groupId, iid })));
    return group.groupId;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const reportDate of quarterRange('2022-12-31', NEWEST)) {
      const reports = {
        [SUBJECT]: subjectReport(reportDate),
        ...(reportDate === NEWEST ? PEERS : {}),
      };
      await importBatch(t.db, batch('bank', BANKS, reportDate, reports), metricsOf('bank'));
    }
    await importBatch(
      t.db,
      batch('credit union', CREDIT_UNIONS, '2024-12-31', { 900007: CU_DEC_2024 }),
      metricsOf('credit union'),
    );
    await importBatch(t.db, newestCreditUnions(), metricsOf('credit union'));
    ownGroupId = await customGroup('Prairie Gate Bank', [9100003, 9000002]);
    otherGroupId = await customGroup('Northgate Financial Group', [9000002]);
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
      const union = await client.get(
        `/api/${SUBJECT}/profile/institutions?iids=9000002,${CU_SUBJECT}`,
      );
      expect(union.statusCode).toBe(400);
      expect(union.json().message).toBe(`iids: ${CU_SUBJECT} is not a bank.`);
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
