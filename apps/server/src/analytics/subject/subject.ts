import type { InstitutionType } from '@app/core/domain/products';

/** The institution an analysis is about. */
export interface Subject {
  iid: number;
  institutionType: InstitutionType;
  /** The institution's name alone, as a file name or a print header gives it. */
  name: string;
  label: string;
  /** A closed institution's last report date; null while it is active. */
  closedAfter: string | null;
}

/**
 * Who asks: custom groups are their organization's. Whether the caller may use the peer at
 * all was decided by the access layer before a service is called.
 */
export interface Viewer {
  organizationId: string;
}

/** The peer of a series: none, one institution, or a group (its list narrowed to `selected`). */
export type PeerSpec =
  | { kind: 'none' }
  | { kind: 'iid'; iid: number }
  | { kind: 'group'; groupId: number; selected?: readonly number[] };

/** A date after every report date: the open end of a range. */
export const LAST_DATE = '9999-12-31';
