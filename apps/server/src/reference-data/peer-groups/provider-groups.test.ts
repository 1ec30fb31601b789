import { US_STATES, US_TERRITORIES } from '@app/core/domain/us-states';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  testDatabaseKinds,
  type DatabaseKind,
} from '../../testing/test-database';
import type { DatabaseHandle } from '../../platform/db/database';
import { peerGroupMembers, peerGroups } from '../../platform/db/schema/peer-group-tables';
import {
  bankIid,
  BANKS,
  cuIid,
  importFilers,
  loadGroupTestData,
  NEWEST_QUARTER,
} from '../../testing/group-test-data';
import {
  assignProviderGroups,
  CENSUS_REGIONS,
  providerGroupSpecs,
  rebuildProviderGroups,
  regionOf,
} from './provider-groups';

describe('census regions and provider group specs', () => {
  it('puts each of the 50 states and DC in exactly one region, and no territory', () => {
    const listed = Object.values(CENSUS_REGIONS).flat();
    expect(listed).toHaveLength(51);
    expect(new Set(listed).size).toBe(51);
    for (const { abbreviation } of US_STATES) expect(regionOf(abbreviation)).not.toBeNull();
    for (const { abbreviation } of US_TERRITORIES) expect(regionOf(abbreviation)).toBeNull();
    expect([regionOf('KS'), regionOf('DC'), regionOf('ME'), regionOf('HI')]).toEqual([
      'Midwest',
      'South',
      'Northeast',
      'West',
    ]);
  });

  it('makes one group per region and asset band, named like "Midwest Banks $1B to $10B"', () => {
    const banks = providerGroupSpecs('bank', '2025-09-30');
    expect(banks).toHaveLength(20);
    expect(banks.map((s) => s.name).slice(5, 10)).toEqual([
      'Midwest Banks under $100M',
      'Midwest Banks $100M to $500M',
      'Midwest Banks $500M to $1B',
      'Midwest Banks $1B to $10B',
      'Midwest Banks $10B and over',
    ]);
    expect(banks[8]).toMatchObject({
      description: 'Banks in the Midwest with total assets $1B to $10B',
      criteria:
        'Census region Midwest (IL, IN, MI, OH, WI, IA, KS, MN, MO, NE, ND, SD); total assets $1B to $10B, as of 2025-09-30.',
      displayOrder: 1013,
    });
    expect(providerGroupSpecs('credit union', null).map((s) => s.name)).toContain(
      'South Credit Unions $50M to $100M',
    );
  });

  it('assigns by region and band: minimum included, maximum excluded, territories left out', () => {
    const groups = assignProviderGroups('bank', [
      { iid: 1, state: 'KS', assets: 100_000_000 },
      { iid: 2, state: 'KS', assets: 99_999_999 },
      { iid: 3, state: 'NY', assets: 10_000_000_000 },
      { iid: 4, state: 'GU', assets: 5_000_000 },
      { iid: 5, state: 'IA', assets: 499_999_999 },
    ]);
    expect(Object.fromEntries(groups)).toEqual({
      'Midwest Banks $100M to $500M': [1, 5],
      'Midwest Banks under $100M': [2],
      'Northeast Banks $10B and over': [3],
    });
  });
});

