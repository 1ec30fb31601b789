import { median } from '@app/core/analytics/median';
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

export const DECAY_SHEET = 'Decay';
export const REGULATORY_SHEET = 'Regulatory';

export interface DecayFigures {
  stableDecayFactor: FigureRef;
  actualDecayFactor: FigureRef;
  walYears: FigureRef;
  stableShare: FigureRef;
}

/** The WAL of the percentage decline over H quarters (decay.ts pctDeclineWal). */
const walFormula = (d: string, h: string) => `IF(${d}=0,${h}/4,(1-(1-${d})^${h})/(4*${d}))`;

/**
 * Decay: the balance of each quarter of the range with the decay module's volatility and stable
 * balance (inputs: the stable balance's clamped-growth rule and the 4-quarter windows reaching
 * into the quarters before the range are not a spreadsheet-sized formula), and the figures made
 * from them: stable share, decay factors d = 1 − (1 − m)^0.25 and WAL.
 */
export function writeDecaySheet(
  workbook: Workbook,
  heading: PackHeading,
  answers: AlcoPackAnswers,
  inputs: InputsSheet,
): DecayFigures {
  const { decay, regulatory } = answers;
  const sheet = addPackSheet(workbook, DECAY_SHEET, heading, [
    { header: 'Report date', width: 12, format: FORMATS.date },
    { header: regulatory.balanceMetricTitle, width: 18, format: FORMATS.balance },
    { header: 'Volatility (4-quarter SD / mean)', width: 16, format: FORMATS.statistic },
    { header: 'Stable balance', width: 18, format: FORMATS.balance },
    { header: 'Significant event', width: 12 },
    null,
  ]);
  decay.points.forEach((point, i) => {
    const row = i + 2;
    put(sheet, row, 1, excelDate(point.reportDate));
    put(sheet, row, 2, formula(inputs.ref('balance', point.reportDate), point.value));
    put(sheet, row, 3, point.standardAverageBalanceVolatile);
    put(sheet, row, 4, point.stableBalance);
    put(sheet, row, 5, point.significantEvent ? 'Yes' : '');
  });
  const lastRow = decay.points.length + 1;
  const last = decay.points.at(-1);
  const figures = figureBlock(sheet, 7);
  const known = !decay.insufficientData && last !== undefined;
  const balance = figures.add(
    'Balance, last quarter',
    last ? formula(ref(null, 2, lastRow), last.value) : null,
    'The last quarter of the range with a balance.',
    FORMATS.balance,
  );
  const stable = figures.add(
    'Stable balance, last quarter',
    last ? formula(ref(null, 4, lastRow), last.stableBalance) : null,
    'Input from the decay module: each quarter min(balance, previous stable balance × (1 + growth clamped to the medians of the range’s falls and rises)); 90% of the balance after a significant event (spec 2 section 9).',
    FORMATS.balance,
  );
  const stableShare = figures.add(
    'Stable share',
    regulatory.stableShare === null
      ? INSUFFICIENT
      : formula(`${stable.local}/${balance.local}`, regulatory.stableShare),
    'Stable balance / balance of the last quarter.',
    FORMATS.share,
  );
  figures.add(
    'Non-stable balance',
    known ? formula(`${balance.local}-${stable.local}`, decay.nonStableBalance) : null,
    'Balance − stable balance, last quarter.',
    FORMATS.balance,
  );
  const volatilities = decay.points
    .map((p) => p.standardAverageBalanceVolatile)
    .filter((v): v is number => v !== null);
  const medianVolatility = figures.add(
    'Median volatility, balance',
    known && volatilities.length > 0
      ? formula(`MEDIAN(${columnRange(null, 3, 2, lastRow)})`, median(volatilities))
      : INSUFFICIENT,
    'Median of the quarters’ 4-quarter volatilities (sample SD / mean; the first windows reach into the 4 quarters before the range).',
    FORMATS.statistic,
  );
  const actualDecayFactor = figures.add(
    'Decay factor, balance (quarterly)',
    decay.actual.decayFactor === null
      ? INSUFFICIENT
      : formula(`1-(1-${medianVolatility.local})^0.25`, decay.actual.decayFactor),
    'd = 1 − (1 − m)^0.25: a year of quarters at d leaves 1 − m.',
    FORMATS.statistic,
  );
  const stableDecayFactor = figures.add(
    'Decay factor, stable balance (quarterly)',
    decay.stable.decayFactor ?? INSUFFICIENT,
    'Input from the decay module: d = 1 − (1 − m)^0.25, m the median 4-quarter volatility of the stable balance. It equals the balance’s where the stable balance equals the balance in the quarters that set the median.',
    FORMATS.statistic,
  );
  const horizon = figures.add(
    'Run-off horizon (quarters)',
    decay.horizonPeriods,
    decay.truncationYears === null
      ? 'Quarters of the run-off.'
      : `The decay page’s truncation point: ${decay.truncationYears} years.`,
    FORMATS.whole,
  );
  const walYears = figures.add(
    'WAL, stable balance (years)',
    regulatory.walYears === null
      ? INSUFFICIENT
      : formula(walFormula(stableDecayFactor.local, horizon.local), regulatory.walYears),
    'Percentage decline over H quarters: (1 − (1 − d)^H) / (4d); H / 4 when d = 0.',
    FORMATS.years,
  );
  figures.add(
    'WAL, balance (years)',
    decay.actual.pctDeclineWal === null
      ? INSUFFICIENT
      : formula(walFormula(actualDecayFactor.local, horizon.local), decay.actual.pctDeclineWal),
    'The same life for the whole balance at its own decay factor.',
    FORMATS.years,
  );
  return { stableDecayFactor, actualDecayFactor, walYears, stableShare };
}

