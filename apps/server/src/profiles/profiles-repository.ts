import { and, asc, between, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { InstitutionType } from '@app/core/domain/products';
import { queryRows, type Database } from '../db/database';
import {
  institutions,
  metricCrossSections,
  metricSlots,
  metricValues,
  peerGroupMembers,
  peerGroups,
  reportDates,
} from '../db/schema';
import type { ProfileInstitution } from './profile-presenter';

export interface InstitutionRow extends ProfileInstitution {
  lowIncome: boolean | null;
  active: boolean;
}

/** Metric values of one institution and quarter, by metric id (null: not reported). */
export type MetricRecord = Map<string, number | null>;

export interface MetricCrossSection {
  metricId: string;
  reportDate: string;
  /** Ascending; only institutions with a value. */
  iids: number[];
  values: number[];
}

const institutionColumns = {
  iid: institutions.iid,
  institutionType: institutions.institutionType,
  name: institutions.name,
  city: institutions.city,
  state: institutions.state,
  website: institutions.website,
  ownershipType: institutions.ownershipType,
  tomCode: institutions.tomCode,
  lowIncome: institutions.lowIncome,
  active: institutions.active,
};

/**
 * Reads for the profiles and the peer searches. Metric values are read by metric id: the ids
 * are resolved to their array slots (metric_slots) and only those elements are selected.
 */
export function profilesRepository(db: Database) {
  const slotsOf = async (institutionType: InstitutionType, metricIds: readonly string[]) => {
    if (metricIds.length === 0) return new Map<string, number>();
    const rows = await db
      .select({ metricId: metricSlots.metricId, slot: metricSlots.slot })
      .from(metricSlots)
      .where(
        and(
          eq(metricSlots.institutionType, institutionType),
          inArray(metricSlots.metricId, [...metricIds]),
        ),
      );
    return new Map(rows.map((r) => [r.metricId, r.slot]));
  };

  /**
   * `array[values[s1], values[s2], …]` for the metrics that have a slot, and the ids in that
   * order. Slots are integers read from metric_slots, written into the SQL as literals.
   */
  const pick = async (institutionType: InstitutionType, metricIds: readonly string[]) => {
    const slots = await slotsOf(institutionType, metricIds);
    const ids = metricIds.filter((id) => slots.has(id));
    const elements = ids.map((id) => {
      const slot = slots.get(id) as number;
      if (!Number.isInteger(slot)) throw new Error(`Bad slot ${slot} of ${id}`);
      return sql`${metricValues.values}[${sql.raw(String(slot))}]`;
    });
    const column: SQL =
      elements.length > 0
        ? sql`array[${sql.join(elements, sql`, `)}]::double precision[]`
        : sql`array[]::double precision[]`;
    const record = (values: (number | null)[]): MetricRecord => {
      const result: MetricRecord = new Map(metricIds.map((id) => [id, null]));
      ids.forEach((id, i) => result.set(id, values[i] ?? null));
      return result;
    };
    return { column, record };
  };

  return {
    async institution(iid: number): Promise<InstitutionRow | undefined> {
      const [row] = await db.select(institutionColumns).from(institutions).where(eq(institutions.iid, iid));
      return row;
    },

    /** Every institution of the type, active or not, in one query. */
    async institutionsOfType(institutionType: InstitutionType): Promise<InstitutionRow[]> {
      return db
        .select(institutionColumns)
        .from(institutions)
        .where(eq(institutions.institutionType, institutionType));
    },

    async institutionsByIid(iids: readonly number[]): Promise<InstitutionRow[]> {
      if (iids.length === 0) return [];
      return db.select(institutionColumns).from(institutions).where(inArray(institutions.iid, [...iids]));
    },

    /** The newest quarter held for the type, or null when none is. */
    async newestQuarter(institutionType: InstitutionType): Promise<string | null> {
      const [row] = await db
        .select({ reportDate: max(reportDates.reportDate) })
        .from(reportDates)
        .where(eq(reportDates.institutionType, institutionType));
      return row?.reportDate ?? null;
    },

    async hasQuarter(institutionType: InstitutionType, reportDate: string): Promise<boolean> {
      const [row] = await db
        .select({ reportDate: reportDates.reportDate })
        .from(reportDates)
        .where(
          and(eq(reportDates.institutionType, institutionType), eq(reportDates.reportDate, reportDate)),
        );
      return row !== undefined;
    },

    /** Cross-sections of the metrics from one quarter to another, one row per metric and quarter. */
    async crossSections(
      institutionType: InstitutionType,
      from: string,
      to: string,
      metricIds: readonly string[],
    ): Promise<MetricCrossSection[]> {
      if (metricIds.length === 0) return [];
      return db
        .select({
          metricId: metricSlots.metricId,
          reportDate: metricCrossSections.reportDate,
          iids: metricCrossSections.iids,
          values: metricCrossSections.values,
        })
        .from(metricCrossSections)
        .innerJoin(
          metricSlots,
          and(
            eq(metricSlots.institutionType, metricCrossSections.institutionType),
            eq(metricSlots.slot, metricCrossSections.slot),
          ),
        )
        .where(
          and(
            eq(metricCrossSections.institutionType, institutionType),
            between(metricCrossSections.reportDate, from, to),
            inArray(metricSlots.metricId, [...metricIds]),
          ),
        )
        .orderBy(asc(metricCrossSections.reportDate));
    },

    /**
     * The metric values at one quarter of the given institutions (all of the type when `iids`
     * is null). Institutions that did not file that quarter are absent from the map.
     */
    async valuesAt(
      institutionType: InstitutionType,
      reportDate: string,
      iids: readonly number[] | null,
      metricIds: readonly string[],
    ): Promise<Map<number, MetricRecord>> {
      if (iids !== null && iids.length === 0) return new Map();
      const { column, record } = await pick(institutionType, metricIds);
      const rows = await queryRows<{ iid: number; v: (number | null)[] }>(
        db,
        sql`select ${metricValues.iid} as iid, ${column} as v
            from ${metricValues}
            where ${metricValues.institutionType} = ${institutionType}
              and ${metricValues.reportDate} = ${reportDate}
              ${iids === null ? sql`` : sql`and ${inArray(metricValues.iid, [...iids])}`}`,
      );
      return new Map(rows.map((row) => [Number(row.iid), record(row.v)]));
    },

    /** One institution's values at its newest `limit` quarters, newest first. */
    async history(
      iid: number,
      institutionType: InstitutionType,
      metricIds: readonly string[],
      limit: number,
    ): Promise<{ reportDate: string; values: MetricRecord }[]> {
      const { column, record } = await pick(institutionType, metricIds);
      const rows = await queryRows<{ reportDate: string; v: (number | null)[] }>(
        db,
        sql`select ${metricValues.reportDate}::text as "reportDate", ${column} as v
            from ${metricValues}
            where ${metricValues.iid} = ${iid}
            order by ${metricValues.reportDate} desc
            limit ${limit}`,
      );
      return rows.map((row) => ({ reportDate: row.reportDate, values: record(row.v) }));
    },

    async group(groupId: number) {
      const [row] = await db
        .select({
          groupId: peerGroups.groupId,
          groupType: peerGroups.groupType,
          institutionType: peerGroups.institutionType,
          organizationId: peerGroups.organizationId,
          ruleKind: peerGroups.ruleKind,
          ruleState: peerGroups.ruleState,
          ruleMinAssets: peerGroups.ruleMinAssets,
          ruleMaxAssets: peerGroups.ruleMaxAssets,
        })
        .from(peerGroups)
        .where(eq(peerGroups.groupId, groupId));
      return row;
    },

    async memberIids(groupId: number): Promise<number[]> {
      const rows = await db
        .select({ iid: peerGroupMembers.iid })
        .from(peerGroupMembers)
        .where(eq(peerGroupMembers.groupId, groupId))
        .orderBy(asc(peerGroupMembers.iid));
      return rows.map((r) => r.iid);
    },
  };
}

export type ProfilesRepository = ReturnType<typeof profilesRepository>;
export type PeerGroupRow = NonNullable<Awaited<ReturnType<ProfilesRepository['group']>>>;
