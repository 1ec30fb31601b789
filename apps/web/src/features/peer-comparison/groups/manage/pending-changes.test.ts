import { describe, expect, it } from 'vitest';
import {
  addInstitution,
  countAfterSave,
  countChanges,
  dropAdded,
  hasPendingChanges,
  removeInstitution,
  toUpdateItems,
  type PendingChanges,
} from './pending-changes';

const bank = (iid: number) => ({ iid, name: `Bank ${iid}`, city: 'Ames', state: 'IA' });

describe('pending changes', () => {
  it('puts added institutions first and counts them', () => {
    let changes: PendingChanges = {};
    changes = addInstitution(changes, 5, bank(1));
    changes = addInstitution(changes, 5, bank(2));
    expect(changes[5]?.added.map((row) => row.iid)).toEqual([2, 1]);
    expect(countChanges(changes)).toEqual({ added: 2, removed: 0 });
    expect(hasPendingChanges(changes)).toBe(true);
  });

  it('marks a saved member removed, and an added row removed until it is dropped', () => {
    let changes = addInstitution({}, 5, bank(1));
    changes = removeInstitution(changes, 5, 9);
    changes = removeInstitution(changes, 5, 1);
    expect(changes[5]?.removed).toEqual([9]);
    expect(changes[5]?.addedThenRemoved).toEqual([1]);
    expect(countChanges(changes)).toEqual({ added: 0, removed: 1 });
    changes = dropAdded(changes, 5, 1);
    expect(changes[5]?.added).toEqual([]);
    changes = dropAdded(removeInstitution({}, 5, 1), 5, 1);
    expect(changes).toEqual({ 5: { added: [], addedThenRemoved: [], removed: [1] } });
  });

  it('is clean again once an added row is dropped', () => {
    const changes = dropAdded(removeInstitution(addInstitution({}, 5, bank(1)), 5, 1), 5, 1);
    expect(changes).toEqual({});
    expect(hasPendingChanges(changes)).toBe(false);
  });

  it('sends only changed groups and leaves out rows both added and removed', () => {
    let changes = addInstitution({}, 5, bank(1));
    changes = addInstitution(changes, 5, bank(2));
    changes = removeInstitution(changes, 5, 2);
    changes = removeInstitution(changes, 8, 30);
    changes = removeInstitution(addInstitution(changes, 9, bank(4)), 9, 4);
    expect(toUpdateItems(changes)).toEqual([
      { groupId: 5, institutions: [{ iid: 1, isAdded: true, isRemoved: false }] },
      { groupId: 8, institutions: [{ iid: 30, isAdded: false, isRemoved: true }] },
    ]);
  });

  it('counts the members a group would have after saving', () => {
    const changes = removeInstitution(addInstitution({}, 5, bank(1)), 5, 7);
    expect(countAfterSave(100, changes[5]!)).toBe(100);
    expect(countAfterSave(100, addInstitution(changes, 5, bank(2))[5]!)).toBe(101);
  });
});
