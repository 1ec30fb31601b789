import type { Workbook } from 'exceljs';
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
  const sheet = addPackSheet(workbook, CYCLE_SHEET, heading, [
    { header: 'Report date', width: 12, format: FORMATS.date },
    { header: `${cycle.metricTitle} (%)`, width: 16, format: FORMATS.percent },
    { header: `${cycle.rateName} (%)`, width: 12, format: FORMATS.percent },
    { header: 'Cost change since base (pp)', width: 14, format: FORMATS.change },
    { header: 'Rate change since base (pp)', width: 14, format: FORMATS.change },
    { header: 'Cumulative beta', width: 12, format: FORMATS.beta },
    null,
  ]);
  const { baseDate } = cycle.window;
  const known = (date: string) =>
    inputs.value('cost', date) !== null && inputs.value('rate', date) !== null;
  const writeLevels = (row: number, date: string) => {
    put(sheet, row, 1, excelDate(date));
    const cost = inputs.value('cost', date);
    const rate = inputs.value('rate', date);
    if (cost !== null) put(sheet, row, 2, formula(inputs.ref('cost', date), cost));
    if (rate !== null) put(sheet, row, 3, formula(inputs.ref('rate', date), rate));
  };
  writeLevels(2, baseDate);
  put(sheet, 2, 7, 'Base: the quarter before the cycle');
  const base = { cost: ref(null, 2, 2, true), rate: ref(null, 3, 2, true) };
  cycle.path.forEach((point, i) => {
    const row = i + 3;
    writeLevels(row, point.reportDate);
    if (!known(baseDate) || !known(point.reportDate)) return;
    const costChange = ref(null, 4, row);
    const rateChange = ref(null, 5, row);
    put(sheet, row, 4, formula(`${ref(null, 2, row)}-${base.cost}`, point.metricChange));
    put(sheet, row, 5, formula(`${ref(null, 3, row)}-${base.rate}`, point.rateChange));
    // No beta where the rate is back at its base level: nothing to divide by.
    put(
      sheet,
      row,
      6,
      formula(
        `IF(ABS(${rateChange})<=${NO_MOVE},"",${costChange}/${rateChange})`,
        point.cumulativeBeta ?? '',
      ),
    );
  });
  const endRow = cycle.path.length + 2;
  const figures = figureBlock(sheet, 8);
  figures.add('Cycle', `${cycle.window.label} (${cycle.window.start} to ${cycle.window.end})`, '');
  const cycleBeta = figures.add(
    'Cycle beta',
    cycle.cycleBeta === null ? INSUFFICIENT : formula(ref(null, 6, endRow), cycle.cycleBeta),
    '(cost(end) − cost(base)) / (rate(end) − rate(base)): the cumulative beta of the last quarter.',
    FORMATS.beta,
  );
  return { cycleBeta };
}
