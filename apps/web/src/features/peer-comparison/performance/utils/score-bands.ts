import {
  SCORE_LABELS,
  quintileScore,
  type QuintileScore,
} from '@app/core/analytics/quintile-score';
import { SCORE_TILES, scoreMetricId } from '@app/core/domain/dashboard-tiles';

export interface ScoreBand {
  score: QuintileScore;
  /** The percentile range, as the legend reads it. */
  range: string;
  label: string;
  /** A Mantine colour (red, orange, yellow, lime, green: spec 2 section 2.10). */
  color: string;
}

/**
 * spec 2 section 2.10, score legend bands: up to 20%, above 20 to 40, above 40 to 60, above 60
 * to 80, above 80; red, orange, yellow, lime, green. The shades are dark enough for text on
 * white where a band colours a figure.
 */
export const SCORE_BANDS: readonly ScoreBand[] = [
  { score: 1, range: 'Up to 20%', label: SCORE_LABELS[1], color: 'red.7' },
  { score: 2, range: 'Above 20% to 40%', label: SCORE_LABELS[2], color: 'orange.7' },
  { score: 3, range: 'Above 40% to 60%', label: SCORE_LABELS[3], color: 'yellow.5' },
  { score: 4, range: 'Above 60% to 80%', label: SCORE_LABELS[4], color: 'lime.6' },
  { score: 5, range: 'Above 80%', label: SCORE_LABELS[5], color: 'green.7' },
];

/** The band of a percentile 0 to 100 (core's quintileScore: a band's upper bound belongs to it). */
export function bandOfPercentile(percentile: number | null | undefined): ScoreBand | null {
  const score = quintileScore(percentile);
  return score === null ? null : (SCORE_BANDS[score - 1] ?? null);
}

/** The note under a performance tile (spec 2 section 2.10); none for metrics without direction. */
export function directionNote(rankSort: 'L' | 'N' | 'H'): string | null {
  if (rankSort === 'N') return null;
  return rankSort === 'L' ? 'A lower value is better' : 'A higher value is better';
}

/**
 * The legend's scores (spec 2 section 2.1) from the page's score values: one area's score, or on
 * the snapshot page the mean of the five areas' scores (our reading: the room's overall score);
 * null when none is known, which the legend shows as a dash.
 */
export function meanScore(values: readonly (number | null | undefined)[]): number | null {
  const present = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (present.length === 0) return null;
  return present.reduce((sum, v) => sum + v, 0) / present.length;
}

/** Whether a metric is one of the five performance scores (1 to 5), of either institution type. */
export function isScoreMetric(metricId: string): boolean {
  return SCORE_TILES.some(
    (tile) =>
      scoreMetricId('bank', tile.metricIndex) === metricId ||
      scoreMetricId('credit union', tile.metricIndex) === metricId,
  );
}

export interface TileBadge {
  text: string;
  color: string;
  /** The other scale, in words (the badge's tooltip). */
  explanation: string;
}

/**
 * The badge of a performance tile, on one scale: the score bands. A KPI's badge is its
 * percentile in the peer group, coloured by the band it falls in. A score's badge is the score,
 * coloured by the score: its percentile among the peers' scores is another scale (a score of 3
 * can rank in the 20th percentile of a strong group), and a red "Percentile 20" beside "Score 3"
 * read as a contradiction; the score's sparkline draws the score itself (issue 23).
 */
export function tileBadge(
  metricId: string,
  value: number | null,
  percentile: number | null,
): TileBadge | null {
  if (isScoreMetric(metricId)) {
    const band = SCORE_BANDS.find((b) => b.score === value);
    if (!band) return null;
    return {
      text: `Score ${band.score} · ${band.label}`,
      color: band.color,
      explanation: `Score ${band.score} of 5 (${band.label}), from the percentiles of the area's measures; the line below is the score each quarter.`,
    };
  }
  const rank = percentile === null ? null : Math.round(percentile);
  const band = bandOfPercentile(percentile);
  if (!band || rank === null) return null;
  return {
    text: `Percentile ${rank}`,
    color: band.color,
    explanation: `Percentile ${rank} in the peer group: band ${band.score} of the score legend, ${band.label} (${band.range.toLowerCase()}).`,
  };
}
