import { percentRanks } from '@app/core/analytics/percentile';
import { compositeScores, SCORE_MIN_MEASURES } from '@app/core/analytics/quintile-score';
import type { InstitutionType } from '@app/core/domain/products';
import { scoreAreasOf } from '../catalogue/score-areas';
import type { MetricDefinition } from '../catalogue/metric-definition';

/**
 * Fills in the performance scores of one quarter (spec 2 section 6 of the issue, spec 1
 * dashboard): for each area, each KPI's percentile rank against every institution of the type
 * that quarter (direction-adjusted, so 100 is best), their mean per institution (the composite),
 * and the composite's quintile among the institutions with one: 1 to 5, each score a fifth.
 * An institution with fewer than SCORE_MIN_MEASURES of the area's KPIs gets no score and takes
 * no part in the quintiles (issue 23). Areas whose score metric is not in the catalogue given
 * are skipped.
 */
export function applyScores(
  institutionType: InstitutionType,
  catalogue: readonly MetricDefinition[],
  slotOf: (metricId: string) => number | undefined,
  rows: { values: (number | null)[] }[],
) {
  const byId = new Map(catalogue.map((m) => [m.metricId, m]));
  for (const area of scoreAreasOf(institutionType)) {
    const scoreSlot = slotOf(area.scoreMetricId);
    if (scoreSlot === undefined) continue;
    const kpiPercentiles = area.kpiMetricIds.flatMap((id) => {
      const kpi = byId.get(id);
      const slot = slotOf(id);
      if (!kpi || slot === undefined) return [];
      return [
        percentRanks(
          rows.map((r) => r.values[slot] ?? null),
          kpi.rankSort,
        ),
      ];
    });
    // The quintile of each composite among this quarter's institutions of the type, so each
    // score holds a fifth (ties share the higher score).
    const scores = compositeScores(
      rows.map((_, i) =>
        kpiPercentiles.map((ranks) =>
          ranks[i] === null || ranks[i] === undefined ? null : ranks[i] * 100,
        ),
      ),
      SCORE_MIN_MEASURES,
    );
    rows.forEach((row, i) => {
      row.values[scoreSlot] = scores[i] ?? null;
    });
  }
}
