import type { GroupUpdateItem } from '@app/core/api/groups';

/** An institution chosen in the add-by-name autocomplete, not yet saved to the group. */
export interface AddedInstitution {
  iid: number;
  name: string;
  city: string;
  state: string;
}

/** The unsaved changes of one custom group (spec 2 section 4, "Manage groups"). */
export interface GroupChanges {
  /** Newest first: an added row goes to the top. */
  added: readonly AddedInstitution[];
  /** Added rows removed again: shown struck until they are dropped after 3 s. */
  addedThenRemoved: readonly number[];
  /** Saved members marked removed (shown struck, counted). */
  removed: readonly number[];
}

export type PendingChanges = Readonly<Record<number, GroupChanges>>;

const EMPTY: GroupChanges = { added: [], addedThenRemoved: [], removed: [] };

export function changesOf(changes: PendingChanges, groupId: number): GroupChanges {
  return changes[groupId] ?? EMPTY;
}

function withGroup(changes: PendingChanges, groupId: number, next: GroupChanges): PendingChanges {
  const copy: Record<number, GroupChanges> = { ...changes };
  if (next.added.length === 0 && next.removed.length === 0) delete copy[groupId];
  else copy[groupId] = next;
  return copy;
}

/** Puts the institution at the top of the group's rows, marked added. */
export function addInstitution(
  changes: PendingChanges,
  groupId: number,
  institution: AddedInstitution,
): PendingChanges {
  const current = changesOf(changes, groupId);
  if (current.added.some((row) => row.iid === institution.iid)) return changes;
  return withGroup(changes, groupId, { ...current, added: [institution, ...current.added] });
}

/**
 * Removes a row: an added one is marked (and dropped later with dropAdded), a saved member is
 * marked removed.
 */
export function removeInstitution(
  changes: PendingChanges,
  groupId: number,
  iid: number,
): PendingChanges {
  const current = changesOf(changes, groupId);
  if (current.added.some((row) => row.iid === iid)) {
    if (current.addedThenRemoved.includes(iid)) return changes;
    return withGroup(changes, groupId, {
      ...current,
      addedThenRemoved: [...current.addedThenRemoved, iid],
    });
  }
  if (current.removed.includes(iid)) return changes;
  return withGroup(changes, groupId, { ...current, removed: [...current.removed, iid] });
}

/** Drops an added row that was removed again (spec 2 section 9: after 3000 ms). */
export function dropAdded(changes: PendingChanges, groupId: number, iid: number): PendingChanges {
  const current = changesOf(changes, groupId);
  return withGroup(changes, groupId, {
    ...current,
    added: current.added.filter((row) => row.iid !== iid),
    addedThenRemoved: current.addedThenRemoved.filter((value) => value !== iid),
  });
}

/** How many institutions are pending as added and as removed, over all groups. */
export function countChanges(changes: PendingChanges): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const group of Object.values(changes)) {
    added += group.added.filter((row) => !group.addedThenRemoved.includes(row.iid)).length;
    removed += group.removed.length;
  }
  return { added, removed };
}

/** spec 2 section 4: the screen is dirty while any change is pending. */
export function hasPendingChanges(changes: PendingChanges): boolean {
  const { added, removed } = countChanges(changes);
  return added + removed > 0;
}

/** The member count a group would have once its changes are saved. */
export function countAfterSave(savedCount: number, group: GroupChanges): number {
  const added = group.added.filter((row) => !group.addedThenRemoved.includes(row.iid)).length;
  return savedCount + added - group.removed.length;
}

/**
 * spec 2 section 4: Save sends only the groups with changes, leaving out rows both added and
 * removed.
 */
export function toUpdateItems(changes: PendingChanges): GroupUpdateItem[] {
  const items: GroupUpdateItem[] = [];
  for (const [key, group] of Object.entries(changes)) {
    const institutions = [
      ...group.added
        .filter((row) => !group.addedThenRemoved.includes(row.iid))
        .map((row) => ({ iid: row.iid, isAdded: true, isRemoved: false })),
      ...group.removed.map((iid) => ({ iid, isAdded: false, isRemoved: true })),
    ];
    if (institutions.length > 0) items.push({ groupId: Number(key), institutions });
  }
  return items;
}
