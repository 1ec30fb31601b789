export type KpiTrend = {
  direction: 'up' | 'down' | 'flat';
  /** Green for an improvement, red for a decline, grey when the metric has no better side. */
  tone: 'improved' | 'declined' | 'neutral';
};

/**
 * spec 1 section 2, multi/bank panel: an arrow against the prior period, green for improvement
 * and red for decline, respecting the metric's direction (rankSort L: lower is better; N: no
 * direction; otherwise higher is better). Null when either value is missing.
 */
export function kpiTrend(
  value: number | null,
  priorValue: number | null,
  rankSort: 'L' | 'N' | 'H',
): KpiTrend | null {
  if (value === null || priorValue === null) return null;
  // Stored values carry binary noise; a change below a billionth is no change.
  const difference = value - priorValue;
  if (Math.abs(difference) < 1e-9 * Math.max(1, Math.abs(priorValue))) {
    return { direction: 'flat', tone: 'neutral' };
  }
  const direction = difference > 0 ? 'up' : 'down';
  if (rankSort === 'N') return { direction, tone: 'neutral' };
  const better = rankSort === 'L' ? direction === 'down' : direction === 'up';
  return { direction, tone: better ? 'improved' : 'declined' };
}
