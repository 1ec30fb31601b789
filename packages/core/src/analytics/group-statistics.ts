import { rankOf } from './percentile';
import { isBetter, type RankSort } from './rank-sort';
import { roundTo } from './round-to';

export interface InstitutionValue {
  readonly iid: number;
  readonly value: number | null | undefined;
}

export interface RowSummary {
  institutionValue: number | null;
  groupValue: number | null;
  /** Institution − group, 2 decimals, sign-flipped for L: positive always means better. */
  difference: number | null;
  /** 1 = best among the institution and its peers; null when the institution has no value. */
  institutionRank: number | null;
  /** spec 2 section 9: the selected peer count plus 1. */
  institutionsReporting: number;
  topInstitutionIid: number | null;
  topInstitutionValue: number | null;
}

function present(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * spec 2 section 9: the group average is the mean of the selected peers' values. Peers without a
 * value are left out of the mean; null when none has one.
 */
export function groupAverage(values: readonly (number | null | undefined)[]): number | null {
  const known = values.map(present).filter((v): v is number => v !== null);
  if (known.length === 0) return null;
  return known.reduce((sum, v) => sum + v, 0) / known.length;
}

/**
 * spec 2 section 9: institution − group, rounded to 2 decimals (halves away from zero) and
 * sign-flipped when rankSort is L, so a positive difference always means the institution does
 * better. N is not flipped. Null when either value is missing.
 */
export function groupDifference(
  institutionValue: number | null | undefined,
  groupValue: number | null | undefined,
  rankSort: RankSort,
): number | null {
  const a = present(institutionValue);
  const b = present(groupValue);
  if (a === null || b === null) return null;
  return roundTo(rankSort === 'L' ? b - a : a - b, 2);
}

/**
 * The best institution by the metric's direction (highest for H and N, lowest for L); a tie goes
 * to the lower iid so the answer does not depend on input order. Null when no one has a value.
 */
export function topInstitution(
  entries: readonly InstitutionValue[],
  rankSort: RankSort,
): { iid: number; value: number } | null {
  let top: { iid: number; value: number } | null = null;
  for (const { iid, value } of entries) {
    const v = present(value);
    if (v === null) continue;
    if (!top || isBetter(v, top.value, rankSort) || (v === top.value && iid < top.iid)) {
      top = { iid, value: v };
    }
  }
  return top;
}

/**
 * One row of the quarterly group summary (spec 2 section 2.5): Value, Rank, Average, Difference
 * and Top Institution.
 *
 * - peers: the selected peers. The institution's own iid, should the group hold it, and repeated
 *   iids are ignored, so no one is counted twice.
 * - groupValue: groupAverage of the peers (the institution is not part of its own average).
 * - institutionRank and the top institution: among the institution and its peers, by direction.
 * - institutionsReporting: the peer count plus 1, as spec 2 section 9 defines it, whether or not
 *   each peer reported a value for this metric.
 */
export function summarizeRow(input: {
  institution: InstitutionValue;
  peers: readonly InstitutionValue[];
  rankSort: RankSort;
}): RowSummary {
  const { institution, rankSort } = input;
  const seen = new Set<number>([institution.iid]);
  const peers = input.peers.filter((peer) => {
    if (seen.has(peer.iid)) return false;
    seen.add(peer.iid);
    return true;
  });
  const institutionValue = present(institution.value);
  const groupValue = groupAverage(peers.map((p) => p.value));
  const everyone = [institution, ...peers];
  const top = topInstitution(everyone, rankSort);
  return {
    institutionValue,
    groupValue,
    difference: groupDifference(institutionValue, groupValue, rankSort),
    institutionRank:
      rankOf(
        institutionValue,
        everyone.map((e) => e.value),
        rankSort,
      )?.rank ?? null,
    institutionsReporting: peers.length + 1,
    topInstitutionIid: top?.iid ?? null,
    topInstitutionValue: top?.value ?? null,
  };
}
