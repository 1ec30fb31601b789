import { median } from '@app/core/analytics/median';
import type { CycleBetaResult } from '@app/core/api/beta-suite';
import type { DecayResult } from '@app/core/api/decay';
import type { Workbook } from 'exceljs';
import type { OwnSeries } from '../../own-data/own-quarterly';
import {
  addPackSheet,
  columnRange,
  excelDate,
  figureBlock,
  formula,
  FORMATS,
  INSUFFICIENT,
  put,
  ref,
  type FigureRef,
  type PackHeading,
} from './pack-sheet';
import { addCycleSheet, cycleBetaCell, writeCycleRows } from './cycle-beta-sheet';

export const OWN_DATA_SHEET = 'Own Data';
/** Products beyond this many are on the Own Data sheet only: a workbook of 200 sheets helps no one. */
export const OWN_PRODUCT_SHEETS = 30;

/** One product of the own deposit data, as the pack shows it. */
export interface OwnProductFigures {
  product: string;
  category: string;
  series: OwnSeries;
  /** The Cycle Beta page's answer on this product (same cycle and rate as the pack's). */
  cycle: CycleBetaResult;
  /** The decay analysis on this product over the pack's range. */
  decay: DecayResult;
}

/** The own deposit data of the pack (issue 29). */
export interface OwnPackFigures {
  rateName: string;
  /** The market rate's quarterly values, by report date. */
  rate: ReadonlyMap<string, number>;
  products: OwnProductFigures[];
}

/** Where each product's quarter stands on the Own Data sheet. */
interface OwnInputs {
  cell(product: string, column: 'balance' | 'ratePaid' | 'rate', date: string): string | null;
}

const COLUMN = { balance: 4, ratePaid: 5, rate: 6 } as const;

/**
 * Own Data: the input sheet, one row per product and quarter with the quarter-end balance, the
 * rate paid (the mean of the quarter's months, as uploaded) and the market rate; every own-data
 * sheet's formulas read it. A quarter without a value is a blank cell, never 0.
 */
function writeOwnInputsSheet(workbook: Workbook, heading: PackHeading, own: OwnPackFigures) {
  const sheet = addPackSheet(workbook, OWN_DATA_SHEET, heading, [
    { header: 'Product', width: 26 },
    { header: 'Category', width: 22 },
    { header: 'Report date', width: 12, format: FORMATS.date },
    { header: 'Balance, quarter end', width: 18, format: FORMATS.balance },
    { header: 'Rate paid, quarter mean (%)', width: 14, format: FORMATS.percent },
    { header: `${own.rateName} (%)`, width: 12, format: FORMATS.percent },
  ]);
  const cells = new Map<string, string>();
  let row = 1;
  for (const p of own.products) {
    const balances = new Map(p.series.balance.map((q) => [q.reportDate, q.value]));
    const rates = new Map(p.series.ratePaid.map((q) => [q.reportDate, q.value]));
    const dates = [...new Set([...balances.keys(), ...rates.keys()])].sort();
    for (const date of dates) {
      row += 1;
      put(sheet, row, 1, p.product);
      put(sheet, row, 2, p.category);
      put(sheet, row, 3, excelDate(date));
      const values = {
        balance: balances.get(date),
        ratePaid: rates.get(date),
        rate: own.rate.get(date),
      };
      for (const [column, value] of Object.entries(values) as [
        keyof typeof COLUMN,
        number | undefined,
      ][]) {
        if (value === undefined) continue;
        put(sheet, row, COLUMN[column], value);
        cells.set(
          `${p.product}\u0000${column}\u0000${date}`,
          ref(OWN_DATA_SHEET, COLUMN[column], row, true),
        );
      }
    }
  }
  const inputs: OwnInputs = {
    cell: (product, column, date) => cells.get(`${product}\u0000${column}\u0000${date}`) ?? null,
  };
  return inputs;
}

/** A sheet name Excel accepts (31 characters, none of []:*?/\), unique by its number. */
const sheetNameOf = (index: number, product: string) =>
  `Own ${index + 1} ${product.replace(/[[\]:*?/\\]/g, ' ')}`.slice(0, 31);

/** What the Summary reads of each product's sheet. */
export interface OwnProductCells {
  product: string;
  sheet: string;
  cycleBeta: FigureRef;
  decayFactor: FigureRef;
}

