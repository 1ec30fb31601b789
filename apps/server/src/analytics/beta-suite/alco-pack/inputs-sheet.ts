import type { DatedValue } from '@app/core/analytics/lagged-regression';
import { LAG_SEARCH_QUARTERS } from '@app/core/analytics/lag-search';
import { toFiniteNumber } from '@app/core/analytics/to-finite-number';
import { addQuarters, quarterRange } from '@app/core/domain/quarters';
import type { Workbook } from 'exceljs';
import type { AlcoPackAnswers } from './alco-pack-answers';
import {
  addPackSheet,
  excelDate,
  formula,
  FORMATS,
  put,
  ref,
  type PackHeading,
} from './pack-sheet';

export const INPUTS_SHEET = 'Inputs';

const COLUMNS = { date: 1, rate: 2, cost: 3, balance: 4, rateChange: 5, costChange: 6 } as const;
export type InputColumn = Exclude<keyof typeof COLUMNS, 'date'>;

/** The reported series by quarter: a quarter without a number is absent, never 0. */
function byDate(series: readonly DatedValue[]): Map<string, number> {
  const values = new Map<string, number>();
  for (const row of series) {
    const value = toFiniteNumber(row.value);
    if (value !== null) values.set(row.reportDate, value);
  }
  return values;
}

/** x(t) − x(t − 1) rounded to 10 decimals, as quarterly-changes.ts makes every change. */
const change = (now: number, before: number) => Math.round((now - before) * 1e10) / 1e10;

/**
 * The quarters the other sheets reach: the range, widened by the longest lag and the change
 * before it (lag search, change betas, back-test), and the cycle from its base quarter.
 */
function quartersOf(answers: AlcoPackAnswers): string[] {
  const { range, cycle } = answers;
  const reach = Math.max(...LAG_SEARCH_QUARTERS) + 1;
  const first = [addQuarters(range.startDate, -reach), cycle.window.baseDate].sort()[0]!;
  const last = [range.endDate, cycle.window.end].sort().at(-1)!;
  return quarterRange(first, last);
}

/** The Inputs sheet: where every other sheet's formulas read the reported values. */
export interface InputsSheet {
  /** The value reported for the quarter, or null (a blank cell). */
  value(column: InputColumn, date: string): number | null;
  /** The cell of the quarter's value; only for a quarter that has one. */
  ref(column: InputColumn, date: string): string;
}

/**
 * Inputs: one row per quarter with the rate, the deposit cost and the balance as reported, and
 * the quarterly changes Δ = ROUND(x(t) − x(t − 1), 10) where both quarters have a value. A
 * missing value is a blank cell, never 0.
 */
export function writeInputsSheet(
  workbook: Workbook,
  heading: PackHeading,
  answers: AlcoPackAnswers,
): InputsSheet {
  const { series, regulatory } = answers;
  const sheet = addPackSheet(workbook, INPUTS_SHEET, heading, [
    { header: 'Report date', width: 12, format: FORMATS.date },
    { header: `${series.rate.rateName} (%)`, width: 14, format: FORMATS.percent },
    { header: `${series.metric.metricTitle} (%)`, width: 18, format: FORMATS.percent },
    { header: regulatory.balanceMetricTitle, width: 18, format: FORMATS.balance },
    { header: 'Δ rate (pp)', width: 12, format: FORMATS.change },
    { header: 'Δ cost (pp)', width: 12, format: FORMATS.change },
  ]);
  const values: Record<'rate' | 'cost' | 'balance', Map<string, number>> = {
    rate: byDate(series.rateValues),
    cost: byDate(series.cost),
    balance: byDate(answers.balance),
  };
  const rows = new Map<string, number>();
  const changes: Record<'rateChange' | 'costChange', Map<string, number>> = {
    rateChange: new Map(),
    costChange: new Map(),
  };
  quartersOf(answers).forEach((date, i) => {
    const row = i + 2;
    rows.set(date, row);
    put(sheet, row, COLUMNS.date, excelDate(date));
    for (const name of ['rate', 'cost', 'balance'] as const) {
      put(sheet, row, COLUMNS[name], values[name].get(date) ?? null);
    }
    const previous = addQuarters(date, -1);
    for (const [name, source] of [
      ['rateChange', 'rate'],
      ['costChange', 'cost'],
    ] as const) {
      const now = values[source].get(date);
      const before = values[source].get(previous);
      if (now === undefined || before === undefined || !rows.has(previous)) continue;
      const delta = change(now, before);
      changes[name].set(date, delta);
      const column = COLUMNS[source];
      put(
        sheet,
        row,
        COLUMNS[name],
        formula(`ROUND(${ref(null, column, row)}-${ref(null, column, row - 1)},10)`, delta),
      );
    }
  });

  const value = (column: InputColumn, date: string): number | null => {
    if (!rows.has(date)) return null;
    const source =
      column === 'rateChange' || column === 'costChange' ? changes[column] : values[column];
    return source.get(date) ?? null;
  };
  return {
    value,
    ref(column, date) {
      const row = rows.get(date);
      if (row === undefined || value(column, date) === null) {
        throw new Error(`The Inputs sheet has no ${column} for ${date}`);
      }
      return ref(INPUTS_SHEET, COLUMNS[column], row);
    },
  };
}
