import type { ScoreMeasures } from '../api/metrics';

/** How many of its area's KPIs a score rests on (issue 23): "based on 2 of 5 measures". */
export function measuresText(measures: ScoreMeasures): string {
  return `based on ${measures.used} of ${measures.of} measures`;
}

/**
 * Why a score is missing, when its measures say: "based on 2 of 5 measures; a score needs at
 * least 3". Null when the score had enough of them (it is missing for another reason).
 */
export function noScoreReason(measures: ScoreMeasures | null | undefined): string | null {
  if (!measures || measures.used >= measures.minimum) return null;
  return `${measuresText(measures)}; a score needs at least ${measures.minimum}`;
}

/**
 * What a score tile says under the score: the reason there is none, else how many measures
 * it rests on; null when the answer does not tell (not a score, or no measures given).
 */
export function scoreFooting(
  measures: ScoreMeasures | null | undefined,
  hasScore: boolean,
): string | null {
  if (!measures) return null;
  return (hasScore ? null : noScoreReason(measures)) ?? measuresText(measures);
}

/** The same words starting a line: "Based on 2 of 5 measures". */
export function asLine(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
