import type { RankSort } from '@app/core/analytics/rank-sort';
import { DIRECTION } from '../../reference-data/metric-values/cross-section-sql';
import type { PeerSummary } from './peer-summaries-repository';

/**
 * A mixed-charter group's summary of one metric at one quarter (issue 28 point 4), from the
 * values that travelled (a custom group holds at most 100 members): what peerSummaries counts
 * in the database for a group of one charter, counted here over the members of both, each by
 * its own charter's metric of the common pair. The top institution is the best of the subject
 * and the members, a tie to the lower iid, as the database picks it.
 */
export function mixedPeerSummary(
  subjectIid: number,
  own: number | null,
  peers: readonly { iid: number; value: number }[],
  rankSort: RankSort,
): PeerSummary {
  const direction = DIRECTION[rankSort];
  const better = own === null ? 0 : peers.filter((p) => p.value * direction > own * direction);
  const worse = own === null ? 0 : peers.filter((p) => p.value * direction < own * direction);
  const entries = own === null ? [...peers] : [...peers, { iid: subjectIid, value: own }];
  const top = entries.reduce<{ iid: number; value: number } | null>((best, e) => {
    if (best === null) return e;
    const ahead = e.value * direction - best.value * direction;
    return ahead > 0 || (ahead === 0 && e.iid < best.iid) ? e : best;
  }, null);
  return {
    institutionValue: own,
    peerCount: peers.length,
    peerMean: peers.length === 0 ? null : peers.reduce((s, p) => s + p.value, 0) / peers.length,
    better: typeof better === 'number' ? better : better.length,
    worse: typeof worse === 'number' ? worse : worse.length,
    top,
  };
}
