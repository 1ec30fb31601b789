import { addQuarters, parseQuarterEnd } from '@app/core/domain/quarters';
import type { InstitutionType } from '@app/core/domain/products';
import type { ReportHistory } from './metric-definition';

type Items = Record<string, number>;

/**
 * The raw reports of one institution type over the quarters a formula may look back on
 * (growth over three years needs 12), held per quarter so that sliding to the next quarter
 * drops the oldest one.
 */
export class ReportWindow {
  private readonly quarters = new Map<string, Map<number, Items>>();

  constructor(
    readonly institutionType: InstitutionType,
    readonly depth: number,
  ) {}

  add(reportDate: string, reports: Map<number, Items>) {
    this.quarters.set(reportDate, reports);
  }

  /** Forgets quarters no formula of `reportDate` can reach. */
  trim(reportDate: string) {
    const oldest = addQuarters(reportDate, -this.depth);
    for (const date of this.quarters.keys()) if (date < oldest) this.quarters.delete(date);
  }

  has(reportDate: string) {
    return this.quarters.has(reportDate);
  }

  iidsAt(reportDate: string): number[] {
    return [...(this.quarters.get(reportDate)?.keys() ?? [])];
  }

  historyOf(iid: number, reportDate: string): ReportHistory {
    const { quarter } = parseQuarterEnd(reportDate);
    const lookBack: (Items | undefined)[] = [];
    for (let back = 0; back <= this.depth; back++) {
      lookBack.push(this.quarters.get(addQuarters(reportDate, -back))?.get(iid));
    }
    return {
      institutionType: this.institutionType,
      reportDate,
      quarter,
      item(code: string, back = 0) {
        const value = lookBack[back]?.[code];
        return value === undefined ? null : value;
      },
    };
  }
}
