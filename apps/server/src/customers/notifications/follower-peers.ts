import { GROUP_TYPES } from '@app/core/api/groups';
import { savedPeerKey } from '@app/core/api/user-session';
import type { InstitutionType } from '@app/core/domain/products';
import type { Access } from '../../platform/access/access-layer';
import {
  isNational,
  type GroupMembersRepository,
} from '../../reference-data/peer-groups/group-members-repository';
import type { UsersRepository } from '../users/users-repository';
import type { Recipient } from './follows-repository';

/** The peers a follower's own figures are ranked among, the institution itself left out. */
export interface FollowerPeers {
  name: string;
  iids: ReadonlySet<number>;
}

/** The saved peer's group and ticked members, or null when there is none or it is unreadable. */
function savedPeer(value: string | undefined) {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as { groupId?: unknown; members?: unknown };
    if (typeof parsed.groupId !== 'number') return null;
    const members = Array.isArray(parsed.members)
      ? parsed.members.filter((iid): iid is number => typeof iid === 'number')
      : null;
    return { groupId: parsed.groupId, members };
  } catch {
    return null;
  }
}

/**
 * The peer group the analytics pages show a follower: the one they last chose in the peer
 * selector for the institution type (remembered in their session store), narrowed to the
 * members they ticked, as the web's selection store restores it (selection/peer-rules.ts);
 * National when nothing is saved, which is the pages' default first group. A group the
 * follower may no longer compare with (the access layer's peer rules: a lapsed Standard
 * plan, a deleted group) falls back to National too. Null means National: its figures are the
 * stored national cross-section.
 */
export function followerPeers(deps: {
  users: Pick<UsersRepository, 'sessionValues'>;
  groupMembers: GroupMembersRepository;
  access: Pick<Access, 'mayComparePeer'>;
}) {
  return async (
    recipient: Recipient,
    institutionType: InstitutionType,
    ownIid: number,
    reportDate: string,
  ): Promise<FollowerPeers | null> => {
    const entries = await deps.users.sessionValues(recipient.userId);
    const saved = savedPeer(entries.find((e) => e.key === savedPeerKey(institutionType))?.value);
    if (!saved) return null;
    const group = await deps.groupMembers.findPeerGroup({
      groupId: saved.groupId,
      institutionType,
      organizationId: recipient.organizationId,
    });
    // A mixed-charter group's digest figure is not computed yet (issue 28 point 4): none rather
    // than a figure of the recipient's charter alone.
    if (!group || isNational(group.members) || group.mixed) return null;
    let iids: readonly number[];
    let filtered = false;
    if (group.members.kind === 'list') {
      const all = group.members.iids;
      const ticked = saved.members?.filter((iid) => all.includes(iid)) ?? [];
      // As the selector restores it: no ticked member, or all of them, is the whole group.
      filtered =
        group.groupType !== GROUP_TYPES.aggregate &&
        ticked.length > 0 &&
        ticked.length < all.length;
      iids = filtered ? ticked : all;
    } else {
      iids = await deps.groupMembers.aggregateMemberIids(
        institutionType,
        group.members.rule,
        reportDate,
      );
    }
    const peer = { kind: 'group', groupId: group.groupId } as const;
    if (!(await deps.access.mayComparePeer(recipient, ownIid, peer, filtered))) return null;
    return { name: group.name, iids: new Set(iids.filter((iid) => iid !== ownIid)) };
  };
}

export type FollowerPeersOf = ReturnType<typeof followerPeers>;
