import { laggedRegressions, type DatedValue } from './lagged-regression';
import { monthsPerPeriod, type PeriodsPerYear } from './periods';

/** Issue 16: lags searched, in quarters. */
export const LAG_SEARCH_QUARTERS = [0, 1, 2, 3, 4] as const;
/** The same span in months, 0 to 12, for own data analysed month by month (issue 29). */
export const LAG_SEARCH_MONTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
/** Issue 16: two lags whose R² differ by at most this are too close to call. */
export const LAG_R_SQUARED_NEAR_TIE = 0.02;

export interface LagSearchRow {
  lagQuarters: number;
  /** Slope of metric(t) on rate(t − lag); null ('Insufficient Data') under 3 pairs. */
  beta: number | null;
  intercept: number | null;
  rSquared: number | null;
  n: number;
  /** The lag with the highest R². */
  best: boolean;
  /** Not the best, but its R² is within LAG_R_SQUARED_NEAR_TIE of the best's. */
  nearBest: boolean;
}

export interface LagSearch {
  rows: LagSearchRow[];
  /** Lag in quarters with the highest R²; the shorter lag on an exact tie; null when none fits. */
  bestLag: number | null;
  /** Lags flagged nearBest: when not empty the screen notes that the choice is not clear-cut. */
  nearBestLags: number[];
}

/**
 * The regression of the metric's level on the rate's level at each lag (laggedRegressions,
 * spec 2 section 9: metric(t) = β·rate(t − lag) + a), the lag with the highest R² marked best.
 * The series are those of the chosen range; every quarter given is used.
 * "Within 0.02" is inclusive, the difference rounded to 10 decimals so that 0.02 apart
 * in decimal is not 0.020000000000000018 in binary.
 * With periodsPerYear 12 the dates are month ends and the lags (and lagQuarters) months.
 */
export function lagSearch(
  metric: readonly DatedValue[],
  rate: readonly DatedValue[],
  lagsQuarters: readonly number[] = LAG_SEARCH_QUARTERS,
  periodsPerYear: PeriodsPerYear = 4,
): LagSearch {
  const fits = laggedRegressions(
    metric,
    rate,
    lagsQuarters.map((lag) => lag * monthsPerPeriod(periodsPerYear)),
    periodsPerYear,
  );
  let bestIndex = -1;
  fits.forEach((fit, i) => {
    const best = fits[bestIndex]?.rSquared;
    if (fit.rSquared !== null && (best == null || fit.rSquared > best)) bestIndex = i;
  });
  const bestRSquared = fits[bestIndex]?.rSquared ?? null;
  const round = (value: number) => Math.round(value * 1e10) / 1e10;
  const rows = fits.map((fit, i): LagSearchRow => {
    const nearBest =
      i !== bestIndex &&
      fit.rSquared !== null &&
      bestRSquared !== null &&
      round(bestRSquared - fit.rSquared) <= LAG_R_SQUARED_NEAR_TIE;
    return {
      lagQuarters: lagsQuarters[i]!,
      beta: fit.slope,
      intercept: fit.intercept,
      rSquared: fit.rSquared,
      n: fit.n,
      best: i === bestIndex,
      nearBest,
    };
  });
  return {
    rows,
    bestLag: bestIndex >= 0 ? lagsQuarters[bestIndex]! : null,
    nearBestLags: rows.filter((row) => row.nearBest).map((row) => row.lagQuarters),
  };
}
