import type { UserState } from '@app/core/api/auth';
import type { TourRecord } from '@app/core/api/tours';
import { findTour, TOURS, type TourInfo } from '@app/core/domain/tours';

type TourUser = Pick<UserState, 'claims' | 'products'>;

/** A route's address as tours name it: no trailing slash, no query. */
export function tourPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * spec 1 sections 2 and 6: the tour of this route, when the user holds one of its products and,
 * for paywalled pages, one of its tiers (credit quality, correlations and group creation need
 * peer-comparison-standard; decay and beta need non-maturity-deposits-standard).
 */
export function tourFor(pathname: string, user: TourUser): TourInfo | null {
  const tour = findTour(tourPath(pathname));
  if (!tour) return null;
  if (!tour.products.some((product) => user.claims.includes(product))) return null;
  if (tour.tiers.length > 0 && !user.products.some((p) => tour.tiers.includes(p.tierClientCode))) {
    return null;
  }
  return tour;
}

/**
 * spec 1 section 4: saved progress overrides the definitions' flags; once any tour of a group
 * is completed or cancelled, no tour of that group starts by itself again.
 */
export function autoStarts(tour: TourInfo, progress: readonly TourRecord[]): boolean {
  if (!tour.autoStart) return false;
  const left = new Set(
    progress.filter((record) => record.completed || record.cancelled).map((record) => record.path),
  );
  return !TOURS.some((other) => other.group === tour.group && left.has(other.path));
}
