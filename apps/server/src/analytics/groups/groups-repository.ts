import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { GROUP_TYPES } from '@app/core/api/groups';
import type { InstitutionType } from '@app/core/domain/products';
import { MIXED_GROUP_TYPE, type GroupCharter } from '@app/core/domain/common-metrics';
import { queryRows, type Database } from '../../platform/db/database';
import { callReports, reportDates } from '../../platform/db/schema/call-report-tables';
import { institutions } from '../../platform/db/schema/institution-tables';
import { organizations } from '../../platform/db/schema/organization-tables';
import { peerGroupMembers, peerGroups } from '../../platform/db/schema/peer-group-tables';
import { metricValuesRepository } from '../../reference-data/metric-values/metric-values-repository';
import { aggregateGroupSizesAt } from '../../reference-data/peer-groups/aggregate-group-sizes';
import { groupMembersRepository } from '../../reference-data/peer-groups/group-members-repository';
import { aggregateRule } from '../../reference-data/peer-groups/aggregate-membership';
import { TOTAL_ASSETS_METRIC } from '../../reference-data/peer-groups/asset-bands';
import { subjectColumns, type SubjectRow } from '../../platform/db/subject-row';

const groupColumns = {
  groupId: peerGroups.groupId,
  groupType: peerGroups.groupType,
  institutionType: peerGroups.institutionType,
  name: peerGroups.name,
  description: peerGroups.description,
  criteria: peerGroups.criteria,
  selectionType: peerGroups.selectionType,
  organizationId: peerGroups.organizationId,
  ruleKind: peerGroups.ruleKind,
  ruleState: peerGroups.ruleState,
  minAssets: peerGroups.ruleMinAssets,
  maxAssets: peerGroups.ruleMaxAssets,
};

export interface GroupRow {
  groupId: number;
  groupType: number;
  institutionType: string;
  name: string;
  description: string;
  criteria: string;
  selectionType: number;
  organizationId: string | null;
  /** Aggregate groups: 'national', 'state' or 'assets'. */
  ruleKind: string | null;
  ruleState: string | null;
  minAssets: number | null;
  maxAssets: number | null;
}

/** Custom groups list by name; aggregate and provider groups by their curated order. */
const groupOrder = [asc(peerGroups.displayOrder), asc(sql`lower(${peerGroups.name})`)] as const;

