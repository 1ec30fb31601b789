import type { RankSort } from './rank-sort';
import { roundTo } from './round-to';

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
