import { sdiTotal } from './bank-items';
import { firstPresent } from './formula-helpers';
import type { MetricEntry } from './metric-category';

/**
 * A bank ratio whose call-report averages one FDIC SDI quarter cannot give (no earlier quarters
 * to average), falling back on the FDIC's own figure of the same definition from SDI's
 * Performance and Condition Ratios report (data/importers/fdic-published-ratios.ts). The formula
 * is tried first, so FFIEC data and SDI quarters with their history keep the computed value.
 * Where the download lacks the report, or FDIC gives no figure for the bank, the value is null
 * with the "not reported in the source files" note.
 */
export function orFdicPublishedRatio(entry: MetricEntry, field: string): MetricEntry {
  const fallback = `FDIC published ratio (field ${field}, Performance and Condition Ratios) where the call-report averages are not in the files`;
  return {
    ...entry,
    metricInformation: `${entry.metricInformation} For banks imported from FDIC SDI files, which carry no averages of earlier quarters, the FDIC’s published ratio ${field} is shown; where the files do not have it either, the figure is blank and says so.`,
    description: `${entry.description} Else: ${fallback}.`,
    compute: (report) => firstPresent(entry.compute(report), sdiTotal(report, field)),
  };
}
