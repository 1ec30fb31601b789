import { describe, expect, it } from 'vitest';
import type { PeerChoice, PeerGroup } from '../../../selection/peer-rules';
import { NO_PEER, peerPathKey, peerPathSuffix, toPeerPath } from './peer-path';

const group: PeerGroup = {
  groupId: 7,
  groupType: 30,
  name: 'National',
  institutionCount: 4,
  iids: [],
};

describe('toPeerPath', () => {
  it('reads no peer as none/0', () => {
    expect(toPeerPath(null)).toEqual(NO_PEER);
    expect(peerPathSuffix(NO_PEER)).toBe('/none/0');
  });

  it('reads one institution as iid/{iid}', () => {
    const peer: PeerChoice = { group, members: null, institution: { iid: 42, label: 'B' } };
    expect(peerPathSuffix(toPeerPath(peer))).toBe('/iid/42');
  });

  it('reads a group as group/{id}, with the kept members only when filtered', () => {
    expect(peerPathSuffix(toPeerPath({ group, members: null, institution: null }))).toBe(
      '/group/7',
    );
    expect(peerPathSuffix(toPeerPath({ group, members: [1, 2, 3, 4], institution: null }))).toBe(
      '/group/7',
    );
    expect(peerPathSuffix(toPeerPath({ group, members: [3, 1], institution: null }))).toBe(
      '/group/7?members=3,1',
    );
  });

  it('keys equal member sets alike', () => {
    const a = toPeerPath({ group, members: [3, 1], institution: null });
    const b = toPeerPath({ group, members: [1, 3], institution: null });
    expect(peerPathKey(a)).toBe(peerPathKey(b));
  });
});
