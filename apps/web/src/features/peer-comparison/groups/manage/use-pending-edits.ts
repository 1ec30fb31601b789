import { groupSizeProblem, type GroupSummary } from '@app/core/api/groups';
import type { InstitutionSummary } from '@app/core/api/institutions';
import type { InstitutionType } from '@app/core/domain/products';
import { useState } from 'react';
import { useLater } from '../use-later';
import {
  addInstitution,
  changesOf,
  countAfterSave,
  countChanges,
  dropAdded,
  hasPendingChanges,
  removeInstitution,
  type PendingChanges,
} from './pending-changes';

/** The first group whose size after saving breaks the rule, named, or null. */
function sizeProblemOf(
  groups: readonly GroupSummary[],
  changes: PendingChanges,
  institutionType: InstitutionType,
): string | null {
  for (const group of groups) {
    const groupChanges = changes[group.groupId];
    if (!groupChanges) continue;
    const problem = groupSizeProblem(
      countAfterSave(group.institutionCount, groupChanges),
      institutionType,
    );
    if (problem) return `${group.name}: ${problem}`;
  }
  return null;
}

/**
 * The additions and removals not yet saved, over every custom group (spec 2 section 4): an
 * added row is highlighted for 3 s; removing a row added in this round drops it 3 s later.
 */
export function usePendingEdits(groups: readonly GroupSummary[], institutionType: InstitutionType) {
  const [changes, setChanges] = useState<PendingChanges>({});
  // `${groupId}:${iid}` of the rows added less than 3 s ago.
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const { later } = useLater();

  const add = (groupId: number, institution: InstitutionSummary) => {
    const key = `${groupId}:${institution.iid}`;
    setChanges((current) => addInstitution(current, groupId, institution));
    setHighlighted((current) => new Set([...current, key]));
    later(() =>
      setHighlighted((current) => new Set([...current].filter((value) => value !== key))),
    );
  };

  const remove = (groupId: number, member: number) => {
    const wasAdded = changesOf(changes, groupId).added.some((row) => row.iid === member);
    setChanges((current) => removeInstitution(current, groupId, member));
    if (wasAdded) later(() => setChanges((current) => dropAdded(current, groupId, member)));
  };

  const highlightedIn = (groupId: number) =>
    new Set(
      [...highlighted]
        .filter((key) => key.startsWith(`${groupId}:`))
        .map((key) => Number(key.split(':')[1])),
    );

  return {
    changes,
    of: (groupId: number) => changesOf(changes, groupId),
    dirty: hasPendingChanges(changes),
    counts: countChanges(changes),
    sizeProblem: sizeProblemOf(groups, changes, institutionType),
    highlightedIn,
    add,
    remove,
    clear: () => setChanges({}),
  };
}
