import { and, asc, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { InstitutionType } from '@app/core/domain/products';
import { queryRows, type Database } from '../../platform/db/database';
import { reportDates } from '../../platform/db/schema/call-report-tables';
import { institutions } from '../../platform/db/schema/institution-tables';
import { metricCrossSections, metricValues } from '../../platform/db/schema/metric-tables';
import { peerGroupMembers, peerGroups } from '../../platform/db/schema/peer-group-tables';
import { dataVersionOf } from '../../platform/db/data-version';
import { metricSlotsOf } from '../../reference-data/metric-values/metric-slots';
import type { ProfileInstitution } from './profile-presenter';

export interface InstitutionRow extends ProfileInstitution {
  lowIncome: boolean | null;
  active: boolean;
}

/** What the searches filter on; names for the by-name order. */
export interface SearchInstitutionRow {
  iid: number;
  name: string;
  state: string;
  /** Banks. */
  ownershipType: string | null;
  /** Credit unions: type of membership and low-income designation. */
  tomCode: number | null;
  lowIncome: boolean | null;
  /** Files the newest quarter held; groups are made of active institutions only. */
  active: boolean;
}

/** Metric values of one institution and quarter, by metric id (null: not reported). */
export type MetricRecord = Map<string, number | null>;

/** An institution and its metric values at one quarter; `values` null when it did not file. */
export interface ProfileRow {
  institution: InstitutionRow;
  values: MetricRecord | null;
}

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
 * A JSON array (text) from a driver: node-postgres and PGlite both parse json columns, but read
 * defensively. Arrays travel as JSON because both drivers parse JSON natively, several times
 * faster than their PostgreSQL array parsers on cross-sections of thousands of values.
 */
function jsonArray<T>(value: unknown): T[] {
  if (typeof value === 'string') return JSON.parse(value) as T[];
  return (value ?? []) as T[];
}

type InstitutionTuple = [
  number,
  string,
  string,
  string,
  string,
  string | null,
  string | null,
  number | null,
  boolean | null,
  boolean,
];

const institutionOf = ([
  iid,
  institutionType,
  name,
  city,
  state,
  website,
  ownershipType,
  tomCode,
  lowIncome,
  active,
]: InstitutionTuple): InstitutionRow => ({
  iid,
  institutionType,
  name,
  city,
  state,
  website,
  ownershipType,
  tomCode,
  lowIncome,
  active,
});

/**
 * Reads for the profiles and the peer searches. Metric values are read by metric id: the ids
 * are resolved to their array slots (metric_slots) and only those elements are selected.
 */
export function profilesRepository(db: Database) {
  const slotsOf = (institutionType: InstitutionType, metricIds: readonly string[]) =>
    metricSlotsOf(db, institutionType, metricIds);

  /**
   * `to_json(array[values[s1], values[s2], …])` for the metrics that have a slot, and how
   * to read it back by metric id. Slots are integers read from metric_slots, written into the
   * SQL as literals.
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
        ? sql`to_json(array[${sql.join(elements, sql`, `)}]::double precision[])`
        : sql`'[]'::json`;
    const record = (json: unknown): MetricRecord => {
      const values = jsonArray<number | null>(json);
      const result: MetricRecord = new Map(metricIds.map((id) => [id, null]));
      ids.forEach((id, i) => result.set(id, values[i] ?? null));
      return result;
    };
    return { column, record };
  };

  /**
   * Cross-sections of the metrics at one quarter: one row per metric (metric_cross_sections),
   * found by slot on the primary key (resolving the slots first keeps the plan an index scan).
   */
  const crossSections = async (
    institutionType: InstitutionType,
    reportDate: string,
    metricIds: readonly string[],
  ): Promise<MetricCrossSection[]> => {
    const slots = await slotsOf(institutionType, metricIds);
    if (slots.size === 0) return [];
    const idOfSlot = new Map([...slots].map(([id, slot]) => [slot, id]));
    const c = metricCrossSections;
    const rows = await queryRows<{ slot: number; iids: unknown; values: unknown }>(
      db,
      sql`select ${c.slot} as slot, array_to_json(${c.iids}) as iids,
                 array_to_json(${c.values}) as values
          from ${c}
          where ${c.institutionType} = ${institutionType} and ${c.reportDate} = ${reportDate}
            and ${inArray(c.slot, [...idOfSlot.keys()])}`,
    );
    return rows.map((row) => ({
      metricId: idOfSlot.get(Number(row.slot)) as string,
      reportDate,
      iids: jsonArray<number>(row.iids),
      values: jsonArray<number>(row.values),
    }));
  };

  /** Every institution of the type, all profile fields, as one JSON aggregate. */
  const institutionsOfType = async (institutionType: InstitutionType) => {
    const i = institutions;
    const [row] = await queryRows<{ rows: unknown }>(
      db,
      sql`select json_agg(json_build_array(
                   ${i.iid}, ${i.institutionType}, ${i.name}, ${i.city}, ${i.state}, ${i.website},
                   ${i.ownershipType}, ${i.tomCode}, ${i.lowIncome}, ${i.active})) as rows
          from ${i}
          where ${i.institutionType} = ${institutionType}`,
    );
    return jsonArray<InstitutionTuple>(row?.rows).map(institutionOf);
  };

  const wholeQuarter = async (
    institutionType: InstitutionType,
    reportDate: string | null,
    metricIds: readonly string[],
  ): Promise<ProfileRow[]> => {
    const [rows, sections] = await Promise.all([
      institutionsOfType(institutionType),
      reportDate === null ? [] : crossSections(institutionType, reportDate, metricIds),
    ]);
    const records = new Map<number, MetricRecord>();
    for (const section of sections) {
      section.iids.forEach((iid, index) => {
        let record = records.get(iid);
        if (!record) {
          record = new Map(metricIds.map((id) => [id, null]));
          records.set(iid, record);
        }
        record.set(section.metricId, section.values[index] ?? null);
      });
    }
    return rows.map((institution) => ({
      institution,
      values: records.get(institution.iid) ?? null,
    }));
  };

  return {
    async institution(iid: number): Promise<InstitutionRow | undefined> {
      const [row] = await db
        .select(institutionColumns)
        .from(institutions)
        .where(eq(institutions.iid, iid));
      return row;
    },

    /** The institutions of the type that filed the quarter (have metric values for it). */
    async filers(institutionType: InstitutionType, reportDate: string): Promise<Set<number>> {
      const v = metricValues;
      const [row] = await queryRows<{ iids: unknown }>(
        db,
        sql`select json_agg(${v.iid}) as iids from ${v}
            where ${v.institutionType} = ${institutionType} and ${v.reportDate} = ${reportDate}`,
      );
      return new Set(jsonArray<number>(row?.iids));
    },

    /** The newest quarter held for the type, or null when none is. */
    async newestQuarter(institutionType: InstitutionType): Promise<string | null> {
      const [row] = await db
        .select({ reportDate: max(reportDates.reportDate) })
        .from(reportDates)
        .where(eq(reportDates.institutionType, institutionType));
      return row?.reportDate ?? null;
    },

    dataVersion: (institutionType: InstitutionType) => dataVersionOf(db, institutionType),

    async hasQuarter(institutionType: InstitutionType, reportDate: string): Promise<boolean> {
      const [row] = await db
        .select({ reportDate: reportDates.reportDate })
        .from(reportDates)
        .where(
          and(
            eq(reportDates.institutionType, institutionType),
            eq(reportDates.reportDate, reportDate),
          ),
        );
      return row !== undefined;
    },

    crossSections,

    /**
     * Institutions with their metric values at one quarter: the given iids in one query on
     * metric_values, or (iids null) every institution of the type from the metrics'
     * cross-sections, which read a whole quarter far faster than its metric_values rows. In
     * the second form an institution without any of the metrics counts as not filed.
     */
    async profileRows(
      institutionType: InstitutionType,
      reportDate: string | null,
      iids: readonly number[] | null,
      metricIds: readonly string[],
    ): Promise<ProfileRow[]> {
      if (iids === null) return wholeQuarter(institutionType, reportDate, metricIds);
      if (iids.length === 0) return [];
      const { column, record } = await pick(institutionType, metricIds);
      const i = institutions;
      const [row] = await queryRows<{ rows: unknown }>(
        db,
        sql`select json_agg(json_build_array(
                     ${i.iid}, ${i.institutionType}, ${i.name}, ${i.city}, ${i.state}, ${i.website},
                     ${i.ownershipType}, ${i.tomCode}, ${i.lowIncome}, ${i.active},
                     ${metricValues.iid} is not null, ${column})) as rows
            from ${i}
            left join ${metricValues}
              on ${metricValues.iid} = ${i.iid} and ${metricValues.reportDate} = ${reportDate}
            where ${i.institutionType} = ${institutionType} and ${inArray(i.iid, [...iids])}`,
      );
      return jsonArray<[...InstitutionTuple, boolean, unknown]>(row?.rows).map((tuple) => ({
        institution: institutionOf(tuple.slice(0, 10) as InstitutionTuple),
        values: tuple[10] ? record(tuple[11]) : null,
      }));
    },

    /** One institution's values at its newest `limit` quarters, newest first. */
    async history(
      iid: number,
      institutionType: InstitutionType,
      metricIds: readonly string[],
      limit: number,
    ): Promise<{ reportDate: string; values: MetricRecord }[]> {
      const { column, record } = await pick(institutionType, metricIds);
      const rows = await queryRows<{ reportDate: string; v: unknown }>(
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
          minAssets: peerGroups.ruleMinAssets,
          maxAssets: peerGroups.ruleMaxAssets,
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
