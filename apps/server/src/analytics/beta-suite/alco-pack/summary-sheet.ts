import { LAG_SOURCE_TEXT } from '@app/core/api/beta-suite';
import type { Worksheet } from 'exceljs';
import type { AlcoPackAnswers } from './alco-pack-answers';
import { BACK_TEST_SHEET } from './back-test-sheet';
import { ASYMMETRIC_SHEET, type SideFigures } from './change-beta-sheets';
import { CYCLE_SHEET } from './cycle-beta-sheet';
import { DECAY_SHEET, type DecayFigures } from './decay-sheets';
import { LAGS_SHEET } from './lags-sheet';
import {
  excelDate,
  formula,
  FORMATS,
  INSUFFICIENT,
  put,
  type Column,
  type FigureRef,
  type Format,
} from './pack-sheet';
import { BETA_KIND_LABELS } from './projection-cells';
import { SCENARIOS_SHEET, type EndCost } from './scenarios-sheet';
import { OWN_DATA_SHEET, type OwnProductCells } from './own-data-sheets';
import { PEER_RANK_SHEET } from './peer-rank-sheet';

export const SUMMARY_SHEET = 'Summary';
export const SUMMARY_COLUMNS: Column[] = [
  { header: 'Item', width: 46 },
  { header: 'Value', width: 44 },
  { header: 'Sheet', width: 18 },
];

/**
 * Why the stable balance's decay factor can equal the balance's (issue 23: Harbor Light FCU's
 * did to 6 digits): not a copy, the same volatilities.
 */
export const EQUAL_DECAY_FACTORS =
  'The stable balance is the balance wherever growth is at or below the range’s median quarterly rise, so in the quarters that set the median volatility it equals the balance, and so do its volatility and decay factor. They differ once the stable balance lags the balance in those quarters.';

const sameToSixDigits = (a: number | null, b: number | null) =>
  a !== null && b !== null && a.toFixed(6) === b.toFixed(6);

/** The cells of the other sheets the summary lines read. */
export interface SummarySources {
  decay: DecayFigures;
  cycleBeta: FigureRef;
  up: SideFigures;
  down: SideFigures;
  bestLag: FigureRef;
  backTest: { costError: FigureRef; balanceErrorShare: FigureRef };
  endCosts: Map<string, EndCost>;
  /** Each own-data product's sheet (issue 29); empty without own data. */
  own: readonly OwnProductCells[];
}

/**
 * Summary: who and when, the choices the pack was made with, and one line per assumption, each a
 * formula reading the cell of the sheet that works it out.
 */