function groupQueries(db: Database) {
  const metrics = metricValuesRepository(db);
  const members = groupMembersRepository(db);
  /** Custom groups only: provider and aggregate groups have no organization. */
  const raiseGroupsVersion = async (groupId: number) => {
    await db.execute(sql`
      update ${organizations} set peer_groups_version = peer_groups_version + 1
      where ${organizations.id} = (select ${peerGroups.organizationId} from ${peerGroups}
                                   where ${peerGroups.groupId} = ${groupId})`);
  };

  // The access rules of every analytics request read the subject and its peer group: built
  // once and prepared, like the session lookup.
  const subjectById = db
    .select(subjectColumns)
    .from(institutions)
    .where(eq(institutions.iid, sql.placeholder('iid')))
    .prepare('subject_by_iid');
  const groupById = db
    .select(groupColumns)
    .from(peerGroups)
    .where(eq(peerGroups.groupId, sql.placeholder('groupId')))
    .prepare('group_by_id');

  return {
    async subject(iid: number): Promise<SubjectRow | undefined> {
      const [row] = await subjectById.execute({ iid });
      return row && { ...row, institutionType: row.institutionType as InstitutionType };
    },

    /** The newest quarter held for the institution type, or null before the first import. */
    async newestQuarter(institutionType: InstitutionType): Promise<string | null> {
      const [row] = await db
        .select({ reportDate: reportDates.reportDate })
        .from(reportDates)
        .where(eq(reportDates.institutionType, institutionType))
        .orderBy(desc(reportDates.reportDate))
        .limit(1);
      return row?.reportDate ?? null;
    },

    /** Total assets in dollars of one institution at one quarter, or null when not reported. */
    async totalAssets(institutionType: InstitutionType, reportDate: string, iid: number) {
      const metricId = TOTAL_ASSETS_METRIC[institutionType];
      const values = await metrics.valuesAt(institutionType, reportDate, [iid], [metricId]);
      return values.get(iid)?.[metricId] ?? null;
    },

    /** Groups of one kind and institution type; custom groups only of the given organization. */
    async groupsOf(
      institutionType: InstitutionType,
      groupType: number,
      organizationId?: string,
    ): Promise<GroupRow[]> {
      return db
        .select(groupColumns)
        .from(peerGroups)
        .where(
          and(
            eq(peerGroups.institutionType, institutionType),
            eq(peerGroups.groupType, groupType),
            organizationId === undefined
              ? isNull(peerGroups.organizationId)
              : eq(peerGroups.organizationId, organizationId),
          ),
        )
        .orderBy(...groupOrder, asc(peerGroups.groupId));
    },

    /**
     * What the group list may show of an institution type, in list order: the aggregate and
     * provider groups (no organization) and the organization's custom groups.
     */
    async visibleGroups(institutionType: InstitutionType, organizationId: string) {
      return db
        .select(groupColumns)
        .from(peerGroups)
        .where(
          or(
            and(
              eq(peerGroups.institutionType, institutionType),
              inArray(peerGroups.groupType, [GROUP_TYPES.aggregate, GROUP_TYPES.provider]),
              isNull(peerGroups.organizationId),
            ),
            and(
              // A custom group of banks and credit unions is listed for subjects of both.
              inArray(peerGroups.institutionType, [institutionType, MIXED_GROUP_TYPE]),
              eq(peerGroups.groupType, GROUP_TYPES.custom),
              eq(peerGroups.organizationId, organizationId),
            ),
          ),
        )
        .orderBy(...groupOrder, asc(peerGroups.groupId));
    },

    async group(groupId: number): Promise<GroupRow | undefined> {
      const [row] = await groupById.execute({ groupId });
      return row;
    },

    /** The groups, locked until the transaction ends (two saves of one group take turns). */
    async lockGroups(groupIds: readonly number[]): Promise<Map<number, GroupRow>> {
      if (groupIds.length === 0) return new Map();
      const rows = await db
        .select(groupColumns)
        .from(peerGroups)
        .where(inArray(peerGroups.groupId, [...groupIds]))
        .orderBy(asc(peerGroups.groupId))
        .for('update');
      return new Map(rows.map((row) => [row.groupId, row]));
    },

    /** The stored members of each group (custom and provider groups), ascending. */
    async memberIids(groupIds: readonly number[]): Promise<Map<number, number[]>> {
      const result = new Map<number, number[]>(groupIds.map((id) => [id, []]));
      if (groupIds.length === 0) return result;
      // One row per group, its members as JSON: the provider groups hold thousands of members,
      // and a row each was most of the group list's time.
      const rows = await queryRows<{ groupId: number; iids: number[] | string }>(
        db,
        sql`select m.group_id as "groupId", json_agg(m.iid order by m.iid) as iids
            from ${peerGroupMembers} m
            where m.group_id = any(${sql.param([...groupIds])}::int[])
            group by m.group_id`,
      );
      for (const row of rows) {
        result.set(
          row.groupId,
          typeof row.iids === 'string' ? (JSON.parse(row.iids) as number[]) : row.iids,
        );
      }
      return result;
    },

    async memberCount(groupId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(peerGroupMembers)
        .where(eq(peerGroupMembers.groupId, groupId));
      return row?.n ?? 0;
    },

    /** Who an aggregate group (type 30) holds at a quarter, ascending (aggregate-membership.ts). */
    async aggregateMemberIids(group: GroupRow, reportDate: string): Promise<number[]> {
      return members.aggregateMemberIids(
        group.institutionType as InstitutionType,
        aggregateRule(group),
        reportDate,
      );
    },

    /** How many each aggregate group (type 30) holds at a quarter, in the groups' order. */
    async aggregateMemberCounts(
      institutionType: InstitutionType,
      groups: readonly GroupRow[],
      reportDate: string,
    ): Promise<number[]> {
      return aggregateGroupSizesAt(db, institutionType, groups, reportDate);
    },

    /** Institutions as group members, sorted by name, city, state. */
    async institutionsIn(iids: readonly number[]) {
      if (iids.length === 0) return [];
      return (
        db
          .select({
            iid: institutions.iid,
            name: institutions.name,
            city: institutions.city,
            state: institutions.state,
            website: institutions.website,
          })
          .from(institutions)
          // One array parameter: a national group is thousands of iids.
          .where(sql`${institutions.iid} = any(${sql.param([...iids])}::int[])`)
          .orderBy(
            asc(sql`lower(${institutions.name})`),
            asc(sql`lower(${institutions.city})`),
            asc(institutions.state),
            asc(institutions.iid),
          )
      );
    },

    /** Which of the iids filed a call report for the quarter. */
    async filersAt(reportDate: string, iids: readonly number[]): Promise<Set<number>> {
      if (iids.length === 0) return new Set();
      const rows = await db
        .select({ iid: callReports.iid })
        .from(callReports)
        .where(
          and(
            eq(callReports.reportDate, reportDate),
            sql`${callReports.iid} = any(${sql.param([...iids])}::int[])`,
          ),
        );
      return new Set(rows.map((row) => row.iid));
    },

    /** Members left out of a group, with their last filing, sorted by name, city, state. */
    async leftOutInstitutions(iids: readonly number[]) {
      if (iids.length === 0) return [];
      return db
        .select({
          iid: institutions.iid,
          name: institutions.name,
          city: institutions.city,
          state: institutions.state,
          lastReportingDate: institutions.lastReportingDate,
        })
        .from(institutions)
        .where(sql`${institutions.iid} = any(${sql.param([...iids])}::int[])`)
        .orderBy(
          asc(sql`lower(${institutions.name})`),
          asc(institutions.city),
          asc(institutions.iid),
        );
    },

    /** The institution type of each iid that names an institution. */
    async institutionTypesOf(iids: readonly number[]): Promise<Map<number, string>> {
      if (iids.length === 0) return new Map();
      const rows = await db
        .select({ iid: institutions.iid, institutionType: institutions.institutionType })
        .from(institutions)
        .where(inArray(institutions.iid, [...iids]));
      return new Map(rows.map((r) => [r.iid, r.institutionType]));
    },

    /**
     * Every write to a custom group raises its organization's peer-groups version in the same
     * statement or transaction: answers kept per version (platform/answer-cache/answer-cache.ts) follow the edit.
     */
    async insertCustomGroup(input: {
      institutionType: GroupCharter;
      organizationId: string;
      createdByUserId: string;
      name: string;
      description: string;
      criteria: string;
      selectionType: number;
    }): Promise<number> {
      const [row] = await db
        .insert(peerGroups)
        .values({ ...input, groupType: 10 })
        .returning({ groupId: peerGroups.groupId });
      if (!row) throw new Error('peer group insert returned nothing');
      await raiseGroupsVersion(row.groupId);
      return row.groupId;
    },

    async updateGroup(
      groupId: number,
      changes: { name?: string; description?: string; institutionType?: GroupCharter },
    ) {
      await db.update(peerGroups).set(changes).where(eq(peerGroups.groupId, groupId));
      await raiseGroupsVersion(groupId);
    },

    /** Adds the iids not yet members; answers how many were added. */
    async addMembers(groupId: number, iids: readonly number[]): Promise<number> {
      if (iids.length === 0) return 0;
      const added = await db
        .insert(peerGroupMembers)
        .values(iids.map((iid) => ({ groupId, iid })))
        .onConflictDoNothing()
        .returning({ iid: peerGroupMembers.iid });
      if (added.length > 0) await raiseGroupsVersion(groupId);
      return added.length;
    },

    /** Removes the iids that are members; answers how many were removed. */
    async removeMembers(groupId: number, iids: readonly number[]): Promise<number> {
      if (iids.length === 0) return 0;
      const removed = await db
        .delete(peerGroupMembers)
        .where(and(eq(peerGroupMembers.groupId, groupId), inArray(peerGroupMembers.iid, [...iids])))
        .returning({ iid: peerGroupMembers.iid });
      if (removed.length > 0) await raiseGroupsVersion(groupId);
      return removed.length;
    },

    /** Members go with the group (on delete cascade); one statement with the version raise. */
    async deleteGroup(groupId: number) {
      await db.execute(sql`
        with gone as (
          delete from ${peerGroups} where ${peerGroups.groupId} = ${groupId}
          returning ${peerGroups.organizationId} as organization_id)
        update ${organizations} set peer_groups_version = peer_groups_version + 1
        where ${organizations.id} in (select organization_id from gone)`);
    },
  };
}

export type GroupQueries = ReturnType<typeof groupQueries>;

export function groupsRepository(db: Database) {
  return {
    ...groupQueries(db),
    /**
     * Runs `work` in one transaction: everything it does through `tx` commits or none of it.
     * Inside, query only through `tx`: the embedded database runs one transaction at a time,
     * and a query on the outer handle would wait for this one forever.
     */
    transaction<T>(work: (tx: GroupQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(groupQueries(tx)));
    },
  };
}

export type GroupsRepository = ReturnType<typeof groupsRepository>;
