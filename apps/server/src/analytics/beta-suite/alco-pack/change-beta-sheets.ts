import { quarterlyChanges } from '@app/core/analytics/quarterly-changes';
import type { BetaEstimate } from '@app/core/analytics/regression-inference';
import { addQuarters } from '@app/core/domain/quarters';
import type { CellValue, Workbook } from 'exceljs';
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
  NO_MOVE,
  put,
  ref,
  type FigureRef,
  type Format,
  type PackHeading,
} from './pack-sheet';

export const ASYMMETRIC_SHEET = 'Asymmetric Betas';
export const ROLLING_SHEET = 'Rolling Betas';

/** Excel 2010's name of the two-tailed t quantile: written with its file prefix. */
const T_INV = '_xlfn.T.INV.2T';
const margin = (df: string, se: string) => `${T_INV}(0.05,${df})*${se}`;

export interface SideFigures {
  beta: FigureRef;
  low: FigureRef;
  high: FigureRef;
}

/** The model rows: one per usable quarterly change, Δcost(t) beside Δrate(t − lag). */
interface ModelRows {
  dates: string[];
  /** First and last sheet row of the changes whose quarter lies in [from, to]; null if none. */
  rowsWithin(from: string, to: string): [number, number] | null;
  ys(first: number, last: number, sheet?: string | null): string;
  xs(first: number, last: number, sheet?: string | null): string;
}

const COLUMN = { costChange: 3, rateChange: 4, rising: 5, falling: 6 } as const;

type Side = 'up' | 'down';
const STATS = ['beta', 'se', 'df', 'low', 'high', 't', 'r2'] as const;
type Stat = (typeof STATS)[number];
const STAT_LABELS: Record<Stat, [string, string, Format]> = {
  beta: ['Beta', 'The side’s slope in LINEST.', FORMATS.beta],
  se: [
    'Standard error',
    'LINEST’s second row: √ of the slope’s variance in s²(XᵀX)⁻¹.',
    FORMATS.statistic,
  ],
  df: ['Degrees of freedom', 'n − k of the one model (k = 3 with both sides).', FORMATS.whole],
  low: ['95% CI, low', 'β − T.INV.2T(0.05, df) · SE.', FORMATS.beta],
  high: ['95% CI, high', 'β + T.INV.2T(0.05, df) · SE.', FORMATS.beta],
  t: ['t statistic', 'β / SE (none on an exact fit).', FORMATS.statistic],
  r2: ['R² (the one model)', 'LINEST’s third row.', FORMATS.statistic],
};

function writeModelRows(
  sheet: ReturnType<typeof addPackSheet>,
  answers: AlcoPackAnswers,
  inputs: InputsSheet,
): ModelRows {
  const { series, range, asymmetric } = answers;
  const { changes } = quarterlyChanges(series.cost, series.rateValues, {
    lagQuarters: asymmetric.lagQuarters,
    start: addQuarters(range.startDate, 1),
    end: range.endDate,
  });
  changes.forEach((change, i) => {
    const row = i + 2;
    const rateChange = ref(null, COLUMN.rateChange, row);
    put(sheet, row, 1, excelDate(change.reportDate));
    put(sheet, row, 2, excelDate(change.rateDate));
    put(sheet, row, 3, formula(inputs.ref('costChange', change.reportDate), change.metricChange));
    put(sheet, row, 4, formula(inputs.ref('rateChange', change.rateDate), change.rateChange));
    put(sheet, row, 5, formula(`MAX(${rateChange},0)`, Math.max(change.rateChange, 0)));
    put(sheet, row, 6, formula(`MIN(${rateChange},0)`, Math.min(change.rateChange, 0)));
  });
  const dates = changes.map((c) => c.reportDate);
  return {
    dates,
    rowsWithin(from, to) {
      const first = dates.findIndex((d) => d >= from);
      const last = dates.findLastIndex((d) => d <= to);
      return first < 0 || last < first ? null : [first + 2, last + 2];
    },
    ys: (first, last, on = null) => columnRange(on, COLUMN.costChange, first, last),
    xs: (first, last, on = null) => columnRange(on, COLUMN.rateChange, first, last),
  };
}

