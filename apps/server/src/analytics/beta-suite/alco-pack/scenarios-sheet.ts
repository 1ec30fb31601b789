import { addQuarters } from '@app/core/domain/quarters';
import type { Workbook } from 'exceljs';
import type { AlcoPackAnswers } from './alco-pack-answers';
import type { InputsSheet } from './inputs-sheet';
import {
  addPackSheet,
  excelDate,
  figureBlock,
  formula,
  FORMATS,
  put,
  ref,
  type PackHeading,
} from './pack-sheet';
import { costStep, flooredStep, writeBetaFigures, type BetaSources } from './projection-cells';

export const SCENARIOS_SHEET = 'Scenarios';

/** A scenario's projected cost in its last quarter, where it has one. */
export interface EndCost {
  cell: string;
  value: number;
}

const C = { label: 1, shock: 2, quarter: 3, date: 4, rate: 5, driving: 6, cost: 7, floored: 8 };
const START_ROW = 2;

/**
 * Scenarios: from the last quarter with a cost and a rate, each parallel shock's rate path
 * MAX(0, rate + shock / 100) (or the custom path, typed in), the rate change that drives each
 * quarter, Δr(h − L) (the reported changes before the start for h ≤ L), and the projected cost
 * MAX(0, cost(h − 1) + b·Δr(h − L)).
 */
export function writeScenariosSheet(
  workbook: Workbook,
  heading: PackHeading,
  answers: AlcoPackAnswers,
  inputs: InputsSheet,
  sources: BetaSources,
): { endCosts: Map<string, EndCost> } {
  const { scenarios } = answers;
  const sheet = addPackSheet(workbook, SCENARIOS_SHEET, heading, [
    { header: 'Scenario', width: 12 },
    { header: 'Shock (bp)', width: 8, format: FORMATS.whole },
    { header: 'Quarter (h)', width: 8, format: FORMATS.whole },
    { header: 'Report date', width: 12, format: FORMATS.date },
    { header: `${scenarios.rateName} (%)`, width: 10, format: FORMATS.percent },
    { header: 'Driving rate change (pp)', width: 11, format: FORMATS.change },
    { header: `Projected ${scenarios.metricTitle} (%)`, width: 14, format: FORMATS.percent },
    { header: 'Held at 0', width: 8 },
    null,
  ]);
  const figures = figureBlock(sheet, 10);
  const { betaUsed, startDate } = scenarios;
  const beta = writeBetaFigures(
    figures,
    betaUsed,
    sources,
    `Input: the ${betaUsed.kind} beta estimated on data through ${betaUsed.estimatedThrough}.`,
  );
  const endCosts = new Map<string, EndCost>();
  if (startDate === null) {
    put(sheet, START_ROW, C.label, 'No quarter of the range has both a deposit cost and the rate.');
    return { endCosts };
  }
  put(sheet, START_ROW, C.label, 'Start');
  put(sheet, START_ROW, C.quarter, 0);
  put(sheet, START_ROW, C.date, excelDate(startDate));
  put(sheet, START_ROW, C.rate, formula(inputs.ref('rate', startDate), scenarios.startRate));
  put(sheet, START_ROW, C.cost, formula(inputs.ref('cost', startDate), scenarios.startCost));
  const startRate = ref(null, C.rate, START_ROW, true);
  const lag = betaUsed.lagQuarters;

  let row = START_ROW;
  for (const scenario of scenarios.scenarios) {
    if (scenario.projection.length === 0) {
      row += 1;
      put(sheet, row, C.label, scenario.label);
      put(sheet, row, C.shock, scenario.shockBp);
      put(sheet, row, C.date, scenario.unavailableReason);
      continue;
    }
    const firstRow = row + 1;
    for (const q of scenario.projection) {
      row += 1;
      const at = (column: number) => ref(null, column, row);
      put(sheet, row, C.label, scenario.label);
      put(sheet, row, C.shock, scenario.shockBp);
      put(sheet, row, C.quarter, q.quarter);
      put(sheet, row, C.date, excelDate(q.reportDate));
      put(
        sheet,
        row,
        C.rate,
        scenario.shockBp === null
          ? q.rate
          : formula(`MAX(0,${startRate}+${at(C.shock)}/100)`, q.rate),
      );
      // Δr(j), j = h − L: a change of the path for j ≥ 1, a reported change before the start else.
      const j = q.quarter - lag;
      const rateRow = (n: number) => (n === 0 ? START_ROW : firstRow + n - 1);
      if (j >= 1) {
        const change = `${ref(null, C.rate, rateRow(j))}-${ref(null, C.rate, rateRow(j - 1))}`;
        put(sheet, row, C.driving, formula(change, q.drivingRateChange));
      } else {
        const date = addQuarters(startDate, j);
        if (q.drivingRateChange !== null) {
          put(sheet, row, C.driving, formula(inputs.ref('rateChange', date), q.drivingRateChange));
        }
      }
      if (!beta || q.depositCost === null) continue;
      const previous =
        q.quarter === 1 ? ref(null, C.cost, START_ROW, true) : ref(null, C.cost, row - 1);
      put(sheet, row, C.cost, formula(costStep(previous, at(C.driving), beta), q.depositCost));
      put(
        sheet,
        row,
        C.floored,
        formula(flooredStep(previous, at(C.driving), beta), q.floored ? 'Yes' : ''),
      );
    }
    const end = scenario.projection.at(-1)!.depositCost;
    if (beta && end !== null) {
      endCosts.set(scenario.label, { cell: ref(SCENARIOS_SHEET, C.cost, row, true), value: end });
    }
  }
  return { endCosts };
}
