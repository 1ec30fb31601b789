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

/**
 * Who a search may return: active institutions other than the subject and the rows the user
 * removed earlier (spec 2 section 4: removed iids are excluded from later searches).
 */
export function mayJoin(
  candidate: PeerCandidate,
  subjectIid: number,
  excluded: ReadonlySet<number>,
): boolean {
  return candidate.active && candidate.iid !== subjectIid && !excluded.has(candidate.iid);
}

/** One collator: localeCompare with options builds a new one on every call (slow on 4,500 rows). */
const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** Results are listed by name (the create page's default sort), then iid for equal names. */
export function byName(a: { name: string; iid: number }, b: { name: string; iid: number }) {
  return collator.compare(a.name, b.name) || a.iid - b.iid;
}
