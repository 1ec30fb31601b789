import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, gte, inArray, lte } from 'drizzle-orm';
import { addQuarters, parseQuarterEnd, quarterRange } from '@app/core/domain/quarters';
import type { Database } from '../../platform/db/database';
import { rateValues } from '../../platform/db/schema/rate-tables';

/** The market rates of one quarter (quarter averages, percent per year; M2 in $ billions). */
export interface QuarterRates {
  reportDate: string;
  fedFunds: number;
  treasury3m: number;
  treasury5y: number;
  treasury10y: number;
  m2: number;
}

/** The rate ids of the catalogue (rate-catalogue.ts) and the field each one feeds. */
export const RATE_FIELDS = {
  FEDFUNDS: 'fedFunds',
  DGS3MO: 'treasury3m',
  DGS5: 'treasury5y',
  DGS10: 'treasury10y',
  WM2NS: 'm2',
} as const satisfies Record<string, keyof Omit<QuarterRates, 'reportDate'>>;

type RateId = keyof typeof RATE_FIELDS;
const RATE_IDS = Object.keys(RATE_FIELDS) as RateId[];

/**
 * The quarterly rates the models read, by quarter; a quarter outside the path reads as the
 * nearest one held (the models look a few quarters back before the first report date).
 */
export class RatePath {
  private readonly byDate: Map<string, QuarterRates>;
  readonly first: string;
  readonly last: string;

  constructor(readonly quarters: readonly QuarterRates[]) {
    if (quarters.length === 0) throw new Error('a rate path needs at least one quarter');
    this.byDate = new Map(quarters.map((q) => [q.reportDate, q]));
    this.first = quarters[0]!.reportDate;
    this.last = quarters[quarters.length - 1]!.reportDate;
  }

  at(reportDate: string): QuarterRates {
    const date =
      reportDate < this.first ? this.first : reportDate > this.last ? this.last : reportDate;
    const found = this.byDate.get(date);
    if (!found) throw new Error(`no rates for ${date}`);
    return found;
  }

  /** Quarterly log growth of M2 into `reportDate`. */
  m2Growth(reportDate: string): number {
    return Math.log(this.at(reportDate).m2 / this.at(addQuarters(reportDate, -1)).m2);
  }
}

/**
 * The built-in rate path, 2005 to 2025, used when no FRED folder is given: quarter averages
 * rounded from the published series (Fed Funds effective, 3-month, 5-year and 10-year
 * Treasury constant maturity), so the synthetic cycle has the real shape without the real
 * files: ~5% in 2006-07, cut to near zero from 2009 to 2015, up to ~2.4% in 2018-19, near zero
 * again in 2020-21, up to ~5.3% in 2023, ~4.3% in 2025. The 3-month bill tracks Fed Funds (the
 * 2008 flight to quality pushed it below); the 5- and 10-year carry a term spread that
 * inverts in 2007, 2019 and 2022-24.
 */
