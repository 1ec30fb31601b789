import { iidOf } from '@app/core/domain/institution-ids';
import type { InstitutionType } from '@app/core/domain/products';
import { quarterRange } from '@app/core/domain/quarters';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ImportedInstitution } from '../../reference-data/data/call-report';
import { importBatch } from '../../reference-data/data/import-batch';
import type { Database } from '../../platform/db/database';
import { organizations } from '../../platform/db/schema/organization-tables';
import { peerGroupMembers, peerGroups } from '../../platform/db/schema/peer-group-tables';
import { metricsOf } from '../../reference-data/catalogue/find-metric';
import { tinyBatch } from '../../testing/tiny-batch';

/**
 * Hand-made call reports (banks in thousands, credit unions in dollars) chosen so that every
 * figure below can be worked out by hand from the catalogue's formulas.
 */
export type Roster = Record<number, Partial<ImportedInstitution> & { name: string; state: string }>;

export const BANKS: Roster = {
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

export const CREDIT_UNIONS: Roster = {
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
export function batch(
  type: InstitutionType,
  roster: Roster,
  reportDate: string,
  reports: Record<number, Record<string, number>>,
) {
  const made = tinyBatch(type, reportDate, reports);
  made.institutions = made.institutions.map((i) => ({ ...i, ...roster[i.agencyId] }));
  return made;
}

export const SUBJECT = 9000001;
export const CU_SUBJECT = iidOf('credit union', 900007);
export const NEWEST = '2025-12-31';

/**
 * Prairie Gate Bank. Balances are the same every quarter except total assets: 100,000 to
 * Dec 2023, 105,000 in Dec 2024, 115,500 through 2025 (year-over-year 0%, 5%, 10%: 3-year
 * average 5%). Average assets in Dec 2025 = (105,000 + 4 × 115,500) / 5 = 113,400.
 */
export function subjectReport(reportDate: string): Record<string, number> {
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
export function peer(scale: number, extra: Record<string, number> = {}) {
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
export const texas = (percent: number) => ({
  RCON3210: 10_000,
  RCON1403: percent * 100,
  RCON2150: 0,
});

export const PEERS: Record<number, Record<string, number>> = {
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
export const CU_DEC_2024 = {
  ACCT_010: 90e6,
  ACCT_018: 80e6,
  ACCT_025B: 60e6,
  ACCT_997: 9e6,
  ACCT_083: 10_000,
};
export const CU_DEC_2025 = {
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
export const cuPeer = (scale: number, newAutoShare: number) => ({
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
export const newestCreditUnions = (acadiaScale = 1) =>
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

export const near = (value: number) => expect.closeTo(value, 8);

/** A bank custom group (type 10) of the organization named, holding `iids`; answers its id. */
async function addCustomGroup(db: Database, organizationName: string, iids: number[]) {
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, organizationName));
  const [group] = await db
    .insert(peerGroups)
    .values({ groupType: 10, institutionType: 'bank', name: 'Mine', organizationId: org?.id })
    .returning({ groupId: peerGroups.groupId });
  if (!group) throw new Error('group insert returned nothing');
  await db.insert(peerGroupMembers).values(iids.map((iid) => ({ groupId: group.groupId, iid })));
  return group.groupId;
}

/**
 * Imports the hand-made quarters (banks Dec 2022 to Dec 2025, credit unions Dec 2024 and
 * Dec 2025) and adds a custom group to Prairie Gate Bank (own) and to Northgate (other).
 */
export async function loadProfileTestData(db: Database) {
  for (const reportDate of quarterRange('2022-12-31', NEWEST)) {
    const reports = {
      [SUBJECT]: subjectReport(reportDate),
      ...(reportDate === NEWEST ? PEERS : {}),
    };
    await importBatch(db, batch('bank', BANKS, reportDate, reports), metricsOf('bank'));
  }
  await importBatch(
    db,
    batch('credit union', CREDIT_UNIONS, '2024-12-31', { 900007: CU_DEC_2024 }),
    metricsOf('credit union'),
  );
  await importBatch(db, newestCreditUnions(), metricsOf('credit union'));
  return {
    ownGroupId: await addCustomGroup(db, 'Prairie Gate Bank', [9100003, 9000002]),
    otherGroupId: await addCustomGroup(db, 'Northgate Financial Group', [9000002]),
  };
}
