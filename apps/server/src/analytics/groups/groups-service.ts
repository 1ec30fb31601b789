import {
  GROUP_LIMIT_MESSAGES,
  GROUP_TYPES,
  groupSizeProblem,
  MAX_GROUP_MEMBERS,
  SELECTION_TYPES,
  type createGroupPayload,
  type GroupMember,
  type GroupSummary,
  type groupUpdatePayload,
  type GroupUpdateResult,
} from '@app/core/api/groups';
import type { InstitutionType } from '@app/core/domain/products';
import { MIXED_GROUP_TYPE, type GroupCharter } from '@app/core/domain/common-metrics';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/principal';
import { badRequest, notFound } from '../../platform/http/http-error';
import { presentGroup, presentMember } from './group-presenter';
import type { SubjectRow } from '../../platform/db/subject-row';
import type { GroupQueries, GroupRow, GroupsRepository } from './groups-repository';
import { holdingSubject, latestAssets } from './holding-groups';
import { NONE_LEFT_OUT, quarterShown, splitByFiling } from './group-filers';

const PLURAL: Record<InstitutionType, string> = { bank: 'banks', 'credit union': 'credit unions' };
/** How many bad iids a refusal names before it summarises. */
const NAMED_IIDS = 20;

/**
 * The peer-group rules: which groups a subject gets (spec 1 sections 4 and 9) and the size
 * limits (spec 2 section 5). Who may see, use and change which group is the access layer's
 * answer (access/peer-access.ts), asked by the routes before the service is called.
 */