const MODEL_RATES: Record<number, { ff: number[]; t3m: number[]; t5y: number[]; t10y: number[] }> =
  {
    2005: {
      ff: [2.47, 2.94, 3.46, 3.98],
      t3m: [2.7, 2.9, 3.4, 3.9],
      t5y: [3.9, 3.9, 4.0, 4.4],
      t10y: [4.3, 4.2, 4.2, 4.5],
    },
    2006: {
      ff: [4.46, 4.91, 5.25, 5.25],
      t3m: [4.5, 4.8, 5.0, 5.0],
      t5y: [4.6, 5.0, 4.8, 4.6],
      t10y: [4.6, 5.1, 4.9, 4.6],
    },
    2007: {
      ff: [5.26, 5.25, 5.07, 4.5],
      t3m: [5.0, 4.8, 4.3, 3.4],
      t5y: [4.6, 4.8, 4.4, 3.7],
      t10y: [4.7, 4.9, 4.7, 4.3],
    },
    2008: {
      ff: [3.18, 2.09, 1.94, 0.51],
      t3m: [2.1, 1.6, 1.5, 0.3],
      t5y: [2.7, 3.1, 3.0, 2.2],
      t10y: [3.7, 3.9, 3.9, 3.3],
    },
    2009: {
      ff: [0.18, 0.18, 0.16, 0.12],
      t3m: [0.2, 0.2, 0.15, 0.05],
      t5y: [1.8, 2.3, 2.5, 2.3],
      t10y: [2.7, 3.3, 3.5, 3.5],
    },
    2010: {
      ff: [0.13, 0.19, 0.19, 0.19],
      t3m: [0.1, 0.15, 0.15, 0.14],
      t5y: [2.4, 2.3, 1.5, 1.5],
      t10y: [3.7, 3.5, 2.8, 2.9],
    },
    2011: {
      ff: [0.16, 0.09, 0.08, 0.07],
      t3m: [0.13, 0.05, 0.02, 0.01],
      t5y: [2.1, 1.9, 1.1, 0.9],
      t10y: [3.5, 3.2, 2.4, 2.1],
    },
    2012: {
      ff: [0.1, 0.15, 0.14, 0.16],
      t3m: [0.07, 0.09, 0.1, 0.09],
      t5y: [0.9, 0.8, 0.7, 0.7],
      t10y: [2.0, 1.8, 1.6, 1.7],
    },
    2013: {
      ff: [0.14, 0.12, 0.08, 0.09],
      t3m: [0.09, 0.05, 0.03, 0.06],
      t5y: [0.8, 1.0, 1.6, 1.4],
      t10y: [1.9, 2.0, 2.7, 2.8],
    },
    2014: {
      ff: [0.07, 0.09, 0.09, 0.1],
      t3m: [0.05, 0.04, 0.03, 0.03],
      t5y: [1.6, 1.7, 1.7, 1.6],
      t10y: [2.8, 2.6, 2.5, 2.3],
    },
    2015: {
      ff: [0.11, 0.13, 0.14, 0.16],
      t3m: [0.03, 0.02, 0.04, 0.12],
      t5y: [1.5, 1.5, 1.6, 1.6],
      t10y: [2.0, 2.2, 2.2, 2.2],
    },
    2016: {
      ff: [0.36, 0.37, 0.4, 0.45],
      t3m: [0.3, 0.26, 0.3, 0.43],
      t5y: [1.4, 1.3, 1.1, 1.7],
      t10y: [1.9, 1.8, 1.6, 2.1],
    },
    2017: {
      ff: [0.7, 0.95, 1.15, 1.2],
      t3m: [0.6, 0.9, 1.05, 1.2],
      t5y: [2.0, 1.8, 1.8, 2.1],
      t10y: [2.4, 2.3, 2.2, 2.4],
    },
    2018: {
      ff: [1.45, 1.74, 1.92, 2.22],
      t3m: [1.6, 1.9, 2.1, 2.3],
      t5y: [2.6, 2.8, 2.8, 2.9],
      t10y: [2.8, 2.9, 2.9, 3.0],
    },
    2019: {
      ff: [2.4, 2.4, 2.19, 1.64],
      t3m: [2.4, 2.3, 2.0, 1.6],
      t5y: [2.4, 2.1, 1.6, 1.6],
      t10y: [2.7, 2.3, 1.8, 1.8],
    },
    2020: {
      ff: [1.26, 0.06, 0.09, 0.09],
      t3m: [1.1, 0.14, 0.11, 0.09],
      t5y: [1.2, 0.4, 0.3, 0.4],
      t10y: [1.4, 0.7, 0.6, 0.9],
    },
    2021: {
      ff: [0.08, 0.07, 0.09, 0.08],
      t3m: [0.05, 0.02, 0.05, 0.05],
      t5y: [0.6, 0.9, 0.8, 1.2],
      t10y: [1.3, 1.6, 1.3, 1.5],
    },
    2022: {
      ff: [0.12, 0.77, 2.19, 3.65],
      t3m: [0.3, 1.1, 2.7, 4.0],
      t5y: [1.8, 3.0, 3.3, 4.0],
      t10y: [1.9, 2.9, 3.1, 3.8],
    },
    2023: {
      ff: [4.52, 4.99, 5.26, 5.33],
      t3m: [4.7, 5.2, 5.4, 5.5],
      t5y: [4.0, 3.8, 4.4, 4.3],
      t10y: [3.6, 3.6, 4.2, 4.4],
    },
    2024: {
      ff: [5.33, 5.33, 5.26, 4.65],
      t3m: [5.4, 5.5, 5.2, 4.6],
      t5y: [4.1, 4.5, 3.8, 4.1],
      t10y: [4.2, 4.4, 3.9, 4.3],
    },
    2025: {
      ff: [4.33, 4.33, 4.3, 3.9],
      t3m: [4.3, 4.4, 4.2, 3.9],
      t5y: [4.1, 4.0, 3.8, 3.7],
      t10y: [4.5, 4.4, 4.2, 4.1],
    },
  };

/**
 * M2 (WM2NS, $ billions): ~6,400 in early 2005, growing at these annual rates, with the
 * late-2008 jump, the 2020 surge (+13% in the second quarter alone, ~24% in the year), a rise in
 * 2021 and the 2022-23 contraction.
 */
const M2_START = 6400;
const M2_ANNUAL_GROWTH: Record<number, number> = {
  2005: 4,
  2006: 5,
  2007: 6,
  2008: 7,
  2009: 4,
  2010: 3.5,
  2011: 9.5,
  2012: 8,
  2013: 5,
  2014: 6,
  2015: 5.8,
  2016: 7,
  2017: 4.8,
  2018: 3.8,
  2019: 6.8,
  2020: 24,
  2021: 12.5,
  2022: -1,
  2023: -2.5,
  2024: 3.7,
  2025: 4.5,
};
/** Quarter-specific growth in percent (not annualized) where the year was not even. */
const M2_QUARTER_GROWTH: Record<string, number> = {
  '2008-12-31': 3.5,
  '2020-03-31': 4,
  '2020-06-30': 13,
  '2020-09-30': 2.5,
  '2020-12-31': 2.5,
};

