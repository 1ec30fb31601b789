import { z } from 'zod';
import { DEFAULT_RATE_CYCLES } from '../analytics/cycle-beta';
import { LAG_SEARCH_MONTHS, LAG_SEARCH_QUARTERS } from '../analytics/lag-search';
import { idParam } from './input';
import { iidList, quarterEndParam } from './metrics';
import { analysisFrequency, sourceQuery } from './own-deposit-data';
import { comparisonGroupQuery } from './own-comparison';

/**
 * What the Beta Suite's pages ask (issue 16): each page's query, the ALCO pack's (their union)
 * and the names the screens and sheets give the betas. Their answers: beta-suite-results.ts.
 */

const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');
const metricIdQuery = z.string().regex(/^[A-Za-z0-9_]{2,40}$/, 'must be a metric id');
const CYCLE_IDS = DEFAULT_RATE_CYCLES.map((c) => c.id) as [string, ...string[]];
const MAX_LAG = Math.max(...LAG_SEARCH_QUARTERS);
const MAX_MONTHLY_LAG = Math.max(...LAG_SEARCH_MONTHS);

/** Monthly on the call report (a 400): its figures are quarterly. */
export const MONTHLY_BETAS_NEED_OWN_DATA =
  'Call reports are quarterly: monthly betas need own data.';
/** Why the back-test and the rate scenarios refuse monthly (a 400). */
export const MONTHLY_BETA_PAGES =
  'monthly betas are on Cycle Beta, Asymmetric Betas, Rolling Betas and Lag Search';
export const MONTHLY_BACK_TEST_REFUSED = `The back-test is quarterly (it tests the last four quarters on the beta and the quarterly decay factor estimated before them): ${MONTHLY_BETA_PAGES}.`;
export const MONTHLY_SCENARIOS_REFUSED = `Rate scenarios are quarterly (the shocks and the custom path run quarter by quarter): ${MONTHLY_BETA_PAGES}.`;

/** The deposit-cost metric and the market rate every beta page relates (defaults: server). */
const seriesQuery = {
  /** A deposit or funding cost metric; default Cost of Total Deposits (of Shares and Deposits). */
  metricId: metricIdQuery.optional(),
  /** A rate of the regression dropdown by its rateId; default FEDFUNDS. */
  rateId: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,20}$/, 'must be a rate id')
    .optional(),
};
/** The range of quarters analysed; defaults to every report date of the institution's type. */
const rangeQuery = {
  startDate: quarterEndParam.optional(),
  endDate: quarterEndParam.optional(),
};
/** A default cycle by id, or any window of ≥ 4 quarters by cycleStart and cycleEnd. */
const cycleQuery = {
  cycle: z.enum(CYCLE_IDS, `must be one of ${CYCLE_IDS.join(', ')}`).optional(),
  cycleStart: quarterEndParam.optional(),
  cycleEnd: quarterEndParam.optional(),
};
const lagNumber = z.coerce
  .number(`must be a whole number of quarters from 0 to ${MAX_LAG}`)
  .int(`must be a whole number of quarters from 0 to ${MAX_LAG}`)
  .min(0, `must be a whole number of quarters from 0 to ${MAX_LAG}`)
  .max(MAX_LAG, `must be a whole number of quarters from 0 to ${MAX_LAG}`);
const LAG_MESSAGE = `must be a whole number of quarters from 0 to ${MAX_LAG} (of months from 0 to ${MAX_MONTHLY_LAG} when monthly)`;
/** The change betas' lag, in the periods of the frequency: quarters 0–4, months 0–12. */
const lagQuery = {
  lag: z.coerce
    .number(LAG_MESSAGE)
    .int(LAG_MESSAGE)
    .min(0, LAG_MESSAGE)
    .max(MAX_MONTHLY_LAG, LAG_MESSAGE)
    .default(0),
};
/**
 * With own data (`source=own:…`, issue 29): `monthly` relates the monthly rates paid to the
 * month averages of the market rate, windows and lags in months. Quarterly by default; monthly
 * on the call report is a 400, and on the back-test and the scenarios (quarterly only).
 */
const frequencyQuery = { frequency: analysisFrequency.default('quarterly') };

