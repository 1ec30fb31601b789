import { addQuarters, parseQuarterEnd } from '@app/core/domain/quarters';
import { fractionalYear } from './parameters';
import type { QuarterRates, RatePath } from './rate-path';

/** What every institution model needs to know about the quarter it steps into. */
export interface QuarterContext {
  /** 0 for the first report date. */
  index: number;
  reportDate: string;
  year: number;
  quarter: 1 | 2 | 3 | 4;
  /** Fractional year of the middle of the quarter (2009 Q1 = 2009.125). */
  time: number;
  rates: QuarterRates;
  ratePath: RatePath;
  /** Rates `lag` quarters before this one. */
  lagged(lag: number): QuarterRates;
  m2Growth: number;
}

export function quarterContext(ratePath: RatePath, reportDate: string, index: number) {
  const { year, quarter } = parseQuarterEnd(reportDate);
  const lagCache = new Map<number, QuarterRates>();
  const context: QuarterContext = {
    index,
    reportDate,
    year,
    quarter,
    time: fractionalYear(year, quarter),
    rates: ratePath.at(reportDate),
    ratePath,
    lagged(lag) {
      let rates = lagCache.get(lag);
      if (!rates) {
        rates = ratePath.at(addQuarters(reportDate, -lag));
        lagCache.set(lag, rates);
      }
      return rates;
    },
    m2Growth: ratePath.m2Growth(reportDate),
  };
  return context;
}

/** Year-to-date sums of quarterly flows: restart in the first quarter (or the first report). */
export class YearToDate {
  private readonly sums = new Map<string, number>();

  startQuarter(quarter: 1 | 2 | 3 | 4, firstReport: boolean) {
    if (quarter === 1 || firstReport) this.sums.clear();
  }

  add(code: string, quarterValue: number): number {
    const value = (this.sums.get(code) ?? 0) + quarterValue;
    this.sums.set(code, value);
    return value;
  }
}

export const clamp = (value: number, low: number, high: number) =>
  Math.min(high, Math.max(low, value));