export const MODEL_FIRST_QUARTER = '2005-03-31';
export const MODEL_LAST_QUARTER = '2025-12-31';

export function modelRatePath(): RatePath {
  const quarters: QuarterRates[] = [];
  let m2 = M2_START;
  for (const reportDate of quarterRange(MODEL_FIRST_QUARTER, MODEL_LAST_QUARTER)) {
    const { year, quarter } = parseQuarterEnd(reportDate);
    const row = MODEL_RATES[year]!;
    if (reportDate !== MODEL_FIRST_QUARTER) {
      const special = M2_QUARTER_GROWTH[reportDate];
      m2 *=
        special !== undefined
          ? 1 + special / 100
          : Math.pow(1 + (M2_ANNUAL_GROWTH[year] ?? 5) / 100, 0.25);
    }
    quarters.push({
      reportDate,
      fedFunds: row.ff[quarter - 1]!,
      treasury3m: row.t3m[quarter - 1]!,
      treasury5y: row.t5y[quarter - 1]!,
      treasury10y: row.t10y[quarter - 1]!,
      m2: Math.round(m2 * 10) / 10,
    });
  }
  return new RatePath(quarters);
}

/**
 * Writes the path as FRED CSV files (DGS10.csv ... WM2NS.csv, `observation_date,<ID>`, LF),
 * one observation on the first of each month holding the quarter's value, so that
 * quarterlyAverages gives back exactly the quarter values.
 */
export async function writeFredFiles(ratePath: RatePath, folder: string): Promise<void> {
  for (const rateId of RATE_IDS) {
    const field = RATE_FIELDS[rateId];
    const lines = [`observation_date,${rateId}`];
    for (const q of ratePath.quarters) {
      const { year, quarter } = parseQuarterEnd(q.reportDate);
      for (let m = 0; m < 3; m++) {
        const month = String((quarter - 1) * 3 + m + 1).padStart(2, '0');
        lines.push(`${year}-${month}-01,${q[field].toFixed(rateId === 'WM2NS' ? 1 : 2)}`);
      }
    }
    await writeFile(path.join(folder, `${rateId}.csv`), `${lines.join('\n')}\n`, 'utf8');
  }
}

/**
 * The quarterly rates held in rate_values for the quarters from `first` to `last`. A quarter a
 * series lacks (FRED's weekly M2 ends before the last quarter is complete, the daily series
 * may end mid-quarter) takes the previous quarter's value; M2 grows on at its growth of the
 * year before. Before the first value held, the first one.
 */
export async function readRatePath(db: Database, first: string, last: string): Promise<RatePath> {
  const rows = await db
    .select({
      rateId: rateValues.rateId,
      reportDate: rateValues.reportDate,
      value: rateValues.value,
    })
    .from(rateValues)
    .where(
      and(
        inArray(rateValues.rateId, RATE_IDS),
        gte(rateValues.reportDate, addQuarters(first, -8)),
        lte(rateValues.reportDate, last),
      ),
    );
  const series = new Map<RateId, Map<string, number>>(RATE_IDS.map((id) => [id, new Map()]));
  for (const row of rows) series.get(row.rateId as RateId)?.set(row.reportDate, row.value);
  for (const id of RATE_IDS) {
    if (series.get(id)!.size === 0) throw new Error(`rate_values holds no ${id} before ${last}`);
  }
  const dates = quarterRange(first, last);
  const filled = new Map<RateId, number[]>();
  for (const id of RATE_IDS) {
    const values = series.get(id)!;
    const known = [...values.keys()].sort();
    const out: number[] = [];
    dates.forEach((date, i) => {
      const value = values.get(date);
      if (value !== undefined) out.push(value);
      else if (i === 0) out.push(values.get(known.filter((d) => d <= date).at(-1) ?? known[0]!)!);
      else if (id === 'WM2NS' && i >= 5) {
        const previous = out[i - 1]!;
        out.push(previous * Math.pow(previous / out[i - 5]!, 0.25));
      } else out.push(out[i - 1]!);
    });
    filled.set(id, out);
  }
  return new RatePath(
    dates.map((reportDate, i) => ({
      reportDate,
      fedFunds: filled.get('FEDFUNDS')![i]!,
      treasury3m: filled.get('DGS3MO')![i]!,
      treasury5y: filled.get('DGS5')![i]!,
      treasury10y: filled.get('DGS10')![i]!,
      m2: filled.get('WM2NS')![i]!,
    })),
  );
}
