import type { PeerCandidate } from './peer-candidate';
import type { Measure } from './profile-measures';

/**
 * A list of candidates as arrays: who may join at all and each measure's values, read once
 * per list (a search quarter's list lives as long as its data version). The searches loop
 * over these instead of 4,500 candidates' objects, which was most of a search's time on the
 * national dataset.
 */
export interface CandidateIndex {
  /** Positions of the active candidates, in list order. */
  active: Int32Array;
  iids: Float64Array;
  /** The measure of every candidate, NaN where it has none. */
  column(measure: Measure): Float64Array;
}

const indexes = new WeakMap<readonly PeerCandidate[], CandidateIndex>();

export function candidateIndexOf(candidates: readonly PeerCandidate[]): CandidateIndex {
  const held = indexes.get(candidates);
  if (held) return held;
  const iids = Float64Array.from(candidates, (c) => c.iid);
  const active: number[] = [];
  candidates.forEach((c, i) => {
    if (c.active) active.push(i);
  });
  const columns = new Map<Measure, Float64Array>();
  const index: CandidateIndex = {
    active: Int32Array.from(active),
    iids,
    column(measure) {
      let column = columns.get(measure);
      if (!column) {
        column = Float64Array.from(candidates, (c) => c.values[measure] ?? NaN);
        columns.set(measure, column);
      }
      return column;
    },
  };
  indexes.set(candidates, index);
  return index;
}
