import { describe, expect, it } from 'vitest';
import { pagePeer } from './page-peer';

describe('pagePeer', () => {
  it('compares every Peer Comparison page with the group, the quarterly institution page with picked institutions', () => {
    expect(pagePeer('peer-comparison', 'balance', 'snapshot')).toBe('group');
    expect(pagePeer('peer-comparison', 'quarterly', 'group')).toBe('group');
    expect(pagePeer('peer-comparison', 'quarterly', 'institution')).toBe('institutions');
  });

  it('gives Non-Maturity Deposits a group on the Beta Suite Peer Rank page only (issue 23)', () => {
    expect(pagePeer('non-maturity-deposits', 'beta_suite', 'beta_peer_rank')).toBe('group');
    expect(pagePeer('non-maturity-deposits', 'beta_suite', 'beta_rolling')).toBeNull();
    expect(pagePeer('non-maturity-deposits', 'decay_basic', 'decay_basic')).toBeNull();
  });
});
