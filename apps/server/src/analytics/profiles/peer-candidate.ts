import type { MeasureValues } from './profile-measures';
import type { SearchInstitutionRow } from './profiles-repository';

/** An institution as the searches see it: who it is and its measures at the searched quarter. */
export interface PeerCandidate extends SearchInstitutionRow {
  values: MeasureValues;
}

/** The Institution Profile filters (spec 2 section 2.12); an empty list does not filter. */
export interface ProfileFilters {
  states: readonly string[];
  ownershipTypes?: readonly string[];
  typesOfMembership?: readonly number[];
  lowIncome?: boolean;
}

/** Whether any profile filter is set (else every candidate passes them). */
export function hasProfileFilters(filters: ProfileFilters): boolean {
  return (
    filters.states.length > 0 ||
    (filters.ownershipTypes?.length ?? 0) > 0 ||
    (filters.typesOfMembership?.length ?? 0) > 0 ||
    filters.lowIncome === true
  );
}

export function passesProfileFilters(candidate: PeerCandidate, filters: ProfileFilters): boolean {
  if (filters.states.length > 0 && !filters.states.includes(candidate.state)) return false;
  const ownership = filters.ownershipTypes ?? [];
  if (ownership.length > 0 && !ownership.includes(candidate.ownershipType ?? '')) return false;
  const membership = filters.typesOfMembership ?? [];
  if (
    membership.length > 0 &&
    (candidate.tomCode === null || !membership.includes(candidate.tomCode))
  )
    return false;
  if (filters.lowIncome && candidate.lowIncome !== true) return false;
  return true;
}

/** One collator: localeCompare with options builds a new one on every call (slow on 4,500 rows). */
const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** Results are listed by name (the create page's default sort), then iid for equal names. */
export function byName(a: { name: string; iid: number }, b: { name: string; iid: number }) {
  return collator.compare(a.name, b.name) || a.iid - b.iid;
}