const STATEMENT_WIDTH = 70;
const verdict = (exceeds: boolean | null) =>
  exceeds === null ? INSUFFICIENT : exceeds ? 'Exceeds' : 'Within';
const verdictFormula = (estimate: string, cap: string) =>
  `IF(ISNUMBER(${estimate}),IF(${estimate}>${cap},"Exceeds","Within"),"${INSUFFICIENT}")`;

/**
 * Regulatory: the stable share and WAL of the Decay sheet beside each Basel IRRBB category's
 * caps, with IF formulas saying Exceeds (strictly above the cap) or Within and the figures capped
 * at each (MIN), the page's one sentence under them; for a credit union,
 * NCUA's NEV Supervisory Test values of non-maturity shares.
 */
export function writeRegulatorySheet(
  workbook: Workbook,
  heading: PackHeading,
  answers: AlcoPackAnswers,
  decay: DecayFigures,
): void {
  const { regulatory } = answers;
  const sheet = addPackSheet(workbook, REGULATORY_SHEET, heading, [
    { header: 'Basel IRRBB category', width: 26 },
    { header: 'Cap on core share', width: 12, format: FORMATS.share },
    { header: 'Cap on average maturity (years)', width: 14, format: FORMATS.years },
    { header: 'Estimated stable share', width: 12, format: FORMATS.share },
    { header: 'Stable share vs cap', width: 14 },
    { header: 'Estimated WAL (years)', width: 12, format: FORMATS.years },
    { header: 'WAL vs cap', width: 14 },
    { header: 'Stable share, regulatory view (capped)', width: 14, format: FORMATS.share },
    { header: 'WAL, regulatory view (capped, years)', width: 14, format: FORMATS.years },
    { header: 'Statement', width: STATEMENT_WIDTH },
  ]);
  regulatory.regulatoryCaps.forEach((cap, i) => {
    const row = i + 2;
    put(sheet, row, 1, cap.label);
    put(sheet, row, 2, cap.maxCoreShare);
    put(sheet, row, 3, cap.maxAverageMaturityYears);
    put(sheet, row, 4, formula(decay.stableShare.global, regulatory.stableShare ?? INSUFFICIENT));
    put(
      sheet,
      row,
      5,
      formula(
        verdictFormula(ref(null, 4, row), ref(null, 2, row)),
        verdict(cap.stableShareExceedsCap),
      ),
    );
    put(sheet, row, 6, formula(decay.walYears.global, regulatory.walYears ?? INSUFFICIENT));
    put(
      sheet,
      row,
      7,
      formula(verdictFormula(ref(null, 6, row), ref(null, 3, row)), verdict(cap.walExceedsCap)),
    );
    // The figure a regulatory view of this category takes: the estimate, at most the cap.
    const capped = (estimate: number, cap: number, value: number | null) =>
      formula(
        `IF(ISNUMBER(${ref(null, estimate, row)}),MIN(${ref(null, estimate, row)},${ref(null, cap, row)}),"${INSUFFICIENT}")`,
        value ?? INSUFFICIENT,
      );
    put(sheet, row, 8, capped(4, 2, cap.cappedStableShare));
    put(sheet, row, 9, capped(6, 3, cap.cappedWalYears));
    const statement = cap.exceedances.join(' ') || 'Within both caps.';
    put(sheet, row, 10, statement);
    sheet.getCell(row, 10).alignment = { wrapText: true, vertical: 'top' };
    sheet.getRow(row).height = 15 * Math.ceil(statement.length / STATEMENT_WIDTH);
  });
  let row = regulatory.regulatoryCaps.length + 3;
  put(sheet, row, 1, regulatory.summary);
  row += 1;
  put(sheet, row, 1, 'Source: BCBS d368 (April 2016), Table 2. A benchmark for US institutions.');
  if (!regulatory.ncuaNev) return;
  const nev = regulatory.ncuaNev;
  row += 2;
  put(sheet, row, 1, 'NCUA NEV Supervisory Test, non-maturity shares');
  sheet.getCell(row, 1).font = { bold: true };
  const base = row + 1;
  put(sheet, base, 1, 'Price per 100 of balance, base');
  put(sheet, base, 2, nev.basePrice, FORMATS.percent);
  put(sheet, base + 1, 1, 'Price per 100 of balance, +300 bp');
  put(sheet, base + 1, 2, nev.plus300BpPrice, FORMATS.percent);
  put(sheet, base + 2, 1, 'Deposit premium, base (per 100)');
  put(
    sheet,
    base + 2,
    2,
    formula(`100-${ref(null, 2, base)}`, 100 - nev.basePrice),
    FORMATS.percent,
  );
  put(sheet, base + 3, 1, 'Price change after +300 bp');
  put(
    sheet,
    base + 3,
    2,
    formula(
      `${ref(null, 2, base + 1)}/${ref(null, 2, base)}-1`,
      nev.plus300BpPrice / nev.basePrice - 1,
    ),
    FORMATS.share,
  );
  put(
    sheet,
    base + 4,
    1,
    'Values as reported by secondary sources (docs/nmd-methodology.md); verify against NCUA’s current guidance.',
  );
}