export function groupsService(repo: GroupsRepository) {
  const subjectOf = async (iid: number): Promise<SubjectRow> => {
    const subject = await repo.subject(iid);
    if (!subject) throw notFound('Institution not found.');
    return subject;
  };

  /**
   * Members at a quarter: aggregate groups by their rule, the others as stored less those that
   * did not file for it.
   */
  const memberIidsAt = async (group: GroupRow, reportDate: string | null): Promise<number[]> => {
    if (group.groupType !== GROUP_TYPES.aggregate) {
      const stored = (await repo.memberIids([group.groupId])).get(group.groupId) ?? [];
      return reportDate ? [...(await repo.filersAt(reportDate, stored))] : [];
    }
    return reportDate ? repo.aggregateMemberIids(group, reportDate) : [];
  };

  /**
   * 400 naming the iids that are no institution. Banks and credit unions may share a custom
   * group (issue 28 point 4): answers whether the iids hold the other charter than `subjectType`.
   */
  const requireInstitutions = async (
    queries: GroupQueries,
    subjectType: InstitutionType,
    iids: number[],
  ): Promise<boolean> => {
    const types = await queries.institutionTypesOf(iids);
    const bad = iids.filter((iid) => !types.has(iid));
    if (bad.length > 0) {
      const named = bad.slice(0, NAMED_IIDS).join(', ');
      const more = bad.length > NAMED_IIDS ? ` and ${bad.length - NAMED_IIDS} more` : '';
      throw badRequest(`These iids are not banks or credit unions: ${named}${more}.`);
    }
    return iids.some((iid) => types.get(iid) !== subjectType);
  };

  /** `all`: provider and custom groups too (Peer Comparison Standard). */
  const list = async (
    iid: number,
    all: boolean,
    organizationId: string,
  ): Promise<GroupSummary[]> => {
    const subject = await subjectOf(iid);
    const standard = all;
    // The independent reads asked at once, and every group in one query (it was one per
    // group type): the list's time was mostly round trips.
    const [newestHeld, groups, totalAssets] = await Promise.all([
      repo.newestQuarter(subject.institutionType),
      repo.visibleGroups(subject.institutionType, organizationId),
      latestAssets(repo, subject),
    ]);
    const newest = quarterShown(newestHeld, subject.lastReportingDate);
    const ofType = (groupType: number) => groups.filter((g) => g.groupType === groupType);
    const aggregates = holdingSubject(ofType(GROUP_TYPES.aggregate), subject, totalAssets);
    // spec 1 section 9: the Free plan has the national, state and an aggregate group only.
    const provider = standard ? ofType(GROUP_TYPES.provider) : [];
    const custom = standard ? ofType(GROUP_TYPES.custom) : [];
    const [counts, members] = await Promise.all([
      // Counts only, all in one query: the aggregate groups' member lists are not shown.
      newest
        ? repo.aggregateMemberCounts(subject.institutionType, aggregates, newest)
        : Promise.resolve([]),
      repo.memberIids([...provider, ...custom].map((g) => g.groupId)),
    ]);
    const aggregateSummaries = aggregates.map((group, i) =>
      presentGroup(group, {
        institutionCount: counts[i] ?? 0,
        iids: [],
        asOf: newest,
        leftOut: NONE_LEFT_OUT,
      }),
    );
    if (!standard) return aggregateSummaries;

    const split = await splitByFiling(repo, newest, members);
    const filersOf = (group: GroupRow) =>
      split.get(group.groupId) ?? { iids: [], leftOut: NONE_LEFT_OUT };
    // A provider group nobody falls in this quarter is no peer: it stays (its id is stable) unlisted.
    const listed = [...provider.filter((g) => filersOf(g).iids.length > 0), ...custom];
    return [
      ...aggregateSummaries,
      ...listed.map((group) => {
        const { iids, leftOut } = filersOf(group);
        return presentGroup(group, { institutionCount: iids.length, iids, asOf: newest, leftOut });
      }),
    ];
  };

  return {
    list,

    /** Members that filed for the quarter shown, sorted by name, city, state. */
    async members(iid: number, groupId: number): Promise<GroupMember[]> {
      const subject = await subjectOf(iid);
      const group = await repo.group(groupId);
      if (!group) throw notFound();
      const newest = quarterShown(
        await repo.newestQuarter(subject.institutionType),
        subject.lastReportingDate,
      );
      const rows = await repo.institutionsIn(await memberIidsAt(group, newest));
      return rows.map(presentMember);
    },

    async create(
      principal: Principal,
      iid: number,
      payload: z.output<typeof createGroupPayload>,
    ): Promise<GroupSummary[]> {
      const subject = await subjectOf(iid);
      const problem = groupSizeProblem(payload.iids.length, subject.institutionType);
      if (problem) throw badRequest(problem);
      const mixed = await requireInstitutions(repo, subject.institutionType, payload.iids);
      await repo.transaction(async (tx) => {
        const groupId = await tx.insertCustomGroup({
          institutionType: mixed ? MIXED_GROUP_TYPE : subject.institutionType,
          organizationId: principal.organizationId,
          createdByUserId: principal.userId,
          name: payload.name,
          description: payload.description,
          criteria: payload.criteria,
          // Left out: picked by hand, which is the distinct mode.
          selectionType: payload.selectionType ?? SELECTION_TYPES.distinct,
        });
        await tx.addMembers(groupId, payload.iids);
      });
      return list(iid, true, principal.organizationId);
    },

    /**
     * Applies the manage screen's saves in one transaction: a refusal or a size problem in any
     * group leaves every group as it was.
     */
    async update(
      iid: number,
      items: z.output<typeof groupUpdatePayload>,
    ): Promise<GroupUpdateResult> {
      const subject = await subjectOf(iid);
      const type = subject.institutionType;
      // spec 2 section 4: rows both added and removed (and rows neither) change nothing.
      const changes = items.map((item) => ({
        item,
        added: item.institutions.filter((r) => r.isAdded && !r.isRemoved).map((r) => r.iid),
        removed: item.institutions.filter((r) => r.isRemoved && !r.isAdded).map((r) => r.iid),
      }));

      return repo.transaction(async (tx) => {
        const groups = await tx.lockGroups(items.map((item) => item.groupId));
        await requireInstitutions(tx, type, [...new Set(changes.flatMap((c) => c.added))]);

        const changedGroupIds: number[] = [];
        for (const { item, added, removed } of changes) {
          const group = groups.get(item.groupId) as GroupRow;
          const renamed: { name?: string; description?: string } = {};
          if (item.name !== undefined && item.name !== group.name) renamed.name = item.name;
          if (item.description !== undefined && item.description !== group.description) {
            renamed.description = item.description;
          }
          // Adding the other charter makes the group mixed; it stays so (both charters' subjects see it).
          const charter: { institutionType?: GroupCharter } =
            group.institutionType !== MIXED_GROUP_TYPE &&
            (await requireInstitutions(tx, type, added))
              ? { institutionType: MIXED_GROUP_TYPE }
              : {};
          let changed = Object.keys(renamed).length > 0;
          if (changed || charter.institutionType) {
            await tx.updateGroup(group.groupId, { ...renamed, ...charter });
          }
          if ((await tx.removeMembers(group.groupId, removed)) > 0) changed = true;
          if ((await tx.addMembers(group.groupId, added)) > 0) changed = true;

          const count = await tx.memberCount(group.groupId);
          if (count > MAX_GROUP_MEMBERS) {
            throw badRequest(
              `${GROUP_LIMIT_MESSAGES[type]} "${group.name}" would have ${count} ${PLURAL[type]}.`,
            );
          }
          if (count === 0) {
            throw badRequest(
              `"${group.name}" would have no ${PLURAL[type]} left: a peer group needs at least one. Delete the group instead.`,
            );
          }
          if (changed) changedGroupIds.push(group.groupId);
        }
        return { changedGroupIds };
      });
    },

    async remove(groupId: number): Promise<void> {
      await repo.deleteGroup(groupId);
    },
  };
}

export type GroupsService = ReturnType<typeof groupsService>;
