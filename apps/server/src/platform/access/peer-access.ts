import {
  GROUP_NOT_FOUND_MESSAGE,
  GROUP_TYPES,
  ONLY_CUSTOM_GROUPS_MESSAGE,
} from '@app/core/api/groups';
import { MIXED_GROUP_TYPE } from '@app/core/domain/common-metrics';
import type { Principal } from '../auth/principal';
import type { SubjectRow } from '../db/subject-row';
import { badRequest, forbidden, notFound, type HttpError } from '../http/http-error';
import type { AccessData, PeerGroupFacts } from './access-data';
import { hasPeerComparisonStandard, REFUSALS } from './entitlements';

/**
 * What the caller does with a peer:
 * - `values`: compare with it (series, averages, ranks, summaries, KPIs);
 * - `members`: list its institutions;
 * - `filter`: narrow it to ticked members (or pick institutions out of it);
 * - `edit`: rename it, change its members, delete it.
 */
export type PeerPurpose = 'values' | 'members' | 'filter' | 'edit';

/** Whose peers are judged: a principal, or a follower read without a request. */
export type PeerHolder = Pick<Principal, 'organizationId' | 'products'>;

/** A peer as a request names it: a group, or one institution. */
export type PeerRef = { kind: 'group'; groupId: number } | { kind: 'iid'; iid: number };

/**
 * The one answer to "may this principal use this peer for this subject and purpose":
 * - a group of the other institution type (a mixed custom group is of both), or another organization's custom group, does not
 *   exist for the caller (404);
 * - Peer Comparison Standard uses every other group; only custom groups are edited (403), and
 *   aggregate groups are never filtered (their members follow a rule; spec 2 section 5, 400);
 * - below Standard only the aggregate groups holding the subject are used (spec 1 section 9:
 *   national, state, asset band), nothing is edited, and no single institution is a peer, since
 *   institutions are picked out of the filterable groups that plan does not have.
 */
export function peerAccess(data: AccessData) {
  const hiddenGroup = (
    principal: PeerHolder,
    subject: SubjectRow,
    group: PeerGroupFacts | undefined,
  ) =>
    !group ||
    (group.institutionType !== subject.institutionType &&
      // A custom group of banks and credit unions serves subjects of both (issue 28 point 4).
      !(group.groupType === GROUP_TYPES.custom && group.institutionType === MIXED_GROUP_TYPE)) ||
    (group.groupType === GROUP_TYPES.custom && group.organizationId !== principal.organizationId);

  async function groupRefusal(
    principal: PeerHolder,
    subject: SubjectRow,
    group: PeerGroupFacts | undefined,
    purpose: PeerPurpose,
  ): Promise<HttpError | null> {
    if (!group || hiddenGroup(principal, subject, group)) return notFound(GROUP_NOT_FOUND_MESSAGE);
    const standard = hasPeerComparisonStandard(principal);
    switch (purpose) {
      case 'edit':
        if (!standard) return forbidden(REFUSALS.customGroups);
        return group.groupType === GROUP_TYPES.custom
          ? null
          : forbidden(ONLY_CUSTOM_GROUPS_MESSAGE);
      case 'filter':
        if (group.groupType === GROUP_TYPES.aggregate) return badRequest(REFUSALS.aggregateFilter);
        return standard ? null : forbidden(REFUSALS.freePlanGroups);
      case 'values':
      case 'members': {
        if (standard) return null;
        const free = await data.holdingGroups(subject);
        return free.some((g) => g.groupId === group.groupId)
          ? null
          : forbidden(REFUSALS.freePlanGroups);
      }
    }
  }

  return {
    /** The subject as the peer rules need it; 404 for an iid that is no institution. */
    async subject(iid: number): Promise<SubjectRow> {
      const subject = await data.subject(iid);
      if (!subject) throw notFound('Institution not found.');
      return subject;
    },

    /** Why the caller may not use this peer for this purpose, or null. */
    async refusal(
      principal: PeerHolder,
      subject: SubjectRow,
      peer: PeerRef,
      purpose: PeerPurpose,
    ): Promise<HttpError | null> {
      if (peer.kind === 'iid') {
        if (peer.iid === subject.iid) return null;
        return hasPeerComparisonStandard(principal)
          ? null
          : forbidden(REFUSALS.freePlanInstitutions);
      }
      return groupRefusal(principal, subject, await data.group(peer.groupId), purpose);
    },

    /** Provider and custom groups are listed (and usable) on Peer Comparison Standard only. */
    listsAllGroups: (principal: Principal) => hasPeerComparisonStandard(principal),
  };
}

export type PeerAccess = ReturnType<typeof peerAccess>;
