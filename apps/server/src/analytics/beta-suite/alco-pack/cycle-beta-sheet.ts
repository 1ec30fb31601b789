import type { CycleBetaResult } from '@app/core/api/beta-suite';
import type { Workbook, Worksheet } from 'exceljs';
import type { AlcoPackAnswers } from './alco-pack-answers';
import type { InputsSheet } from './inputs-sheet';
import {
  addPackSheet,
  excelDate,
  figureBlock,
  formula,
  FORMATS,
  INSUFFICIENT,
  NO_MOVE,
  put,
  ref,
  type FigureRef,
  type PackHeading,
} from './pack-sheet';

export const CYCLE_SHEET = 'Cycle Beta';

/**
 * The Cycle Beta layout, shared with the own data's product sheets: the report date, a level
 * (the deposit cost, or a product's rate paid) and the rate, both changes since the base, the
 * cumulative beta, and a last column for the figures.
 */
export function addCycleSheet(
  workbook: Workbook,
  name: string,
  heading: PackHeading,
  titles: { level: string; levelChange: string; rateName: string },
) {
  return addPackSheet(workbook, name, heading, [
    { header: 'Report date', width: 12, format: FORMATS.date },
    { header: titles.level, width: 16, format: FORMATS.percent },
    { header: `${titles.rateName} (%)`, width: 12, format: FORMATS.percent },
    { header: titles.levelChange, width: 14, format: FORMATS.change },
    { header: 'Rate change since base (pp)', width: 14, format: FORMATS.change },
    { header: 'Cumulative beta', width: 12, format: FORMATS.beta },
    null,
  ]);
}

/**
 * The cycle's rows under that layout: the base quarter in row 2, then each quarter of the path
 * with its changes since the base and the cumulative beta Δlevel / Δrate as formulas. `levels`
 * writes a quarter's date, level and rate (columns 1 to 3) and says whether it has both; a
 * quarter missing either, or a base missing either, has blank changes. Answers the last row.
 */
export function writeCycleRows(
  sheet: Worksheet,
  cycle: CycleBetaResult,
  levels: (row: number, date: string) => boolean,
): number {
  const baseKnown = levels(2, cycle.window.baseDate);
  put(sheet, 2, 7, 'Base: the quarter before the cycle');
  const base = { level: ref(null, 2, 2, true), rate: ref(null, 3, 2, true) };
  cycle.path.forEach((point, i) => {
    const row = i + 3;
    if (!levels(row, point.reportDate) || !baseKnown) return;
    const levelChange = ref(null, 4, row);
    const rateChange = ref(null, 5, row);
    put(sheet, row, 4, formula(`${ref(null, 2, row)}-${base.level}`, point.metricChange));
    put(sheet, row, 5, formula(`${ref(null, 3, row)}-${base.rate}`, point.rateChange));
    // No beta where the rate is back at its base level: nothing to divide by.
    put(
      sheet,
      row,
      6,
      formula(
        `IF(ABS(${rateChange})<=${NO_MOVE},"",${levelChange}/${rateChange})`,
        point.cumulativeBeta ?? '',
      ),
    );
  });
  return cycle.path.length + 2;
}

/** The cycle beta: the last row's cumulative beta, or Insufficient Data. */
export const cycleBetaCell = (cycle: CycleBetaResult, endRow: number) =>
  cycle.cycleBeta === null ? INSUFFICIENT : formula(ref(null, 6, endRow), cycle.cycleBeta);

/**
 * Cycle Beta: the base quarter, then each quarter of the cycle with its cost and rate (from
 * Inputs), their changes since the base and the cumulative beta Δcost / Δrate; the cycle beta is
 * the last quarter's. A quarter missing the cost or the rate has blank changes.
 */
export function writeCycleBetaSheet(
  workbook: Workbook,
  heading: PackHeading,
  answers: AlcoPackAnswers,
  inputs: InputsSheet,
): { cycleBeta: FigureRef } {
  const { cycle } = answers;
  const sheet = addCycleSheet(workbook, CYCLE_SHEET, heading, {
    level: `${cycle.metricTitle} (%)`,
    levelChange: 'Cost change since base (pp)',
    rateName: cycle.rateName,
  });
  const endRow = writeCycleRows(sheet, cycle, (row, date) => {
    put(sheet, row, 1, excelDate(date));
    const cost = inputs.value('cost', date);
    const rate = inputs.value('rate', date);
    if (cost !== null) put(sheet, row, 2, formula(inputs.ref('cost', date), cost));
    if (rate !== null) put(sheet, row, 3, formula(inputs.ref('rate', date), rate));
    return cost !== null && rate !== null;
  });
  const figures = figureBlock(sheet, 8);
  figures.add('Cycle', `${cycle.window.label} (${cycle.window.start} to ${cycle.window.end})`, '');
  const cycleBeta = figures.add(
    'Cycle beta',
    cycleBetaCell(cycle, endRow),
    '(cost(end) − cost(base)) / (rate(end) − rate(base)): the cumulative beta of the last quarter.',
    FORMATS.beta,
  );
  return { cycleBeta };
}
