import { SIMILAR_MAX_GROUP, SIMILAR_MIN_GROUP } from '@app/core/api/profiles';
import {
  byName,
  hasProfileFilters,
  passesProfileFilters,
  type PeerCandidate,
  type ProfileFilters,
} from './peer-candidate';
import { candidateIndexOf } from './candidate-index';
import { SIZE_MEASURES, type MeasureValues } from './profile-measures';

/**
 * The size bands the similar search widens through: a candidate is inside band f when each of
 * its total assets, loans and deposits lies within a factor f of the subject's (between
 * subject / f and subject × f). Beyond a factor of 3 an institution is not "similar" any more.
 */
export const SIMILAR_BANDS = [1.1, 1.2, 1.3, 1.4, 1.5, 1.75, 2, 2.5, 3] as const;

/** Floating-point slack so that a ratio of exactly f counts as inside band f. */
const EPSILON = 1e-9;

export interface SizeDistance {
  /** Mean of |ln(candidate / subject)| over total assets, loans and deposits: the ranking. */
  distance: number;
  /** Largest of the three |ln(candidate / subject)|: decides the band. */
  spread: number;
}

/**
 * How far a candidate's size is from the subject's. Null when either lacks one of the three
 * measures or has one not above 0 (a log-ratio needs positive amounts).
 */
export function sizeDistance(
  subject: MeasureValues,
  candidate: MeasureValues,
): SizeDistance | null {
  let total = 0;
  let spread = 0;
  for (const measure of SIZE_MEASURES) {
    const s = subject[measure];
    const c = candidate[measure];
    if (s === null || s === undefined || c === null || c === undefined || s <= 0 || c <= 0) {
      return null;
    }
    const gap = Math.abs(Math.log(c / s));
    total += gap;
    spread = Math.max(spread, gap);
  }
  return { distance: total / SIZE_MEASURES.length, spread };
}

/** True when the subject has the three size measures above 0, so a similar search can run. */
export function hasSize(values: MeasureValues): boolean {
  return sizeDistance(values, values) !== null;
}

export interface SimilarResult<C extends PeerCandidate = PeerCandidate> {
  /** The institutions chosen, by name. */
  members: C[];
  /** The band (factor) the group was taken from. */
  band: number;
}

/**
 * spec 2 section 2.12 and 5: similar loans, deposits and total assets at one quarter, aiming at
 * small groups of 8 or more. Rule:
 * 1. candidates: active institutions passing the profile filters (states, ownership types or
 *    types of membership), the subject and the excluded iids left out, with the three
 *    measures above 0;
 * 2. widen the band through SIMILAR_BANDS until at least SIMILAR_MIN_GROUP (8) candidates lie
 *    inside it; when even the widest band holds fewer, take those it holds;
 * 3. of those inside the band, keep the SIMILAR_MAX_GROUP (25) nearest by mean log-ratio,
 *    equal distances by lower iid (deterministic);
 * 4. list the group by name.
 */
export function findSimilar<C extends PeerCandidate>(
  subject: C,
  candidates: readonly C[],
  filters: ProfileFilters,
  excludeIids: readonly number[],
): SimilarResult<C> {
  const excluded = new Set(excludeIids);
  const { active, iids, column } = candidateIndexOf(candidates);
  const [assets, loans, deposits] = SIZE_MEASURES.map(column) as [
    Float64Array,
    Float64Array,
    Float64Array,
  ];
  const filtering = hasProfileFilters(filters);
  const [sa, sl, sd] = SIZE_MEASURES.map((m) => subject.values[m] as number) as [
    number,
    number,
    number,
  ];
  // sizeDistance's arithmetic on the index's arrays (candidateIndexOf says why), into arrays
  // too: positions in the list, distances and spreads of the candidates that may join.
  const positions = new Int32Array(active.length);
  const distances = new Float64Array(active.length);
  const spreads = new Float64Array(active.length);
  let count = 0;
  for (const i of active) {
    const iid = iids[i]!;
    const a = assets[i]!;
    const l = loans[i]!;
    const d = deposits[i]!;
    // NaN (no value) fails these as well.
    if (!(a > 0 && l > 0 && d > 0)) continue;
    if (iid === subject.iid || (excluded.size > 0 && excluded.has(iid))) continue;
    if (filtering && !passesProfileFilters(candidates[i]!, filters)) continue;
    const ga = Math.abs(Math.log(a / sa));
    const gl = Math.abs(Math.log(l / sl));
    const gd = Math.abs(Math.log(d / sd));
    positions[count] = i;
    distances[count] = (ga + gl + gd) / SIZE_MEASURES.length;
    spreads[count] = Math.max(Math.max(Math.max(0, ga), gl), gd);
    count += 1;
  }

  // The first band holding SIMILAR_MIN_GROUP, else the widest.
  const ascending = spreads.slice(0, count).sort();
  const band =
    SIMILAR_BANDS.find(
      (factor) => (ascending[SIMILAR_MIN_GROUP - 1] ?? Infinity) <= Math.log(factor) + EPSILON,
    ) ?? (SIMILAR_BANDS[SIMILAR_BANDS.length - 1] as number);
  // Only those inside the band are ranked: a few dozen, where sorting every candidate of the
  // type took most of a search's time on the national dataset.
  const limit = Math.log(band) + EPSILON;
  const inside: number[] = [];
  for (let k = 0; k < count; k++) if (spreads[k]! <= limit) inside.push(k);
  inside.sort(
    (x, y) => distances[x]! - distances[y]! || iids[positions[x]!]! - iids[positions[y]!]!,
  );
  return {
    members: inside
      .slice(0, SIMILAR_MAX_GROUP)
      .map((k) => candidates[positions[k]!]!)
      .sort(byName),
    band,
  };
}
