import { GROUP_TYPES, type GroupMember } from '@app/core/api/groups';
import type { PeerChoice } from '../../selection/peer-rules';

/**
 * spec 2 section 2.13: the group list prints every institution of an aggregate group (type 30,
 * which cannot be filtered) and, for other groups, only those ticked in the peer's member
 * filter (no filter means all are ticked).
 */
export function printedGroupMembers(
  peer: Pick<PeerChoice, 'group' | 'members'>,
  members: readonly GroupMember[],
): GroupMember[] {
  if (peer.group.groupType === GROUP_TYPES.aggregate || peer.members === null) return [...members];
  const ticked = new Set(peer.members);
  return members.filter((member) => ticked.has(member.iid));
}
