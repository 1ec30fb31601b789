import { MISSING_VALUE } from '@app/core/format/format-metric-value';

/**
 * The Rank column: '3 of 12' from institutionRank and institutionsReporting, a dash when the
 * institution has no rank (no value that quarter) or nobody reports (spec 2 section 8).
 */
export function rankText(rank: number | null, reporting: number | null | undefined): string {
  if (rank === null || !reporting || reporting < 1) return MISSING_VALUE;
  return `${rank} of ${reporting}`;
}

/**
 * Beside the rank, where the two counts differ: how many institutions the row compares
 * (institutionsReporting, the selected peers plus the institution, as spec 2 section 9 defines
 * it) and how many of them have a value this quarter, the ones the rank is among
 * ('146 selected, 114 reporting'). Null where they agree.
 */
export function reportingNote(selected: number, withValue: number): string | null {
  if (selected === withValue) return null;
  return `${selected} selected, ${withValue} reporting`;
}

export type DifferenceDirection = 'up' | 'down' | 'none';

/**
 * The Difference column's arrow. The server has already flipped the sign when lower is better
 * (spec 2 section 9: "sign-flipped when rankSort is L"), so positive always reads as better;
 * the arrow follows the sign as given and is not flipped again here.
 */
export function differenceDirection(difference: number | null): DifferenceDirection {
  if (difference === null || !Number.isFinite(difference) || difference === 0) return 'none';
  return difference > 0 ? 'up' : 'down';
}

/**
 * spec 3, Summary row: "level (indent of level times 5 spaces)". One space is about a quarter
 * of an em in the table's font, so 5 spaces per level is 1.25em.
 */
export function rowIndent(level: number): string {
  const steps = Number.isFinite(level) && level > 0 ? Math.floor(level) : 0;
  return `${steps * 1.25}em`;
}