/**
 * The lag a projection applies; when not given, the best-fitting lag of the lag search on the
 * quarters the beta is estimated on (issue 23: lag 0 may fit far worse than the best).
 */
const projectionLagQuery = { lag: lagNumber.optional() };
export const BETA_KINDS = ['cycle', 'asymmetric', 'regression'] as const;
const betaKindQuery = {
  /** Which beta a projection applies. */
  beta: z.enum(BETA_KINDS, `must be one of ${BETA_KINDS.join(', ')}`).default('regression'),
};
/** A balance metric of the decay page; default Non-Maturity Deposits (Shares). */
const balanceQuery = { balanceMetricId: metricIdQuery.optional() };
/**
 * The call report (default), or the institution's own deposit data (issue 29): one product's
 * rate paid and balance (`own:<product>`) or every product's summed (`own:all`) in place of the
 * deposit cost and balance metrics.
 */
const ownSourceQuery = { source: sourceQuery };
/** With own data: the peer group whose median its chart draws beside it (own-comparison.ts). */
const comparedQuery = { ...ownSourceQuery, ...comparisonGroupQuery, ...frequencyQuery };

export const cycleBetaQuery = z.object({ ...seriesQuery, ...cycleQuery, ...comparedQuery });
export const changeBetaQuery = z
  .object({
    ...seriesQuery,
    ...rangeQuery,
    ...lagQuery,
    ...comparedQuery,
  })
  // A quarterly lag above MAX_LAG is refused as before; months go up to MAX_MONTHLY_LAG.
  .refine((q) => q.frequency === 'monthly' || q.lag <= MAX_LAG, {
    path: ['lag'],
    message: `must be a whole number of quarters from 0 to ${MAX_LAG}`,
  });
export const lagSearchQuery = z.object({ ...seriesQuery, ...rangeQuery, ...comparedQuery });
export const peerRankQuery = z.object({
  ...seriesQuery,
  ...cycleQuery,
  /** The members of the group ticked in the peer selector. */
  members: iidList.optional(),
});
const truncateQuery = {
  /**
   * Apply the nmd_trunct truncation to the run-off, as the decay page may. On by default here:
   * untruncated, the run-off spans 100 years, no life to set beside a cap of 5.
   */
  truncate: booleanQuery.default(true),
};
export const regulatoryQuery = z.object({
  ...balanceQuery,
  ...rangeQuery,
  ...truncateQuery,
  ...ownSourceQuery,
});
export const backTestQuery = z.object({
  ...seriesQuery,
  ...balanceQuery,
  ...rangeQuery,
  ...cycleQuery,
  ...projectionLagQuery,
  ...betaKindQuery,
  ...comparedQuery,
});
const pathQuery = {
  /** A custom path: 8 comma-separated rates in percent, the quarters after the last one. */
  path: z.string().max(200).optional(),
};
export const scenarioQuery = z.object({
  ...seriesQuery,
  ...rangeQuery,
  ...cycleQuery,
  ...projectionLagQuery,
  ...betaKindQuery,
  ...pathQuery,
  ...comparedQuery,
});
/**
 * The ALCO pack: one workbook of every page's figures, so its query is the union of theirs. The
 * lag is the projections' (the change betas take lag 0 when none is given); the peer group is
 * the Peer Rank page's, and without one the Peer Rank sheet says to choose one.
 */
export const alcoPackQuery = z.object({
  ...seriesQuery,
  ...balanceQuery,
  ...truncateQuery,
  ...rangeQuery,
  ...cycleQuery,
  ...projectionLagQuery,
  ...betaKindQuery,
  ...pathQuery,
  groupId: idParam.optional(),
  members: iidList.optional(),
  ...ownSourceQuery,
});

/**
 * The names of the betas as every screen and sheet gives them (issue 23): the up-beta of Peer
 * Rank is fitted on the cycle's quarters, that of Asymmetric Betas on the date range and lag
 * chosen there, so they differ unless the range is the cycle's.
 */
export const BETA_NAMES = {
  cycleBeta: 'Cycle beta',
  upBetaOverCycle: 'Up-beta over the cycle',
  upBetaOverRange: 'Up-beta over the range',
  downBetaOverRange: 'Down-beta over the range',
} as const;
