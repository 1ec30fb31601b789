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

const VERDICTS: Record<KpiTrend['tone'], string> = {
  improved: ' (more favourable)',
  declined: ' (less favourable)',
  neutral: '',
};

/**
 * A tile's words against the prior quarter: what the number did, then whether that is better
 * or worse. "Declined" alone read as "the figure fell" on a ratio that rose (issue 23), so the
 * movement and the verdict are said apart: "up from 79.88% the prior quarter (less favourable)".
 */
export function trendText(trend: KpiTrend | null, priorShown: string): string {
  if (!trend) return 'no prior quarter';
  if (trend.direction === 'flat') return 'unchanged from the prior quarter';
  return `${trend.direction} from ${priorShown} the prior quarter${VERDICTS[trend.tone]}`;
}
