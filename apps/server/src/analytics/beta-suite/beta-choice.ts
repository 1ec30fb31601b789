import { asymmetricBetas } from '@app/core/analytics/asymmetric-beta';
import { cycleBeta } from '@app/core/analytics/cycle-beta';
import { lagSearch } from '@app/core/analytics/lag-search';
import type { BetaChoice } from '@app/core/analytics/rate-scenarios';
import type { BETA_KINDS } from '@app/core/api/beta-suite';
import { addQuarters } from '@app/core/domain/quarters';
import { within, type BetaSeries } from './beta-inputs';
import type { CycleWindow } from './cycle-window';

export type BetaKind = (typeof BETA_KINDS)[number];

/** The beta a projection applies, as the answers state it, and the choice the math takes. */
export interface ChosenBeta {
  kind: BetaKind;
  lagSource: 'chosen' | 'bestFit' | 'noFit';
  lagRSquared: number | null;
  beta: number | null;
  upBeta: number | null;
  downBeta: number | null;
  lagQuarters: number;
  estimatedThrough: string;
  unavailableReason: string | null;
  /** Null when unavailable. */
  choice: BetaChoice | null;
}

const insufficient = (what: string) => `Insufficient Data: ${what}.`;

/**
 * The lag a projection applies: the one asked for, else the best fit (highest R²) of the lag
 * search on the estimation quarters, else 0 when no lag has a fit; with that lag's R².
 */
function lagOf(
  cost: BetaSeries['cost'],
  rate: BetaSeries['rateValues'],
  asked: number | undefined,
) {
  const search = lagSearch(cost, rate);
  const lagQuarters = asked ?? search.bestLag ?? 0;
  const lagSource = asked !== undefined ? 'chosen' : search.bestLag !== null ? 'bestFit' : 'noFit';
  const row = search.rows.find((r) => r.lagQuarters === lagQuarters);
  return { lagQuarters, lagSource, lagRSquared: row?.rSquared ?? null } as const;
}

/**
 * The beta of the kind asked for, estimated on data from `startDate` through `through` only
 * (the back-test's T − 4; the last quarter for a scenario):
 * - regression: the slope of cost(t) on rate(t − lag) (lagSearch at the one lag), as the lag
 *   search and the Beta pages fit it;
 * - asymmetric: the up- and down-betas of the change model at that lag; both are needed, since
 *   a path or a back-test may move either way;
 * - cycle: the cumulative beta of the chosen cycle, which must end by `through`.
 * Without a lag asked for, every kind applies the best-fitting lag (lagOf).
 */
export function chooseBeta(
  kind: BetaKind,
  series: BetaSeries,
  options: {
    startDate: string;
    through: string;
    cycle: CycleWindow;
    lagQuarters: number | undefined;
  },
): ChosenBeta {
  const { startDate, through, cycle } = options;
  const cost = within(series.cost, startDate, through);
  const lag = lagOf(cost, series.rateValues, options.lagQuarters);
  const { lagQuarters } = lag;
  const base = { kind, ...lag, estimatedThrough: through };
  const none = (reason: string): ChosenBeta => ({
    ...base,
    beta: null,
    upBeta: null,
    downBeta: null,
    unavailableReason: reason,
    choice: null,
  });
  if (kind === 'regression') {
    const [row] = lagSearch(cost, series.rateValues, [lagQuarters]).rows;
    if (row?.beta == null) {
      return none(
        insufficient(
          `fewer than 3 quarters with both the cost and the rate from ${startDate} to ${through}`,
        ),
      );
    }
    return {
      ...base,
      beta: row.beta,
      upBeta: null,
      downBeta: null,
      unavailableReason: null,
      choice: { kind: 'single', beta: row.beta },
    };
  }
  if (kind === 'asymmetric') {
    const fit = asymmetricBetas(cost, series.rateValues, {
      lagQuarters,
      start: addQuarters(startDate, 1),
      end: through,
    });
    const upBeta = fit.upBeta?.beta ?? null;
    const downBeta = fit.downBeta?.beta ?? null;
    if (upBeta === null || downBeta === null) {
      const side = upBeta === null ? 'rising' : 'falling';
      return {
        ...none(
          insufficient(
            `fewer than 3 quarters of ${side} rates from ${startDate} to ${through}; choose the cycle or regression beta`,
          ),
        ),
        upBeta,
        downBeta,
      };
    }
    return {
      ...base,
      beta: null,
      upBeta,
      downBeta,
      unavailableReason: null,
      choice: { kind: 'asymmetric', upBeta, downBeta },
    };
  }
  if (cycle.end > through) {
    return none(
      `The cycle ${cycle.label} ends after ${through}, the last quarter the beta may be estimated on.`,
    );
  }
  const { cycleBeta: beta } = cycleBeta(series.cost, series.rateValues, cycle);
  if (beta === null) {
    return none(
      insufficient(
        `no cost or rate at the base or the end of the cycle ${cycle.label}, or no rate move`,
      ),
    );
  }
  return {
    ...base,
    beta,
    upBeta: null,
    downBeta: null,
    unavailableReason: null,
    choice: { kind: 'single', beta },
  };
}

/** The chosen beta as the answers state it. */
export const presentBeta = ({ choice: _choice, ...stated }: ChosenBeta) => stated;
