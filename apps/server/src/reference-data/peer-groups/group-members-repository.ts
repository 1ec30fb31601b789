import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { MIXED_GROUP_TYPE } from '@app/core/domain/common-metrics';
import { GROUP_TYPES } from '@app/core/api/groups';
import type { InstitutionType } from '@app/core/domain/products';
import { queryRows, type Database } from '../../platform/db/database';
import { institutions } from '../../platform/db/schema/institution-tables';
import { metricValues } from '../../platform/db/schema/metric-tables';
import { peerGroupMembers, peerGroups } from '../../platform/db/schema/peer-group-tables';
import { metricSlotsOf } from '../metric-values/metric-slots';
import {
  aggregateMemberCondition,
  aggregateRule,
  factsRead,
  type AggregateRule,
} from './aggregate-membership';
import { TOTAL_ASSETS_METRIC } from './asset-bands';

/** Whose values a group statistic reads: listed institutions, or an aggregate group's rule. */
export type Members =
  { kind: 'list'; iids: readonly number[] } | { kind: 'aggregate'; rule: AggregateRule };

/** The national group, whose statistics are read from the stored cross-sections. */
export const isNational = (members: Members) =>
  members.kind === 'aggregate' && members.rule.kind === 'national';

export interface PeerGroup {
  groupId: number;
  name: string;
  groupType: number;
  /** A fixed list (custom and provider groups), or an aggregate group's rule. */
  members: Members;
  /** A custom group holding banks and credit unions: its members are of either type. */
  mixed?: boolean;
}

/**
 * Who is in a peer group, as the analytics read it: the group a caller names, and SQL that
 * picks its members among the rows `m` of metric_values (filers of a quarter).
 */