describe.each(testDatabaseKinds)(
  'rebuildProviderGroups on the %s database',
  (kind: DatabaseKind) => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openTestDatabase(kind);
      await loadGroupTestData(handle.db);
    });
    afterAll(() => handle.close());

    /** The provider groups of a type with their members: name -> [groupId, iids]. */
    const providerGroups = async (institutionType: string) => {
      const rows = await handle.db
        .select({ groupId: peerGroups.groupId, name: peerGroups.name, iid: peerGroupMembers.iid })
        .from(peerGroups)
        .leftJoin(peerGroupMembers, eq(peerGroupMembers.groupId, peerGroups.groupId))
        .where(and(eq(peerGroups.groupType, 20), eq(peerGroups.institutionType, institutionType)))
        .orderBy(asc(peerGroups.displayOrder), asc(peerGroupMembers.iid));
      const groups = new Map<string, { groupId: number; iids: number[] }>();
      for (const row of rows) {
        const group = groups.get(row.name) ?? { groupId: row.groupId, iids: [] };
        if (row.iid !== null) group.iids.push(row.iid);
        groups.set(row.name, group);
      }
      return groups;
    };
    const withMembers = (groups: Map<string, { iids: number[] }>) =>
      Object.fromEntries(
        [...groups].filter(([, g]) => g.iids.length > 0).map(([n, g]) => [n, g.iids]),
      );

    it('creates 20 groups per type with the members of the newest quarter by band and region', async () => {
      expect(await rebuildProviderGroups(handle.db, 'bank')).toEqual({
        reportDate: NEWEST_QUARTER,
        groups: 20,
        members: 7,
      });
      const banks = await providerGroups('bank');
      expect(banks.size).toBe(20);
      // The closed bank (older quarter only) and the Guam bank (no census region) are in none.
      expect(withMembers(banks)).toEqual({
        'Northeast Banks $10B and over': [bankIid(103)],
        'Midwest Banks under $100M': [bankIid(9000002)],
        'Midwest Banks $100M to $500M': [bankIid(101), bankIid(9000001)],
        'Midwest Banks $1B to $10B': [bankIid(9000004)],
        'South Banks $100M to $500M': [bankIid(102)],
        'West Banks $100M to $500M': [bankIid(104)],
      });

      expect(await rebuildProviderGroups(handle.db, 'credit union')).toMatchObject({ members: 4 });
      expect(withMembers(await providerGroups('credit union'))).toEqual({
        'Northeast Credit Unions $50M to $100M': [cuIid(501), cuIid(900007)],
        'Northeast Credit Unions $1B and over': [cuIid(502)],
        'Midwest Credit Unions $500M to $1B': [cuIid(900008)],
      });
    });

    it('keeps the group ids on a second run and replaces the members from a new quarter', async () => {
      const before = await providerGroups('bank');
      await rebuildProviderGroups(handle.db, 'bank');
      const again = await providerGroups('bank');
      expect(again).toEqual(before);

      // Next quarter Prairie Gate grows past $1B and Alamo stops filing.
      await importFilers(
        handle.db,
        'bank',
        '2025-12-31',
        BANKS.filter((b) => b.agencyId !== 102).map((b) =>
          b.agencyId === 9000001 ? { ...b, assets: 1_500_000 } : b,
        ),
      );
      expect(await rebuildProviderGroups(handle.db, 'bank')).toMatchObject({
        reportDate: '2025-12-31',
        members: 6,
      });
      const after = await providerGroups('bank');
      expect([...after].map(([name, g]) => [name, g.groupId])).toEqual(
        [...before].map(([name, g]) => [name, g.groupId]),
      );
      expect(withMembers(after)).toEqual({
        'Northeast Banks $10B and over': [bankIid(103)],
        'Midwest Banks under $100M': [bankIid(9000002)],
        'Midwest Banks $100M to $500M': [bankIid(101)],
        'Midwest Banks $1B to $10B': [bankIid(9000001), bankIid(9000004)],
        'West Banks $100M to $500M': [bankIid(104)],
      });
    });

    it('leaves other groups alone', async () => {
      const [curated] = await handle.db
        .insert(peerGroups)
        .values({ groupType: 20, institutionType: 'bank', name: 'Hand-curated', description: '' })
        .returning({ groupId: peerGroups.groupId });
      const groupId = curated?.groupId as number;
      await handle.db.insert(peerGroupMembers).values({ groupId, iid: bankIid(102) });
      await rebuildProviderGroups(handle.db, 'bank');
      expect((await providerGroups('bank')).get('Hand-curated')).toEqual({
        groupId,
        iids: [bankIid(102)],
      });
    });
  },
);