/**
 * Asymmetric Betas: the model rows (Δcost, Δrate and its rising and falling parts, from Inputs)
 * and one LINEST of Δcost on MAX(Δr, 0) and MIN(Δr, 0). That model is the interaction form
 * Δm = α + β·Δr + γ·Δr·D reparametrised (same fit, same residuals), so its two slopes are the
 * up-beta β and the down-beta β + γ directly, with their standard errors. A side without quarters
 * is left out of the regression, as the API leaves its column out.
 */
export function writeAsymmetricSheet(
  workbook: Workbook,
  heading: PackHeading,
  answers: AlcoPackAnswers,
  inputs: InputsSheet,
): { model: ModelRows; up: SideFigures; down: SideFigures } {
  const { asymmetric } = answers;
  const sheet = addPackSheet(workbook, ASYMMETRIC_SHEET, heading, [
    { header: 'Report date (t)', width: 12, format: FORMATS.date },
    { header: `Rate quarter (t − ${asymmetric.lagQuarters})`, width: 12, format: FORMATS.date },
    { header: 'Δ cost (pp)', width: 11, format: FORMATS.change },
    { header: 'Δ rate (pp)', width: 11, format: FORMATS.change },
    { header: 'Rising: MAX(Δr, 0)', width: 11, format: FORMATS.change },
    { header: 'Falling: MIN(Δr, 0)', width: 11, format: FORMATS.change },
    null,
  ]);
  const model = writeModelRows(sheet, answers, inputs);
  const last = model.dates.length + 1;
  const up = asymmetric.upQuarters > 0;
  const down = asymmetric.downQuarters > 0;
  // LINEST lists the slopes right to left, the intercept last.
  const xColumns =
    up && down ? [COLUMN.rising, COLUMN.falling] : [up ? COLUMN.rising : COLUMN.falling];
  const linest = `LINEST(${model.ys(2, last)},${ref(null, xColumns[0]!, 2)}:${ref(null, xColumns.at(-1)!, last)},TRUE,TRUE)`;
  const at = (row: number, column: number) => `INDEX(${linest},${row},${column})`;
  const slopeColumn = (side: Side) =>
    xColumns.length - xColumns.indexOf(side === 'up' ? COLUMN.rising : COLUMN.falling);
  const fitted = asymmetric.intercept !== null;

  const figures = figureBlock(sheet, 8, ['Up-beta (rising)', 'Down-beta (falling)']);
  // The statistics' rows in the block, in order: a cell's reference is known before it is written.
  const cellOf = (stat: Stat, side: Side) =>
    ref(null, side === 'up' ? 9 : 10, 2 + STATS.indexOf(stat), true);
  const sideCell = (stat: Stat, side: Side, estimate: BetaEstimate | null): CellValue => {
    if (!estimate) return INSUFFICIENT;
    const column = slopeColumn(side);
    const [beta, se, df] = (['beta', 'se', 'df'] as const).map((k) => cellOf(k, side));
    switch (stat) {
      case 'beta':
        return formula(at(1, column), estimate.beta);
      case 'se':
        return formula(at(2, column), estimate.standardError);
      case 'df':
        return formula(at(4, 2), estimate.degreesOfFreedom);
      case 'low':
        return formula(`${beta}-${margin(df!, se!)}`, estimate.confidenceInterval[0]);
      case 'high':
        return formula(`${beta}+${margin(df!, se!)}`, estimate.confidenceInterval[1]);
      case 't':
        return formula(`IF(${se}>0,${beta}/${se},"")`, estimate.tStatistic ?? '');
      case 'r2':
        return formula(at(3, 1), estimate.rSquared);
    }
  };
  const [beta, , , low, high] = STATS.map((stat) =>
    figures.addRow(
      STAT_LABELS[stat][0],
      [sideCell(stat, 'up', asymmetric.upBeta), sideCell(stat, 'down', asymmetric.downBeta)],
      STAT_LABELS[stat][1],
      STAT_LABELS[stat][2],
    ),
  ) as FigureRef[][];
  const rateChanges = model.xs(2, last);
  const counted = model.dates.length > 0;
  figures.addRow(
    'Quarters on the side (n)',
    [
      counted ? formula(`COUNTIF(${rateChanges},">${NO_MOVE}")`, asymmetric.upQuarters) : 0,
      counted ? formula(`COUNTIF(${rateChanges},"<-${NO_MOVE}")`, asymmetric.downQuarters) : 0,
    ],
    `Rate moves beyond ${NO_MOVE} pp up or down; under ${asymmetric.minimumQuartersPerSide} on a side: ${INSUFFICIENT}.`,
    FORMATS.whole,
  );
  figures.add(
    'Intercept (drift without a rate move)',
    fitted ? formula(at(1, xColumns.length + 1), asymmetric.intercept) : INSUFFICIENT,
    'Last column of LINEST’s first row.',
    FORMATS.statistic,
  );
  figures.add(
    'Quarters in the model',
    counted ? formula(`COUNT(${rateChanges})`, asymmetric.n) : 0,
    `Flat quarters (no rate move) inform the intercept only: ${asymmetric.flatQuarters}.`,
    FORMATS.whole,
  );
  const side = (i: 0 | 1): SideFigures => ({ beta: beta![i]!, low: low![i]!, high: high![i]! });
  return { model, up: side(0), down: side(1) };
}