export function groupMembersRepository(db: Database) {
  /**
   * What an aggregate rule reads of a row `m` of metric_values joined to institutions `i`:
   * the state, and the row's own total assets when one of the rules reads them.
   */
  const facts = async (institutionType: InstitutionType, rules: readonly AggregateRule[]) => {
    const assetsId = TOTAL_ASSETS_METRIC[institutionType];
    const assetsSlot = rules.some((rule) => factsRead(rule).totalAssets)
      ? (await metricSlotsOf(db, institutionType, [assetsId])).get(assetsId)
      : undefined;
    return {
      state: sql`i.state`,
      totalAssets: assetsSlot === undefined ? sql`null::float8` : sql`m.values[${assetsSlot}]`,
    };
  };

  /**
   * An aggregate group's rule over rows `m` of metric_values: the join of the state when the
   * rule reads it, and the condition of aggregate-membership.ts.
   */
  const aggregateFilter = async (institutionType: InstitutionType, rule: AggregateRule) => ({
    joins: factsRead(rule).state ? sql`join ${institutions} i on i.iid = m.iid` : sql``,
    member: aggregateMemberCondition(rule, await facts(institutionType, [rule])),
  });

  /** Rows `m` of metric_values that are members: by the list, or by the aggregate rule. */
  const filter = async (
    institutionType: InstitutionType,
    members: Members,
  ): Promise<{ joins: SQL; member: SQL }> =>
    members.kind === 'list'
      ? { joins: sql``, member: sql`m.iid = any(${sql.param([...members.iids])}::int[])` }
      : aggregateFilter(institutionType, members.rule);

  return {
    filter,

    /**
     * The group if the caller may use it: of the subject's institution type, and for a custom
     * group one of the caller's organization. `selected` narrows a list group to the members
     * ticked in the peer selector (spec 2 section 3, filtered group entry); aggregate groups
     * cannot be filtered (spec 2 section 5).
     */
    async findPeerGroup(input: {
      groupId: number;
      institutionType: InstitutionType;
      organizationId: string;
      selected?: readonly number[];
    }): Promise<PeerGroup | undefined> {
      // The members come in the same query: a round trip fewer on every call against a group.
      const [group] = await db
        .select({
          groupId: peerGroups.groupId,
          name: peerGroups.name,
          groupType: peerGroups.groupType,
          institutionType: peerGroups.institutionType,
          ruleKind: peerGroups.ruleKind,
          ruleState: peerGroups.ruleState,
          ruleMinAssets: peerGroups.ruleMinAssets,
          ruleMaxAssets: peerGroups.ruleMaxAssets,
          // The outer table named in full: in a one-table select, drizzle writes a column unqualified.
          memberIids: sql<number[]>`array(select m.iid from ${peerGroupMembers} m
                                          where m.group_id = ${peerGroups}.group_id order by m.iid)`,
        })
        .from(peerGroups)
        .where(
          and(
            eq(peerGroups.groupId, input.groupId),
            or(
              and(
                eq(peerGroups.institutionType, input.institutionType),
                ne(peerGroups.groupType, GROUP_TYPES.custom),
              ),
              and(
                // A custom group of banks and credit unions serves subjects of both charters.
                inArray(peerGroups.institutionType, [input.institutionType, MIXED_GROUP_TYPE]),
                eq(peerGroups.groupType, GROUP_TYPES.custom),
                eq(peerGroups.organizationId, input.organizationId),
              ),
            ),
          ),
        );
      if (!group) return undefined;
      const base = { groupId: group.groupId, name: group.name, groupType: group.groupType };
      if (group.groupType === GROUP_TYPES.aggregate) {
        const rule = aggregateRule({
          ruleKind: group.ruleKind,
          ruleState: group.ruleState,
          minAssets: group.ruleMinAssets,
          maxAssets: group.ruleMaxAssets,
        });
        return { ...base, members: { kind: 'aggregate', rule } };
      }
      let iids = group.memberIids;
      if (input.selected) {
        const selected = new Set(input.selected);
        iids = iids.filter((iid) => selected.has(iid));
      }
      const mixed = group.institutionType === MIXED_GROUP_TYPE;
      return { ...base, members: { kind: 'list', iids }, ...(mixed ? { mixed } : {}) };
    },

    /**
     * The members' values of the metric in slot `slot`, quarters `from` to `to`, `leaveOut`
     * left out, for lists, states and asset bands (the national group reads the stored
     * statistics of its cross-sections instead): a query of rows (report_date, iid, x), x never
     * null, from the rows of metric_values, members by the list or by the rule.
     */
    async memberValues(
      institutionType: InstitutionType,
      slot: number,
      members: Members,
      leaveOut: number,
      from: string,
      to: string,
    ): Promise<SQL> {
      const { joins, member } = await filter(institutionType, members);
      return sql`select m.report_date, m.iid, m.values[${slot}] as x
                 from ${metricValues} m ${joins}
                 where m.institution_type = ${institutionType}
                   and m.report_date between ${from} and ${to}
                   and m.values[${slot}] is not null and m.iid <> ${leaveOut} and ${member}`;
    },

    /** Who is in an aggregate group at a quarter (filers matching its rule), ascending. */
    async aggregateMemberIids(
      institutionType: InstitutionType,
      rule: AggregateRule,
      reportDate: string,
    ): Promise<number[]> {
      const { joins, member } = await aggregateFilter(institutionType, rule);
      const rows = await queryRows<{ iid: number }>(
        db,
        sql`select m.iid
            from ${metricValues} m ${joins}
            where m.institution_type = ${institutionType} and m.report_date = ${reportDate}
              and ${member}
            order by m.iid`,
      );
      return rows.map((r) => r.iid);
    },

    /**
     * How many filers each aggregate group holds at each of the given quarters, in one pass
     * over the quarters' rows (the group list shows counts, not members): per quarter, the
     * counts in the rules' order. The state comes from one join (a subquery per state group
     * looked it up once per group and filer: 50 seconds for a national history).
     */
    async aggregateMemberCounts(
      institutionType: InstitutionType,
      rules: readonly AggregateRule[],
      reportDates: readonly string[],
    ): Promise<Map<string, number[]>> {
      const result = new Map<string, number[]>();
      if (rules.length === 0 || reportDates.length === 0) return result;
      const candidate = await facts(institutionType, rules);
      const counts = rules.map(
        (rule) => sql`(count(*) filter (where ${aggregateMemberCondition(rule, candidate)}))::int`,
      );
      const rows = await queryRows<{ reportDate: string; counts: number[] }>(
        db,
        sql`select m.report_date::text as "reportDate", array[${sql.join(counts, sql`, `)}] as counts
            from ${metricValues} m join ${institutions} i on i.iid = m.iid
            where m.institution_type = ${institutionType}
              and m.report_date = any(${sql.param([...reportDates])}::date[])
            group by m.report_date`,
      );
      for (const date of reportDates)
        result.set(
          date,
          rules.map(() => 0),
        );
      for (const row of rows) result.set(row.reportDate, row.counts.map(Number));
      return result;
    },

    /**
     * The spec's "selected peer count" (spec 2 section 9: institutionsReporting is it plus 1):
     * the group's members other than `exceptIid`, whether or not they have a value. A list
     * group counts its (selected) iids; an aggregate group the institutions its rule holds that
     * quarter.
     */
    async peerCount(
      institutionType: InstitutionType,
      members: Members,
      exceptIid: number,
      reportDate: string,
    ): Promise<number> {
      if (members.kind === 'list') {
        return new Set(members.iids.filter((iid) => iid !== exceptIid)).size;
      }
      const candidate = await facts(institutionType, [members.rule]);
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select (count(*) filter (where ${aggregateMemberCondition(members.rule, candidate)}))::int as n
            from ${metricValues} m join ${institutions} i on i.iid = m.iid
            where m.institution_type = ${institutionType}
              and m.report_date = ${reportDate}
              and m.iid <> ${exceptIid}`,
      );
      return row?.n ?? 0;
    },
  };
}

export type GroupMembersRepository = ReturnType<typeof groupMembersRepository>;
