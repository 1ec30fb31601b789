import { SCORE_MIN_MEASURES } from '@app/core/analytics/quintile-score';
import type { ScoreMeasures } from '@app/core/api/metrics';
import type { InstitutionType } from '@app/core/domain/products';
import { scoreAreasOf, type ScoreArea } from '../../reference-data/catalogue/score-areas';

/** The score areas whose score metric is among these ids, by score metric id. */
export function scoreAreasAmong(
  institutionType: InstitutionType,
  metricIds: readonly string[],
): Map<string, ScoreArea> {
  const asked = new Set(metricIds);
  return new Map(
    scoreAreasOf(institutionType)
      .filter((area) => asked.has(area.scoreMetricId))
      .map((area) => [area.scoreMetricId, area]),
  );
}

/** The KPI ids the areas' scores rest on, each once. */
export function kpisBehind(areas: Map<string, ScoreArea>): string[] {
  return [...new Set([...areas.values()].flatMap((area) => area.kpiMetricIds))];
}

/**
 * How many of the area's KPIs an institution has at a date (its values there), of how many:
 * the score pass averages exactly these, and gives no score below SCORE_MIN_MEASURES.
 */
export function measuresOf(
  area: ScoreArea,
  values: Readonly<Record<string, number | null>> | undefined,
): ScoreMeasures {
  const used = area.kpiMetricIds.filter((id) => typeof values?.[id] === 'number').length;
  return { used, of: area.kpiMetricIds.length, minimum: SCORE_MIN_MEASURES };
}

/** Whether a score on these measures is too thin to show (issue 23). */
export function tooFewMeasures(measures: ScoreMeasures | null): boolean {
  return measures !== null && measures.used < measures.minimum;
}
