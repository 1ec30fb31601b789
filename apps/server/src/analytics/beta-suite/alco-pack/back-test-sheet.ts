import { addQuarters } from '@app/core/domain/quarters';
import type { Workbook } from 'exceljs';
import type { AlcoPackAnswers } from './alco-pack-answers';
import type { InputsSheet } from './inputs-sheet';
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
import { costStep, writeBetaFigures } from './projection-cells';

export const BACK_TEST_SHEET = 'Back-Test';

const C = {
  date: 1,
  k: 2,
  rate: 3,
  driving: 4,
  predictedCost: 5,
  reportedCost: 6,
  costError: 7,
  predictedBalance: 8,
  reportedBalance: 9,
  balanceError: 10,
  errorShare: 11,
} as const;

/**
 * Back-Test: from quarter T − 4, the cost predicted along the rates reported since,
 * MAX(0, cost(h − 1) + b·Δr(h − L)), and the balance B(T − 4)·(1 − d)^k, against what was
 * reported, with the errors and their mean absolute values. The beta and decay factor were
 * estimated on data through T − 4 only: they are inputs here, since the other sheets estimate on
 * the whole range.
 */
export function writeBackTestSheet(
  workbook: Workbook,
  heading: PackHeading,
  answers: AlcoPackAnswers,
  inputs: InputsSheet,
): { costError: FigureRef; balanceErrorShare: FigureRef } {
  const { assumptions, backTest } = answers.backTest;
  const sheet = addPackSheet(workbook, BACK_TEST_SHEET, heading, [
    { header: 'Report date', width: 12, format: FORMATS.date },
    { header: 'k', width: 4, format: FORMATS.whole },
    { header: 'Rate (%)', width: 9, format: FORMATS.percent },
    {
      header: `Driving rate change Δr(k − ${assumptions.lagQuarters}) (pp)`,
      width: 12,
      format: FORMATS.change,
    },
    { header: 'Predicted cost (%)', width: 10, format: FORMATS.percent },
    { header: 'Reported cost (%)', width: 10, format: FORMATS.percent },
    { header: 'Cost error (pp)', width: 10, format: FORMATS.change },
    { header: 'Predicted balance', width: 15, format: FORMATS.balance },
    { header: 'Reported balance', width: 15, format: FORMATS.balance },
    { header: 'Balance error', width: 13, format: FORMATS.balance },
    { header: 'Balance error share', width: 10, format: FORMATS.share },
    null,
  ]);
  const figures = figureBlock(sheet, 13);
  const beta = writeBetaFigures(
    figures,
    assumptions,
    {},
    `Input: the ${assumptions.kind} beta estimated as its sheet does, on data through ${backTest.estimationEnd} only.`,
  );
  const decay = figures.add(
    'Decay factor (quarterly)',
    assumptions.decayFactor ?? INSUFFICIENT,
    `Input: the decay module’s decay factor of the balance, on data through ${backTest.estimationEnd} only (the Decay sheet’s method).`,
    FORMATS.statistic,
  );

  const start = backTest.estimationEnd;
  const levels = (row: number, date: string) => {
    put(sheet, row, C.date, excelDate(date));
    for (const [column, name] of [
      [C.rate, 'rate'],
      [C.reportedCost, 'cost'],
      [C.reportedBalance, 'balance'],
    ] as const) {
      const value = inputs.value(name, date);
      if (value !== null) put(sheet, row, column, formula(inputs.ref(name, date), value));
    }
  };
  levels(2, start);
  put(sheet, 2, C.k, 0);
  const startCost = inputs.value('cost', start);
  if (startCost !== null)
    put(sheet, 2, C.predictedCost, formula(ref(null, C.reportedCost, 2), startCost));
  const startBalance = inputs.value('balance', start);
  if (startBalance !== null) {
    put(sheet, 2, C.predictedBalance, formula(ref(null, C.reportedBalance, 2), startBalance));
  }

  backTest.quarters.forEach((q, i) => {
    const row = i + 3;
    const k = i + 1;
    const at = (column: number) => ref(null, column, row);
    levels(row, q.reportDate);
    put(sheet, row, C.k, k);
    const drivingDate = addQuarters(start, k - assumptions.lagQuarters);
    const driving = inputs.value('rateChange', drivingDate);
    if (driving !== null) {
      put(sheet, row, C.driving, formula(inputs.ref('rateChange', drivingDate), driving));
    }
    if (beta && q.predictedCost !== null) {
      const previous = ref(null, C.predictedCost, row - 1);
      put(
        sheet,
        row,
        C.predictedCost,
        formula(costStep(previous, at(C.driving), beta), q.predictedCost),
      );
    }
    put(
      sheet,
      row,
      C.costError,
      formula(`${at(C.predictedCost)}-${at(C.reportedCost)}`, q.costError),
    );
    put(
      sheet,
      row,
      C.predictedBalance,
      formula(
        `${ref(null, C.predictedBalance, 2, true)}*(1-${decay.local})^${at(C.k)}`,
        q.predictedBalance,
      ),
    );
    put(
      sheet,
      row,
      C.balanceError,
      formula(`${at(C.predictedBalance)}-${at(C.reportedBalance)}`, q.balanceError),
    );
    put(
      sheet,
      row,
      C.errorShare,
      formula(`${at(C.balanceError)}/${at(C.reportedBalance)}`, q.balanceErrorShare),
    );
  });
  const last = backTest.quarters.length + 2;
  const meanAbsolute = (column: number) => {
    const cells = columnRange(null, column, 3, last);
    return `SUMPRODUCT(ABS(${cells}))/COUNT(${cells})`;
  };
  const costError = figures.add(
    'Mean absolute cost error (pp)',
    backTest.meanAbsoluteCostError === null
      ? INSUFFICIENT
      : formula(meanAbsolute(C.costError), backTest.meanAbsoluteCostError),
    'Mean of |predicted − reported| over the quarters with both.',
    FORMATS.change,
  );
  const balanceErrorShare = figures.add(
    'Mean absolute balance error share',
    backTest.meanAbsoluteBalanceErrorShare === null
      ? INSUFFICIENT
      : formula(meanAbsolute(C.errorShare), backTest.meanAbsoluteBalanceErrorShare),
    'Mean of |balance error / reported balance|: a run-off with no new money under-predicts growth.',
    FORMATS.share,
  );
  return { costError, balanceErrorShare };
}
