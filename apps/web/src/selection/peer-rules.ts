import { GROUP_TYPES, type GroupSummary } from '@app/core/api/groups';
import { MAX_PEER_INSTITUTIONS } from '@app/core/domain/shell-constants';

/** A group as the selection keeps it. */
export type PeerGroup = Pick<
  GroupSummary,
  'groupId' | 'groupType' | 'name' | 'institutionCount' | 'iids' | 'mixed'
>;

export type PeerInstitution = { iid: number; label: string };

/** spec 1 section 3 and spec 2 section 3: a peer is a group and optionally one institution. */
export interface PeerChoice {
  group: PeerGroup;
  /** The members kept by the filter (spec 2: filtered group entries); null means all. */
  members: number[] | null;
  /** One institution of the group as the peer, or null for the group itself. */
  institution: PeerInstitution | null;
}

/** spec 2 section 5: aggregate groups (type 30) cannot be filtered. */
export function canFilter(group: Pick<GroupSummary, 'groupType'>): boolean {
  return group.groupType !== GROUP_TYPES.aggregate;
}

/** What the peer selector's button reads. */
export function peerLabel(peer: PeerChoice | null): string {
  if (!peer) return 'Select Peer';
  if (peer.institution) return peer.institution.label;
  if (peer.members && peer.members.length < peer.group.institutionCount) {
    return `${peer.group.name} (${peer.members.length} of ${peer.group.institutionCount})`;
  }
  return peer.group.name;
}

export function peerInstitutionsLabel(institutions: readonly PeerInstitution[]): string {
  if (institutions.length === 0) return 'Select Peer Institutions';
  return institutions.map((i) => i.label).join('; ');
}

/**
 * spec 1 section 5: in multi-institution mode at most 3 institutions; extras are ignored (the
 * first ones chosen stay). Duplicates count once.
 */
export function limitInstitutions<T extends { iid: number }>(
  list: readonly T[],
  max = MAX_PEER_INSTITUTIONS,
): T[] {
  const seen = new Set<number>();
  const kept: T[] = [];
  for (const item of list) {
    if (seen.has(item.iid) || kept.length >= max) continue;
    seen.add(item.iid);
    kept.push(item);
  }
  return kept;
}

export type MasterState = 'all' | 'some' | 'none';

/** spec 1 section 4: the master checkbox is checked when all members are selected. */
export function masterState(
  memberIids: readonly number[],
  selected: ReadonlySet<number>,
): MasterState {
  const count = memberIids.filter((iid) => selected.has(iid)).length;
  if (count === 0) return 'none';
  return count === memberIids.length ? 'all' : 'some';
}

/** Ticks or unticks one member; with a limit, a tick beyond it is ignored. */
export function toggleMember(
  selected: ReadonlySet<number>,
  iid: number,
  limit = Infinity,
): Set<number> {
  const next = new Set(selected);
  if (next.has(iid)) next.delete(iid);
  else if (next.size < limit) next.add(iid);
  return next;
}

/**
 * The master checkbox: selects every member, or clears them all when all (or, with a limit,
 * as many as allowed) are already selected. With a limit, only the first members up to it are
 * selected (extras ignored).
 */
export function toggleAll(
  memberIids: readonly number[],
  selected: ReadonlySet<number>,
  limit = Infinity,
): Set<number> {
  const target = Math.min(limit, memberIids.length);
  const count = memberIids.filter((iid) => selected.has(iid)).length;
  if (count >= target) return new Set();
  return new Set(memberIids.slice(0, target));
}

/** The filter as the peer keeps it: null when every member is selected. */
export function membersOfFilter(
  memberIids: readonly number[],
  selected: ReadonlySet<number>,
): number[] | null {
  const kept = memberIids.filter((iid) => selected.has(iid));
  return kept.length === memberIids.length ? null : kept;
}

/** Saved form of a peer (session store). */
export interface SavedPeer {
  groupId: number;
  members: number[] | null;
  institution: PeerInstitution | null;
}

/**
 * spec 1 section 4: selecting an institution restores the saved peer when its group is one of
 * the institution's groups, else defaults to the first group. A saved filter keeps only members
 * still in the group; a saved single institution only when it is still a member (aggregate
 * groups list no members, so it is kept).
 */
export function restorePeer(
  groups: readonly PeerGroup[],
  saved: SavedPeer | null,
): PeerChoice | null {
  const first = groups[0];
  if (!first) return null;
  const group = saved ? groups.find((g) => g.groupId === saved.groupId) : undefined;
  if (!group || !saved) return { group: first, members: null, institution: null };
  const inGroup = (iid: number) => !canFilter(group) || group.iids.includes(iid);
  const members =
    saved.members && canFilter(group)
      ? saved.members.filter((iid) => group.iids.includes(iid))
      : null;
  const institution =
    saved.institution && inGroup(saved.institution.iid) ? saved.institution : null;
  return {
    group,
    members: members && members.length > 0 && members.length < group.iids.length ? members : null,
    institution,
  };
}

export function parseSavedPeer(value: string | undefined): SavedPeer | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<SavedPeer>;
    if (typeof parsed.groupId !== 'number') return null;
    const members = Array.isArray(parsed.members)
      ? parsed.members.filter((iid): iid is number => typeof iid === 'number')
      : null;
    const institution =
      parsed.institution &&
      typeof parsed.institution.iid === 'number' &&
      typeof parsed.institution.label === 'string'
        ? { iid: parsed.institution.iid, label: parsed.institution.label }
        : null;
    return { groupId: parsed.groupId, members, institution };
  } catch {
    return null;
  }
}

export function parsePeerInstitutions(value: string | undefined): PeerInstitution[] {
  if (!value) return [];
  try {
    const parsed = JSON.parse(value) as unknown;
    if (!Array.isArray(parsed)) return [];
    return limitInstitutions(
      parsed.filter(
        (item): item is PeerInstitution =>
          typeof item === 'object' &&
          item !== null &&
          typeof (item as PeerInstitution).iid === 'number' &&
          typeof (item as PeerInstitution).label === 'string',
      ),
    );
  } catch {
    return [];
  }
}
