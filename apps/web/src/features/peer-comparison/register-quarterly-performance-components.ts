import { registerComponents } from '../../product/renderer/component-registry';
import { KpiTiles } from './performance/components/kpi-tiles';
import { PerformanceTiles } from './performance/components/performance-tiles';
import { ScoreLegend } from './performance/components/score-legend';
import { QuarterlyGroupSummary } from './quarterly/components/quarterly-group-summary';
import { QuarterlyInstitutionSummary } from './quarterly/components/quarterly-institution-summary';

/** The Quarterly and Performance rooms' components, by their definition names (spec 2.5, 2.6, 2.10). */
export function registerQuarterlyPerformanceComponents(): void {
  registerComponents({
    QuarterlyGroupSummary,
    QuarterlyInstitutionSummary,
    PerformanceTiles,
    KpiTiles,
    ScoreLegend,
  });
}