/**
 * Rolling Betas: for each 8- and 12-quarter point, SLOPE, LINEST's standard error, RSQ and the
 * 95% interval over its window's model rows on the Asymmetric Betas sheet (the same changes at the
 * same lag).
 */
export function writeRollingSheet(
  workbook: Workbook,
  heading: PackHeading,
  answers: AlcoPackAnswers,
  model: ModelRows,
): void {
  const sheet = addPackSheet(workbook, ROLLING_SHEET, heading, [
    { header: 'Window (quarters)', width: 10, format: FORMATS.whole },
    { header: 'Report date', width: 12, format: FORMATS.date },
    { header: 'Window start', width: 12, format: FORMATS.date },
    { header: 'Changes (n)', width: 9, format: FORMATS.whole },
    { header: 'Beta', width: 10, format: FORMATS.beta },
    { header: 'Standard error', width: 11, format: FORMATS.statistic },
    { header: 'Degrees of freedom', width: 10, format: FORMATS.whole },
    { header: '95% CI, low', width: 10, format: FORMATS.beta },
    { header: '95% CI, high', width: 10, format: FORMATS.beta },
    { header: 'R²', width: 10, format: FORMATS.statistic },
  ]);
  let row = 1;
  for (const { windowQuarters, points } of answers.rolling.rollingBetas) {
    for (const point of points) {
      row += 1;
      put(sheet, row, 1, windowQuarters);
      put(sheet, row, 2, excelDate(point.reportDate));
      put(sheet, row, 3, excelDate(point.windowStart));
      const rows = model.rowsWithin(point.windowStart, point.reportDate);
      const ys = rows && model.ys(rows[0], rows[1], ASYMMETRIC_SHEET);
      const xs = rows && model.xs(rows[0], rows[1], ASYMMETRIC_SHEET);
      put(sheet, row, 4, ys ? formula(`COUNT(${ys})`, point.n) : 0);
      const estimate = point.estimate;
      if (!estimate || !ys || !xs) {
        for (let column = 5; column <= 10; column++) put(sheet, row, column, INSUFFICIENT);
        continue;
      }
      const [beta, se, df] = [5, 6, 7].map((c) => ref(null, c, row)) as [string, string, string];
      put(sheet, row, 5, formula(`SLOPE(${ys},${xs})`, estimate.beta));
      put(
        sheet,
        row,
        6,
        formula(`INDEX(LINEST(${ys},${xs},TRUE,TRUE),2,1)`, estimate.standardError),
      );
      put(sheet, row, 7, formula(`${ref(null, 4, row)}-2`, estimate.degreesOfFreedom));
      put(sheet, row, 8, formula(`${beta}-${margin(df, se)}`, estimate.confidenceInterval[0]));
      put(sheet, row, 9, formula(`${beta}+${margin(df, se)}`, estimate.confidenceInterval[1]));
      put(sheet, row, 10, formula(`RSQ(${ys},${xs})`, estimate.rSquared));
    }
  }
}
