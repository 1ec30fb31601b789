import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { InstitutionType } from '@app/core/domain/products';
import { GROUP_TYPES } from '@app/core/api/groups';
import type { Database } from '../../platform/db/database';
import { raiseDataVersion } from '../../platform/db/data-version';
import { reportDates } from '../../platform/db/schema/call-report-tables';
import { institutions } from '../../platform/db/schema/institution-tables';
import { metricValues } from '../../platform/db/schema/metric-tables';
import { peerGroupMembers, peerGroups } from '../../platform/db/schema/peer-group-tables';
import { metricValuesRepository } from '../metric-values/metric-values-repository';
import { ASSET_BANDS, inAssetRange, TOTAL_ASSETS_METRIC, type AssetBand } from './asset-bands';

/**
 * The four US Census Bureau regions (50 states and DC). Territories belong to none, so their
 * institutions are in no provider group; they still have their own aggregate groups.
 */
// One line per census division, to check against the Bureau's table.
// prettier-ignore
export const CENSUS_REGIONS = {
  Northeast: [
    'CT', 'ME', 'MA', 'NH', 'RI', 'VT', // New England
    'NJ', 'NY', 'PA', // Middle Atlantic
  ],
  Midwest: [
    'IL', 'IN', 'MI', 'OH', 'WI', // East North Central
    'IA', 'KS', 'MN', 'MO', 'NE', 'ND', 'SD', // West North Central
  ],
  South: [
    'DE', 'DC', 'FL', 'GA', 'MD', 'NC', 'SC', 'VA', 'WV', // South Atlantic
    'AL', 'KY', 'MS', 'TN', // East South Central
    'AR', 'LA', 'OK', 'TX', // West South Central
  ],
  West: [
    'AZ', 'CO', 'ID', 'MT', 'NV', 'NM', 'UT', 'WY', // Mountain
    'AK', 'CA', 'HI', 'OR', 'WA', // Pacific
  ],
} as const satisfies Record<string, readonly string[]>;
export type CensusRegion = keyof typeof CENSUS_REGIONS;

const REGIONS = Object.keys(CENSUS_REGIONS) as CensusRegion[];
const regionByState = new Map<string, CensusRegion>(
  REGIONS.flatMap((region) => CENSUS_REGIONS[region].map((state) => [state, region] as const)),
);

export function regionOf(state: string): CensusRegion | null {
  return regionByState.get(state) ?? null;
}

const NOUNS: Record<InstitutionType, string> = { bank: 'Banks', 'credit union': 'Credit Unions' };

/** Provider groups list after the aggregate groups' display orders (1 to 155). */
const DISPLAY_ORDER_BASE = 1000;

export interface ProviderGroupSpec {
  name: string;
  description: string;
  criteria: string;
  displayOrder: number;
  region: CensusRegion;
  band: AssetBand;
}

/** One group per census region and asset band, e.g. 'Midwest Banks $1B to $10B'. */
export function providerGroupSpecs(
  institutionType: InstitutionType,
  reportDate: string | null,
): ProviderGroupSpec[] {
  const noun = NOUNS[institutionType];
  const asOf = reportDate ? `, as of ${reportDate}` : '';
  return REGIONS.flatMap((region, r) =>
    ASSET_BANDS[institutionType].map((band, b) => ({
      name: `${region} ${noun} ${band.label}`,
      description: `${noun} in the ${region} with total assets ${band.label}`,
      criteria: `Census region ${region} (${CENSUS_REGIONS[region].join(', ')}); total assets ${band.label}${asOf}.`,
      displayOrder: DISPLAY_ORDER_BASE + r * 10 + b,
      region,
      band,
    })),
  );
}

/** Which group each institution falls in: by its state's region and its assets' band. */
export function assignProviderGroups(
  institutionType: InstitutionType,
  filers: readonly { iid: number; state: string; assets: number }[],
): Map<string, number[]> {
  const byName = new Map<string, number[]>();
  const noun = NOUNS[institutionType];
  for (const { iid, state, assets } of filers) {
    const region = regionOf(state);
    const band = ASSET_BANDS[institutionType].find((b) => inAssetRange(b, assets));
    if (!region || !band) continue;
    const name = `${region} ${noun} ${band.label}`;
    const members = byName.get(name);
    if (members) members.push(iid);
    else byName.set(name, [iid]);
  }
  return byName;
}

/** Arbitrary, fixed: the advisory lock that makes two rebuilds of one type take turns. */
const REBUILD_LOCK = 720_020;

/**
 * (Re)creates the provider groups (type 20) of one institution type from the newest quarter
 * held: one per census region and asset band, members = institutions that filed that quarter
 * with their total assets in the band. Idempotent: the groups it owns are found by name and
 * type, keep their ids, and have their members replaced. Call it after each import; one
 * transaction, a handful of statements whatever the number of institutions (the assets come as
 * one cross-section row, the members in one insert of two arrays).
 */
