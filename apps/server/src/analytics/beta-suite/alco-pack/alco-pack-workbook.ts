import ExcelJS from 'exceljs';
import type { AlcoPackAnswers } from './alco-pack-answers';
import { writeBackTestSheet } from './back-test-sheet';
import { ASYMMETRIC_SHEET, writeAsymmetricSheet, writeRollingSheet } from './change-beta-sheets';
import { CYCLE_SHEET, writeCycleBetaSheet } from './cycle-beta-sheet';
import { writeDecaySheet, writeRegulatorySheet } from './decay-sheets';
import { writeInputsSheet } from './inputs-sheet';
import { LAGS_SHEET, writeLagsSheet } from './lags-sheet';
import { writePeerRankSheet } from './peer-rank-sheet';
import { addPackSheet, type PackHeading } from './pack-sheet';
import type { BetaSources } from './projection-cells';
import { writeScenariosSheet } from './scenarios-sheet';
import { SUMMARY_COLUMNS, SUMMARY_SHEET, writeSummarySheet } from './summary-sheet';
import { writeOwnDataSheets } from './own-data-sheets';

/**
 * Where the scenarios' beta is another sheet's estimate: when it was estimated on the same
 * quarters (through the end of the range), the projection reads that sheet's cell.
 */
function scenarioBetaSources(
  answers: AlcoPackAnswers,
  sheets: {
    cycleBeta: string;
    up: string;
    down: string;
    lagBeta: string | undefined;
  },
): BetaSources {
  const used = answers.scenarios.betaUsed;
  if (used.estimatedThrough !== answers.range.endDate) return {};
  if (used.kind === 'cycle') return { sheet: CYCLE_SHEET, beta: sheets.cycleBeta };
  if (used.kind === 'asymmetric') {
    return { sheet: ASYMMETRIC_SHEET, up: sheets.up, down: sheets.down };
  }
  return { sheet: LAGS_SHEET, beta: sheets.lagBeta };
}

/**
 * The ALCO pack (issue 16): one workbook, one sheet per assumption, every figure a formula over
 * the Inputs sheet with the API's answer as its cached result. Summary comes first and is filled
 * last, once the cells it reads are known.
 */
export async function alcoPackWorkbook(answers: AlcoPackAnswers): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Peerscope';
  const heading: PackHeading = { institution: answers.subject.name, asOf: answers.range.endDate };
  const summary = addPackSheet(workbook, SUMMARY_SHEET, heading, SUMMARY_COLUMNS);
  const inputs = writeInputsSheet(workbook, heading, answers);
  const decay = writeDecaySheet(workbook, heading, answers, inputs);
  writeRegulatorySheet(workbook, heading, answers, decay);
  const { cycleBeta } = writeCycleBetaSheet(workbook, heading, answers, inputs);
  const { model, up, down } = writeAsymmetricSheet(workbook, heading, answers, inputs);
  writeRollingSheet(workbook, heading, answers, model);
  const { bestLag, betaOfLag } = writeLagsSheet(workbook, heading, answers, inputs);
  writePeerRankSheet(workbook, heading, answers.subject.name, answers.peerRank, { cycleBeta });
  const backTest = writeBackTestSheet(workbook, heading, answers, inputs);
  const { endCosts } = writeScenariosSheet(
    workbook,
    heading,
    answers,
    inputs,
    scenarioBetaSources(answers, {
      cycleBeta: cycleBeta.global,
      up: up.beta.global,
      down: down.beta.global,
      lagBeta: betaOfLag(answers.scenarios.betaUsed.lagQuarters)?.global,
    }),
  );
  // With own deposit data (issue 29): its input sheet and a sheet per product, after the rest.
  const own = answers.own ? writeOwnDataSheets(workbook, heading, answers.own) : [];
  writeSummarySheet(summary, answers, {
    decay,
    cycleBeta,
    up,
    down,
    bestLag,
    backTest,
    endCosts,
    own,
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
