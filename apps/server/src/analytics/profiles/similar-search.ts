import { SIMILAR_MAX_GROUP, SIMILAR_MIN_GROUP } from '@app/core/api/profiles';
import {
  byName,
  mayJoin,
  passesProfileFilters,
  type PeerCandidate,
  type ProfileFilters,
} from './peer-candidate';
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
  const ranked = candidates
    .filter((c) => mayJoin(c, subject.iid, excluded) && passesProfileFilters(c, filters))
    .flatMap((candidate) => {
      const size = sizeDistance(subject.values, candidate.values);
      return size ? [{ candidate, ...size }] : [];
    })
    .sort((a, b) => a.distance - b.distance || a.candidate.iid - b.candidate.iid);

  // The first band holding SIMILAR_MIN_GROUP, else the widest.
  const spreads = ranked.map((r) => r.spread).sort((a, b) => a - b);
  const band =
    SIMILAR_BANDS.find(
      (factor) => (spreads[SIMILAR_MIN_GROUP - 1] ?? Infinity) <= Math.log(factor) + EPSILON,
    ) ?? (SIMILAR_BANDS[SIMILAR_BANDS.length - 1] as number);
  const inside = ranked.filter((r) => r.spread <= Math.log(band) + EPSILON);
  return {
    members: inside
      .slice(0, SIMILAR_MAX_GROUP)
      .map((r) => r.candidate)
      .sort(byName),
    band,
  };
}
