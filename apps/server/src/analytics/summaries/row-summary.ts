import { groupDifference, type RowSummary } from '@app/core/analytics/group-statistics';
import type { RankSort } from '@app/core/analytics/rank-sort';
import type { PeerSummary } from './peer-summaries-repository';

/**
 * A summary row (spec 2 section 9) from the database's counts: the difference rounded and
 * flipped for L as groupDifference does; rank 1 + the better peers when the institution has a
 * value; institutionsReporting the selected peer count plus 1, as the spec defines it, whether
 * or not each peer has a value; and apart from it institutionsWithValue, the institutions the
 * rank is among: the peers with a value, plus the institution when it has one (0 when nobody
 * reports); and the institution's percentile within the group beside its rank.
 */
export function rowSummary(
  found: PeerSummary | undefined,
  rankSort: RankSort,
  selectedPeers: number,
): RowSummary & { institutionsWithValue: number; institutionPercentile: number | null } {
  const institutionValue = found?.institutionValue ?? null;
  const groupValue = found?.peerMean ?? null;
  return {
    institutionValue,
    groupValue,
    difference: groupDifference(institutionValue, groupValue, rankSort),
    institutionRank: institutionValue === null ? null : 1 + (found?.better ?? 0),
    institutionsReporting: selectedPeers + 1,
    institutionsWithValue: (found?.peerCount ?? 0) + (institutionValue === null ? 0 : 1),
    topInstitutionIid: found?.top?.iid ?? null,
    topInstitutionValue: found?.top?.value ?? null,
    // As percentileWithin of @app/core: the share of the peers with a value strictly worse.
    institutionPercentile:
      institutionValue === null
        ? null
        : found && found.peerCount > 0
          ? (found.worse / found.peerCount) * 100
          : 0,
  };
}
