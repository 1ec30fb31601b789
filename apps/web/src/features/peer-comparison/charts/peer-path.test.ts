import { describe, expect, it } from 'vitest';
import type { PeerChoice, PeerGroup } from '../../../selection/peer-rules';
import { toPeerPath } from './peer-path';

const group: PeerGroup = {
  groupId: 7,
  groupType: 30,
  name: 'National',
  institutionCount: 4,
  iids: [],
};

describe('toPeerPath', () => {
  it('reads no peer as none/0', () => {
    expect(toPeerPath(null)).toEqual({ kind: 'none', id: 0, members: null });
  });

  it('reads one institution as iid/{iid}', () => {
    const peer: PeerChoice = { group, members: null, institution: { iid: 42, label: 'B' } };
    expect(toPeerPath(peer)).toEqual({ kind: 'iid', id: 42, members: null });
  });

  it('reads a group as group/{id}, with the kept members only when filtered', () => {
    expect(toPeerPath({ group, members: null, institution: null })).toEqual({
      kind: 'group',
      id: 7,
      members: null,
    });
    expect(toPeerPath({ group, members: [1, 2, 3, 4], institution: null })).toEqual({
      kind: 'group',
      id: 7,
      members: null,
    });
    expect(toPeerPath({ group, members: [3, 1], institution: null })).toEqual({
      kind: 'group',
      id: 7,
      members: [3, 1],
    });
  });
});