export function writeSummarySheet(
  sheet: Worksheet,
  answers: AlcoPackAnswers,
  sources: SummarySources,
): void {
  const { subject, range, series, cycle, regulatory, asymmetric, query } = answers;
  let row = 1;
  const line = (item: string, value: Parameters<typeof put>[3], where = '', format?: Format) => {
    row += 1;
    put(sheet, row, 1, item);
    put(sheet, row, 2, value, format);
    put(sheet, row, 3, where);
  };
  const figure = (
    item: string,
    source: FigureRef,
    value: number | null,
    where: string,
    format: Format,
  ) => line(item, formula(source.global, value ?? INSUFFICIENT), where, format);

  line('Institution', subject.name);
  line('Type', subject.institutionType === 'bank' ? 'Bank' : 'Credit union');
  line('As of', excelDate(range.endDate), '', FORMATS.date);
  line('Deposit cost', `${series.metric.metricTitle} (${series.metric.metricId})`);
  line('Market rate', `${series.rate.rateName} (${series.rate.rateId})`);
  line('Balance', `${regulatory.balanceMetricTitle} (${regulatory.balanceMetricId})`);
  line('Range', `${range.startDate} to ${range.endDate}`);
  line('Lag of the change betas (quarters)', asymmetric.lagQuarters, '', FORMATS.whole);
  const projected = answers.scenarios.betaUsed;
  line('Lag of the projections (quarters)', projected.lagQuarters, '', FORMATS.whole);
  line('How the projections’ lag was set', LAG_SOURCE_TEXT[projected.lagSource]);
  line('Rate cycle', `${cycle.window.label} (${cycle.window.start} to ${cycle.window.end})`);
  line('Beta applied in projections', BETA_KIND_LABELS[query.beta]);
  line('Custom rate path (%)', query.path ?? 'None');
  row += 1;
  line('Assumption', '');
  sheet.getRow(row).font = { bold: true };

  const { decay } = sources;
  figure(
    'Decay factor, stable balance (quarterly)',
    decay.stableDecayFactor,
    answers.decay.stable.decayFactor,
    DECAY_SHEET,
    FORMATS.statistic,
  );
  figure(
    'Decay factor, balance (quarterly)',
    decay.actualDecayFactor,
    answers.decay.actual.decayFactor,
    DECAY_SHEET,
    FORMATS.statistic,
  );
  if (sameToSixDigits(answers.decay.stable.decayFactor, answers.decay.actual.decayFactor)) {
    line('Why the two decay factors are equal', EQUAL_DECAY_FACTORS, DECAY_SHEET);
  }
  figure(
    'WAL, stable balance (years)',
    decay.walYears,
    regulatory.walYears,
    DECAY_SHEET,
    FORMATS.years,
  );
  figure('Stable share', decay.stableShare, regulatory.stableShare, DECAY_SHEET, FORMATS.share);
  figure('Cycle beta', sources.cycleBeta, cycle.cycleBeta, CYCLE_SHEET, FORMATS.beta);
  for (const [label, side, estimate] of [
    [asymmetric.upBetaLabel, sources.up, asymmetric.upBeta],
    [asymmetric.downBetaLabel, sources.down, asymmetric.downBeta],
  ] as const) {
    figure(label, side.beta, estimate?.beta ?? null, ASYMMETRIC_SHEET, FORMATS.beta);
    figure(
      `${label}, 95% CI low`,
      side.low,
      estimate?.confidenceInterval[0] ?? null,
      ASYMMETRIC_SHEET,
      FORMATS.beta,
    );
    figure(
      `${label}, 95% CI high`,
      side.high,
      estimate?.confidenceInterval[1] ?? null,
      ASYMMETRIC_SHEET,
      FORMATS.beta,
    );
  }
  figure('Best lag (quarters)', sources.bestLag, answers.lags.bestLag, LAGS_SHEET, FORMATS.whole);
  const { backTest } = answers.backTest;
  figure(
    'Back-test: mean absolute cost error (pp)',
    sources.backTest.costError,
    backTest.meanAbsoluteCostError,
    BACK_TEST_SHEET,
    FORMATS.change,
  );
  figure(
    'Back-test: mean absolute balance error share',
    sources.backTest.balanceErrorShare,
    backTest.meanAbsoluteBalanceErrorShare,
    BACK_TEST_SHEET,
    FORMATS.share,
  );
  for (const [label, end] of sources.endCosts) {
    line(
      `Projected cost after 8 quarters, ${label} (%)`,
      formula(end.cell, end.value),
      SCENARIOS_SHEET,
      FORMATS.percent,
    );
  }

  if (answers.own) {
    writeOwnComparison(answers, sources, {
      line,
      figure,
      skip: () => (row += 1),
      bold: () => (sheet.getRow(row).font = { bold: true }),
    });
  }
}

const OWN_COMPARISON_HEADING = 'Own data beside the call report and the peers';

/**
 * With own deposit data (issue 29): each product's cycle beta and decay factor (formulas over
 * its sheet) beside the call report's cycle beta and, with a peer group chosen, the peers'
 * median cycle beta.
 */
function writeOwnComparison(
  answers: AlcoPackAnswers,
  sources: SummarySources,
  out: {
    line: (item: string, value: Parameters<typeof put>[3], where?: string, format?: Format) => void;
    figure: (
      item: string,
      source: FigureRef,
      value: number | null,
      where: string,
      format: Format,
    ) => void;
    skip: () => void;
    /** Bolds the last line written (the heading, as the assumptions' is). */
    bold: () => void;
  },
) {
  const own = answers.own!;
  out.skip();
  out.line(OWN_COMPARISON_HEADING, '');
  out.bold();
  out.figure(
    'Cycle beta, call report',
    sources.cycleBeta,
    answers.cycle.cycleBeta,
    CYCLE_SHEET,
    FORMATS.beta,
  );
  const peerMedian = answers.peerRank?.answer.cycleBeta.peer.median ?? null;
  out.line(
    'Cycle beta, peers’ median',
    answers.peerRank ? (peerMedian ?? INSUFFICIENT) : 'Choose a peer group for the peers’ median',
    answers.peerRank ? PEER_RANK_SHEET : '',
    FORMATS.beta,
  );
  for (const cells of sources.own) {
    const p = own.products.find((x) => x.product === cells.product)!;
    out.figure(
      `Cycle beta, own data: ${p.product}`,
      cells.cycleBeta,
      p.cycle.cycleBeta,
      cells.sheet,
      FORMATS.beta,
    );
    out.figure(
      `Decay factor, own data: ${p.product} (quarterly)`,
      cells.decayFactor,
      p.decay.actual.decayFactor,
      cells.sheet,
      FORMATS.statistic,
    );
  }
  if (own.products.length > sources.own.length) {
    out.line(
      'Products on the Own Data sheet only',
      own.products
        .slice(sources.own.length)
        .map((p) => p.product)
        .join(', '),
      OWN_DATA_SHEET,
    );
  }
}
