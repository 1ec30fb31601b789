import { and, eq, ne, or, sql } from 'drizzle-orm';
import { GROUP_TYPES } from '@app/core/api/groups';
import type { InstitutionType } from '@app/core/domain/products';
import type { Database } from '../db/database';
import { peerGroupMembers, peerGroups } from '../db/schema/peer-group-tables';
import { aggregateRule } from '../groups/aggregate-membership';
import type { Members } from './metric-values-repository';

export interface PeerGroup {
  groupId: number;
  name: string;
  groupType: number;
  /** A fixed list (custom and provider groups), or an aggregate group's rule. */
  members: Members;
}

/**
 * The group if the caller may use it: of the subject's institution type, and for a custom
 * group one of the caller's organization. `selected` narrows a list group to the members
 * ticked in the peer selector (spec 2 section 3, filtered group entry); aggregate groups
 * cannot be filtered (spec 2 section 5).
 */
export async function findPeerGroup(
  db: Database,
  input: {
    groupId: number;
    institutionType: InstitutionType;
    organizationId: string;
    selected?: readonly number[];
  },
): Promise<PeerGroup | undefined> {
  // The members come in the same query: a round trip fewer on every call against a group.
  const [group] = await db
    .select({
      groupId: peerGroups.groupId,
      name: peerGroups.name,
      groupType: peerGroups.groupType,
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
        eq(peerGroups.institutionType, input.institutionType),
        or(
          ne(peerGroups.groupType, GROUP_TYPES.custom),
          eq(peerGroups.organizationId, input.organizationId),
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
  return { ...base, members: { kind: 'list', iids } };
}
