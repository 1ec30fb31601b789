import type { InstitutionType } from '@app/core/domain/products';
import type { MetricDefinition } from './metric-definition';
import { CATEGORY_TITLES } from './category-titles';
import { bankScoreAreas, creditUnionScoreAreas, type ScoreArea } from './score-areas';

/**
 * The five performance scores as catalogue entries, so that they list, chart and rank like any
 * metric. Their value is not a formula over one institution's report: compute() gives null and
 * the import fills them in from the whole quarter (metrics/score-pass.ts).
 */
export function scoreMetrics(
  institutionType: InstitutionType,
  titleOf: (metricId: string) => string,
): MetricDefinition[] {
  const areas = institutionType === 'bank' ? bankScoreAreas : creditUnionScoreAreas;
  return areas.map((area: ScoreArea, index) => {
    const kpis = area.kpiMetricIds.map(titleOf).join(', ');
    return {
      metricId: area.scoreMetricId,
      institutionType,
      metricTitle: `${area.title} Score`,
      metricInformation: `A composite of ${area.kpiMetricIds.length} key performance indicators (${kpis}), each ranked against every ${institutionType} in the nation for the quarter; the average rank is sorted into quintiles among them, each holding a fifth of the institutions (tied averages share the higher score): 5 (High) is the best fifth, 1 (Low) the lowest.`,
      categoryTitle: CATEGORY_TITLES.scores,
      metricDisplayOrder: index + 1,
      displayType: 'INT',
      rankSort: 'H',
      description: `Quintile (1 to 5) of the mean direction-adjusted national percentile rank of ${area.kpiMetricIds.join(', ')}, from ${institutionType === 'bank' ? 'the Call Report (UBPR definitions)' : 'the NCUA call report (FPR definitions)'}.`,
      compute: () => null,
    };
  });
}
