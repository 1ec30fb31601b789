import type { InstitutionType } from '@app/core/domain/products';
import { parseQuarterEnd } from '@app/core/domain/quarters';
import type { ReportHistory } from './metric-definition';

/** Item maps per quarter, the current quarter first, then one, two … quarters back. */
export type QuarterItems = readonly Readonly<Record<string, number | undefined>>[];

/**
 * A ReportHistory over hand-written item maps, for tests: `quarters[0]` is the quarter of
 * `reportDate`, `quarters[1]` the one before, and so on. An item absent from a map, or a
 * quarter beyond the list, reads as not reported (null).
 */
export function fakeReportHistory(
  institutionType: InstitutionType,
  reportDate: string,
  quarters: QuarterItems,
): ReportHistory {
  const { quarter } = parseQuarterEnd(reportDate);
  return {
    institutionType,
    reportDate,
    quarter,
    item(code: string, back = 0): number | null {
      return quarters[back]?.[code.toUpperCase()] ?? null;
    },
  };
}
