import { describe, expect, it } from 'vitest';
import {
  canFilter,
  limitInstitutions,
  masterState,
  membersOfFilter,
  parseSavedPeer,
  peerLabel,
  restorePeer,
  toggleAll,
  toggleMember,
} from './peer-rules';

const national = {
  groupId: 1,
  groupType: 30 as const,
  name: 'National',
  institutionCount: 4000,
  iids: [],
};
const custom = {
  groupId: 2,
  groupType: 10 as const,
  name: 'Mine',
  institutionCount: 4,
  iids: [1, 2, 3, 4],
};

describe('peer rules', () => {
  it('never filters aggregate groups', () => {
    expect(canFilter(national)).toBe(false);
    expect(canFilter(custom)).toBe(true);
    expect(canFilter({ groupType: 20 })).toBe(true);
  });

  it('keeps the first 3 institutions and ignores extras and repeats', () => {
    const list = [1, 2, 2, 3, 4].map((iid) => ({ iid }));
    expect(limitInstitutions(list).map((i) => i.iid)).toEqual([1, 2, 3]);
  });

  it('checks the master box only when every member is selected', () => {
    expect(masterState([1, 2, 3], new Set([1, 2, 3]))).toBe('all');
    expect(masterState([1, 2, 3], new Set([2]))).toBe('some');
    expect(masterState([1, 2, 3], new Set())).toBe('none');
  });

  it('selects all or clears all, and stops at a limit', () => {
    expect([...toggleAll([1, 2, 3], new Set([1]))]).toEqual([1, 2, 3]);
    expect([...toggleAll([1, 2, 3], new Set([1, 2, 3]))]).toEqual([]);
    expect([...toggleAll([1, 2, 3, 4, 5], new Set(), 3)]).toEqual([1, 2, 3]);
    expect([...toggleAll([1, 2, 3, 4, 5], new Set([1, 4, 5]), 3)]).toEqual([]);
    expect([...toggleMember(new Set([1, 2, 3]), 4, 3)]).toEqual([1, 2, 3]);
    expect([...toggleMember(new Set([1, 2, 3]), 2, 3)]).toEqual([1, 3]);
  });

  it('keeps a filter only when it leaves members out', () => {
    expect(membersOfFilter([1, 2, 3], new Set([1, 2, 3]))).toBeNull();
    expect(membersOfFilter([1, 2, 3], new Set([3, 1]))).toEqual([1, 3]);
  });

  it('labels the peer by institution, filtered group or group', () => {
    expect(peerLabel(null)).toBe('Select Peer');
    expect(peerLabel({ group: custom, members: null, institution: null })).toBe('Mine');
    expect(peerLabel({ group: custom, members: [1, 2], institution: null })).toBe('Mine (2 of 4)');
    expect(
      peerLabel({ group: custom, members: null, institution: { iid: 3, label: 'Third Bank' } }),
    ).toBe('Third Bank');
  });

  it('restores a saved peer or falls back to the first group', () => {
    expect(restorePeer([], null)).toBeNull();
    expect(restorePeer([national, custom], null)?.group.groupId).toBe(1);
    expect(
      restorePeer([national, custom], { groupId: 9, members: null, institution: null })?.group
        .groupId,
    ).toBe(1);
    expect(
      restorePeer([national, custom], { groupId: 2, members: [4, 1, 8], institution: null }),
    ).toEqual({ group: custom, members: [4, 1], institution: null });
    expect(
      restorePeer([national, custom], {
        groupId: 2,
        members: null,
        institution: { iid: 9, label: 'Gone' },
      })?.institution,
    ).toBeNull();
    // A saved filter on an aggregate group is dropped: they cannot be filtered.
    expect(
      restorePeer([national], { groupId: 1, members: [5], institution: null })?.members,
    ).toBeNull();
  });

  it('reads only well-formed saved peers', () => {
    expect(parseSavedPeer(undefined)).toBeNull();
    expect(parseSavedPeer('{oops')).toBeNull();
    expect(parseSavedPeer('{"members":[1]}')).toBeNull();
    expect(parseSavedPeer('{"groupId":2,"members":[1,"x"],"institution":{"iid":"3"}}')).toEqual({
      groupId: 2,
      members: [1],
      institution: null,
    });
  });
});
