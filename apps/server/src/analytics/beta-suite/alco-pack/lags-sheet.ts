import { LAG_R_SQUARED_NEAR_TIE } from '@app/core/analytics/lag-search';
import { addQuarters, quarterRange } from '@app/core/domain/quarters';
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

export const LAGS_SHEET = 'Lags';

const FIGURES_COLUMN = 10;
/** Columns of the lag table (after its label): lag, pairs, beta, intercept, R², mark. */
const LAG_VALUES = ['Lag (quarters)', 'Usable pairs', 'Beta', 'Intercept', 'R²', 'Mark'];
const valueColumn = (name: (typeof LAG_VALUES)[number]) =>
  FIGURES_COLUMN + 1 + LAG_VALUES.indexOf(name);

/**
 * Lags: each quarter of the range with its cost and the rate 0 to 4 quarters before (from
 * Inputs; blank where missing), and per lag SLOPE, INTERCEPT and RSQ of cost(t) on rate(t − L)
 * over the quarters with both (the functions pass over pairs with a blank), the best R² marked
 * (the shorter lag on a tie) and the lags within 0.02 of it.
 */
export function writeLagsSheet(
  workbook: Workbook,
  heading: PackHeading,
  answers: AlcoPackAnswers,
  inputs: InputsSheet,
): { bestLag: FigureRef; betaOfLag: (lag: number) => FigureRef | undefined } {
  const { lags, range } = answers;
  const sheet = addPackSheet(workbook, LAGS_SHEET, heading, [
    { header: 'Report date (t)', width: 12, format: FORMATS.date },
    { header: `${lags.metricTitle} (%)`, width: 14, format: FORMATS.percent },
    ...lags.rows.map((row) => ({
      header: `${lags.rateName} (t − ${row.lagQuarters}) (%)`,
      width: 11,
      format: FORMATS.percent,
    })),
    null,
  ]);
  const quarters = quarterRange(range.startDate, range.endDate);
  quarters.forEach((date, i) => {
    const row = i + 2;
    put(sheet, row, 1, excelDate(date));
    const cost = inputs.value('cost', date);
    if (cost !== null) put(sheet, row, 2, formula(inputs.ref('cost', date), cost));
    lags.rows.forEach(({ lagQuarters }, j) => {
      const rateDate = addQuarters(date, -lagQuarters);
      const rate = inputs.value('rate', rateDate);
      if (rate !== null) put(sheet, row, 3 + j, formula(inputs.ref('rate', rateDate), rate));
    });
  });
  const last = quarters.length + 1;
  const costs = columnRange(null, 2, 2, last);

  const figures = figureBlock(sheet, FIGURES_COLUMN, LAG_VALUES);
  const firstLagRow = 2;
  const lastLagRow = lags.rows.length + 1;
  const column = (name: string) =>
    `${ref(null, valueColumn(name), firstLagRow, true)}:${ref(null, valueColumn(name), lastLagRow, true)}`;
  const rSquared = column('R²');
  const firstR2 = ref(null, valueColumn('R²'), firstLagRow, true);
  const betas = new Map<number, FigureRef>();
  lags.rows.forEach((lag, j) => {
    const row = firstLagRow + j;
    const rates = columnRange(null, 3 + j, 2, last);
    const r2 = ref(null, valueColumn('R²'), row);
    const fits = lag.rSquared !== null;
    const mark = lag.best ? 'Best' : lag.nearBest ? 'Near best' : '';
    const cells = figures.addRow(
      `Lag ${lag.lagQuarters}`,
      [
        lag.lagQuarters,
        formula(`SUMPRODUCT(ISNUMBER(${costs})*ISNUMBER(${rates}))`, lag.n),
        fits ? formula(`SLOPE(${costs},${rates})`, lag.beta) : INSUFFICIENT,
        fits ? formula(`INTERCEPT(${costs},${rates})`, lag.intercept) : INSUFFICIENT,
        fits ? formula(`RSQ(${costs},${rates})`, lag.rSquared) : INSUFFICIENT,
        formula(
          `IF(NOT(ISNUMBER(${r2})),"",IF(AND(${r2}=MAX(${rSquared}),COUNTIF(${firstR2}:${r2},MAX(${rSquared}))=1),"Best",IF(ROUND(MAX(${rSquared})-${r2},10)<=${LAG_R_SQUARED_NEAR_TIE},"Near best","")))`,
          mark,
        ),
      ],
      `cost(t) = a + β · rate(t − ${lag.lagQuarters}) over the quarters with both.`,
    );
    if (fits) betas.set(lag.lagQuarters, cells[LAG_VALUES.indexOf('Beta')]!);
    for (const name of ['Beta', 'Intercept'])
      sheet.getCell(row, valueColumn(name)).numFmt = FORMATS.beta;
    sheet.getCell(row, valueColumn('R²')).numFmt = FORMATS.statistic;
  });
  const bestLag = figures.add(
    'Best lag (quarters)',
    lags.bestLag === null
      ? INSUFFICIENT
      : formula(
          `INDEX(${column('Lag (quarters)')},MATCH(MAX(${rSquared}),${rSquared},0))`,
          lags.bestLag,
        ),
    `The highest R², the shorter lag on a tie. Within ${LAG_R_SQUARED_NEAR_TIE} of it: ${
      lags.nearBestLags.length > 0 ? `lags ${lags.nearBestLags.join(', ')}, not clear-cut` : 'none'
    }.`,
    FORMATS.whole,
  );
  return { bestLag, betaOfLag: (lag) => betas.get(lag) };
}