export async function rebuildProviderGroups(
  db: Database,
  institutionType: InstitutionType,
): Promise<{ reportDate: string | null; groups: number; members: number }> {
  return db.transaction(async (tx) => {
    // Two rebuilds at once would both insert the missing groups: they take turns per type.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${REBUILD_LOCK}, ${institutionType === 'bank' ? 1 : 2})`,
    );
    const [newest] = await tx
      .select({ reportDate: reportDates.reportDate })
      .from(reportDates)
      .where(eq(reportDates.institutionType, institutionType))
      .orderBy(desc(reportDates.reportDate))
      .limit(1);
    const reportDate = newest?.reportDate ?? null;
    const specs = providerGroupSpecs(institutionType, reportDate);
    const ids = await upsertGroups(tx, institutionType, specs);
    // Answers that name a provider group are kept per data version: new members, new version.
    await raiseDataVersion(tx, institutionType);
    const owned = [...ids.values()];
    if (!reportDate) {
      await tx.delete(peerGroupMembers).where(inArray(peerGroupMembers.groupId, owned));
      return { reportDate, groups: specs.length, members: 0 };
    }

    const metricId = TOTAL_ASSETS_METRIC[institutionType];
    const [section] = await metricValuesRepository(tx).crossSections(
      institutionType,
      metricId,
      reportDate,
      reportDate,
    );
    const stateRows = await tx
      .select({ iid: institutions.iid, state: institutions.state })
      .from(institutions)
      .innerJoin(
        metricValues,
        and(eq(metricValues.iid, institutions.iid), eq(metricValues.reportDate, reportDate)),
      )
      .where(eq(institutions.institutionType, institutionType));
    const stateOf = new Map(stateRows.map((row) => [row.iid, row.state]));
    const filers = (section?.iids ?? []).flatMap((iid, k) => {
      const state = stateOf.get(iid);
      return state === undefined ? [] : [{ iid, state, assets: section?.values[k] as number }];
    });

    const groupIds: number[] = [];
    const memberIids: number[] = [];
    for (const [name, iids] of assignProviderGroups(institutionType, filers)) {
      const groupId = ids.get(name) as number;
      for (const iid of iids) {
        groupIds.push(groupId);
        memberIids.push(iid);
      }
    }
    // The new membership goes as two array parameters rather than thousands of VALUES rows.
    // Only the difference is written: from one quarter to the next few institutions move, and
    // each inserted row costs two foreign-key checks.
    const members = sql`select * from unnest(${sql.param(groupIds)}::int[], ${sql.param(memberIids)}::int[]) as u(group_id, iid)`;
    await tx.execute(sql`
      delete from ${peerGroupMembers} m
      where m.group_id = any(${sql.param(owned)}::int[])
        and not exists (select 1 from (${members}) n where n.group_id = m.group_id and n.iid = m.iid)`);
    await tx.execute(sql`
      insert into ${peerGroupMembers} (group_id, iid) ${members}
      on conflict do nothing`);
    return { reportDate, groups: specs.length, members: memberIids.length };
  });
}

/** The groups' ids by name: existing ones updated in place, missing ones inserted. */
async function upsertGroups(
  tx: Database,
  institutionType: InstitutionType,
  specs: readonly ProviderGroupSpec[],
): Promise<Map<string, number>> {
  const existing = await tx
    .select({ groupId: peerGroups.groupId, name: peerGroups.name })
    .from(peerGroups)
    .where(
      and(
        eq(peerGroups.groupType, GROUP_TYPES.provider),
        eq(peerGroups.institutionType, institutionType),
        isNull(peerGroups.organizationId),
        inArray(
          peerGroups.name,
          specs.map((s) => s.name),
        ),
      ),
    )
    .orderBy(peerGroups.groupId);
  const ids = new Map<string, number>();
  for (const row of existing) if (!ids.has(row.name)) ids.set(row.name, row.groupId);

  const kept = specs.filter((s) => ids.has(s.name));
  if (kept.length > 0) {
    const values = sql.join(
      kept.map(
        (s) =>
          sql`(${ids.get(s.name)}::int, ${s.description}::text, ${s.criteria}::text, ${s.displayOrder}::int)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update ${peerGroups} set description = v.description, criteria = v.criteria,
        display_order = v.display_order
      from (values ${values}) as v(group_id, description, criteria, display_order)
      where ${peerGroups.groupId} = v.group_id`);
  }

  const missing = specs.filter((s) => !ids.has(s.name));
  if (missing.length > 0) {
    const inserted = await tx
      .insert(peerGroups)
      .values(
        missing.map((s) => ({
          groupType: GROUP_TYPES.provider,
          institutionType,
          name: s.name,
          description: s.description,
          criteria: s.criteria,
          displayOrder: s.displayOrder,
        })),
      )
      .returning({ groupId: peerGroups.groupId, name: peerGroups.name });
    for (const row of inserted) ids.set(row.name, row.groupId);
  }
  return ids;
}
