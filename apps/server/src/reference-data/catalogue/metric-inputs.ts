import { parseQuarterEnd } from '@app/core/domain/quarters';
import type { MetricDefinition, ReportHistory } from './metric-definition';

const QUARTER_ENDS = ['2025-03-31', '2025-06-30', '2025-09-30', '2025-12-31'];

/**
 * The call-report items a metric's formula reads (its lineage: docs/data.md's table of
 * account → schedule → metrics). Found by running the formula, not by parsing its text: with
 * every item at 1, at 0 and absent, and then with each item found so far set apart in turn to
 * each of those, in each calendar quarter, until no run reads a new item. So the branches a value can
 * take are walked: a fallback used when the first figure is absent, an election above 0, a
 * non-zero incurred-loss allowance. Sorted, upper-cased codes as the formula asks for them.
 */
export function inputsOf(metric: MetricDefinition): string[] {
  const read = new Set<string>();
  const run = (base: number | null, override: string | null, value: number | null) => {
    for (const reportDate of QUARTER_ENDS) {
      const history: ReportHistory = {
        institutionType: metric.institutionType,
        reportDate,
        quarter: parseQuarterEnd(reportDate).quarter,
        item(code: string) {
          const upper = code.toUpperCase();
          read.add(upper);
          return upper === override ? value : base;
        },
      };
      metric.compute(history);
    }
  };
  const answers = [1, 0, null];
  for (const base of answers) run(base, null, null);
  const tried = new Set<string>();
  for (let found = [...read]; found.length > 0; found = [...read].filter((c) => !tried.has(c)))
    for (const code of found) {
      tried.add(code);
      for (const base of answers) for (const value of answers) run(base, code, value);
    }
  return [...read].sort();
}