/**
 * One product's sheet: its cycle beta, quarter by quarter, as formulas over Own Data (the Cycle
 * Beta sheet's layout and arithmetic, cycle-beta-sheet.ts), and its decay: the quarter-end
 * balances with the decay module's volatilities, their median and the decay factor
 * d = 1 − (1 − m)^0.25.
 */
function writeOwnProductSheet(
  workbook: Workbook,
  heading: PackHeading,
  index: number,
  p: OwnProductFigures,
  inputs: OwnInputs,
  rates: ReadonlyMap<string, number>,
): OwnProductCells {
  const name = sheetNameOf(index, p.product);
  const { cycle, decay } = p;
  const sheet = addCycleSheet(workbook, name, heading, {
    level: 'Rate paid (%)',
    levelChange: 'Rate paid change since base (pp)',
    rateName: cycle.rateName,
  });
  const endRow = writeCycleRows(sheet, cycle, (row, date) => {
    put(sheet, row, 1, excelDate(date));
    const paid = inputs.cell(p.product, 'ratePaid', date);
    const rate = inputs.cell(p.product, 'rate', date);
    const paidValue = p.series.ratePaid.find((q) => q.reportDate === date)?.value ?? null;
    if (paid) put(sheet, row, 2, formula(paid, paidValue));
    if (rate) put(sheet, row, 3, formula(rate, rates.get(date) ?? null));
    return paid !== null && rate !== null;
  });

  // The decay table below the cycle's, two rows apart.
  const top = endRow + 3;
  put(sheet, top, 1, 'Report date');
  put(sheet, top, 2, 'Balance');
  put(sheet, top, 3, 'Volatility (4-quarter SD / mean)');
  sheet.getRow(top).font = { bold: true };
  decay.points.forEach((point, i) => {
    const row = top + 1 + i;
    put(sheet, row, 1, excelDate(point.reportDate));
    const cell = inputs.cell(p.product, 'balance', point.reportDate);
    put(sheet, row, 2, cell ? formula(cell, point.value) : point.value, FORMATS.balance);
    put(sheet, row, 3, point.standardAverageBalanceVolatile, FORMATS.statistic);
  });
  const lastRow = top + decay.points.length;

  const figures = figureBlock(sheet, 8);
  figures.add('Product', `${p.product} (${p.category})`, '');
  figures.add('Cycle', `${cycle.window.label} (${cycle.window.start} to ${cycle.window.end})`, '');
  const cycleBeta = figures.add(
    'Cycle beta, own data',
    cycleBetaCell(cycle, endRow),
    '(rate paid(end) − rate paid(base)) / (rate(end) − rate(base)): the last quarter’s cumulative beta.',
    FORMATS.beta,
  );
  const volatilities = decay.points
    .map((q) => q.standardAverageBalanceVolatile)
    .filter((v): v is number => v !== null);
  const known = !decay.insufficientData && volatilities.length > 0;
  const medianVolatility = figures.add(
    'Median volatility, balance',
    known
      ? formula(`MEDIAN(${columnRange(null, 3, top + 1, lastRow)})`, median(volatilities))
      : INSUFFICIENT,
    'Median of the quarters’ 4-quarter volatilities (input from the decay module, as on the Decay sheet).',
    FORMATS.statistic,
  );
  const decayFactor = figures.add(
    'Decay factor, balance (quarterly)',
    decay.actual.decayFactor === null || !known
      ? INSUFFICIENT
      : formula(`1-(1-${medianVolatility.local})^0.25`, decay.actual.decayFactor),
    'd = 1 − (1 − m)^0.25.',
    FORMATS.statistic,
  );
  figures.add(
    'WAL, stable balance (years)',
    decay.stable.pctDeclineWal ?? INSUFFICIENT,
    'Input from the decay module, as on the Decay sheet.',
    FORMATS.years,
  );
  return { product: p.product, sheet: name, cycleBeta, decayFactor };
}

/** The Own Data input sheet and one sheet per product (the first OWN_PRODUCT_SHEETS). */
export function writeOwnDataSheets(
  workbook: Workbook,
  heading: PackHeading,
  own: OwnPackFigures,
): OwnProductCells[] {
  const inputs = writeOwnInputsSheet(workbook, heading, own);
  return own.products
    .slice(0, OWN_PRODUCT_SHEETS)
    .map((p, i) => writeOwnProductSheet(workbook, heading, i, p, inputs, own.rate));
}
