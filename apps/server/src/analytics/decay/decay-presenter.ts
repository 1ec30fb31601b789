import { truncationYears, type decayAnalysis } from '@app/core/analytics/decay';
import type { DecayResult } from '@app/core/api/decay';

/** A decay analysis for the wire, with the settings it ran under. */
export function presentDecay(
  metricId: string,
  analysis: ReturnType<typeof decayAnalysis>,
  settings: { significantEventThreshold: number; truncationQuarters?: number },
): DecayResult {
  return {
    metricId,
    frequency: analysis.periodsPerYear === 12 ? 'monthly' : 'quarterly',
    points: analysis.points.map((p) => ({
      reportDate: p.reportDate,
      value: p.value,
      growthRate: p.growthRate,
      standardAverageBalanceVolatile: p.standardAverageBalanceVolatile,
      stableBalance: p.stableBalance,
      significantEvent: p.significantEvent,
    })),
    enoughData: analysis.enoughData,
    insufficientData: analysis.insufficientData,
    minimumPeriods: analysis.minimumPeriods,
    tooVolatile: analysis.tooVolatile,
    significantEventThreshold: settings.significantEventThreshold,
    horizonPeriods: analysis.horizonPeriods,
    truncationYears:
      settings.truncationQuarters === undefined
        ? null
        : truncationYears(settings.truncationQuarters),
    nonStableBalance: analysis.nonStableBalance,
    actual: analysis.actual,
    stable: analysis.stable,
  };
}
