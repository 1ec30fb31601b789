import { LAG_SOURCE_TEXT, type BackTestResult } from '@app/core/api/beta-suite';
import type { CellValue } from 'exceljs';
import { formula, FORMATS, type figureBlock } from './pack-sheet';

export type BetaUsed = Omit<BackTestResult['assumptions'], 'decayFactor'>;

/** The cells holding the beta a projection applies. */
export type BetaCells =
  { kind: 'single'; beta: string } | { kind: 'asymmetric'; up: string; down: string };

export const BETA_KIND_LABELS: Record<BetaUsed['kind'], string> = {
  regression: 'Regression beta',
  cycle: 'Cycle beta',
  asymmetric: 'Up- and down-betas',
};

/** Where the beta can be read from another sheet's cell instead of typed in. */
export interface BetaSources {
  /** The sheet whose estimate the cells read. */
  sheet?: string;
  beta?: string | undefined;
  up?: string | undefined;
  down?: string | undefined;
}

/**
 * The beta of a projection in its figure block: a reference to the sheet that estimates it when
 * that sheet's estimate is the one used, else the API's value as an input with how it was made.
 * Null, with the reason written, when there is no beta.
 */
export function writeBetaFigures(
  figures: ReturnType<typeof figureBlock>,
  used: BetaUsed,
  sources: BetaSources,
  inputNote: string,
): BetaCells | null {
  figures.add(
    'Beta applied',
    BETA_KIND_LABELS[used.kind],
    `Lag ${used.lagQuarters} quarter(s): ${LAG_SOURCE_TEXT[used.lagSource]}.`,
  );
  figures.add('Estimated through', used.estimatedThrough, 'No later quarter entered the estimate.');
  if (used.unavailableReason !== null) {
    figures.add('Beta', 'Unavailable', used.unavailableReason);
    return null;
  }
  const cell = (value: number, source: string | undefined): CellValue =>
    source ? formula(source, value) : value;
  const how = (source: string | undefined) =>
    source ? `The ${sources.sheet} sheet’s estimate.` : inputNote;
  if (used.kind === 'asymmetric') {
    const up = figures.add(
      'Up-beta',
      cell(used.upBeta!, sources.up),
      how(sources.up),
      FORMATS.beta,
    );
    const down = figures.add(
      'Down-beta',
      cell(used.downBeta!, sources.down),
      how(sources.down),
      FORMATS.beta,
    );
    return { kind: 'asymmetric', up: up.local, down: down.local };
  }
  const beta = figures.add('Beta', cell(used.beta!, sources.beta), how(sources.beta), FORMATS.beta);
  return { kind: 'single', beta: beta.local };
}

/** The cost moved by the beta times the driving rate change (rate-scenarios.ts), before the floor. */
const unfloored = (previous: string, change: string, beta: BetaCells) =>
  beta.kind === 'single'
    ? `${previous}+${beta.beta}*${change}`
    : `${previous}+IF(${change}>0,${beta.up},${beta.down})*${change}`;

/** cost(h) = MAX(0, cost(h − 1) + b·Δr(h − L)). */
export const costStep = (previous: string, change: string, beta: BetaCells) =>
  `MAX(0,${unfloored(previous, change, beta)})`;

/** "Yes" where the floor held the cost at 0. */
export const flooredStep = (previous: string, change: string, beta: BetaCells) =>
  `IF(${unfloored(previous, change, beta)}<0,"Yes","")`;
