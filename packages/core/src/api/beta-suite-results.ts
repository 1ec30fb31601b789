import { z } from 'zod';
import { analysisFrequency, OWN_DATA_CATEGORIES } from './own-deposit-data';
import { INSTITUTION_TYPES } from '../domain/products';
import { BETA_KINDS } from './beta-suite-queries';
import { ownComparison } from './own-comparison';

/**
 * What the Beta Suite's pages answer (issue 16), one schema a page; the figures are the pure
 * functions of core/analytics (docs/nmd-methodology.md).
 */

/** The ALCO pack's media type: an Office Open XML workbook. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const seriesChosen = {
  metricId: z.string(),
  metricTitle: z.string(),
  rateId: z.string(),
  rateName: z.string(),
};
/**
 * The period the page was computed in (issue 29): `monthly` (own data only) relates monthly
 * rates paid to month averages of the rate; then every date is a month end, and the counts and
 * lengths named in quarters (lagQuarters, windowQuarters, skippedQuarters, upQuarters,
 * minimumQuarters…) count months.
 */
const frequencyUsed = { frequency: analysisFrequency };

export const rateCycle = z.object({
  id: z.string(),
  label: z.string(),
  direction: z.enum(['tightening', 'easing']),
  start: z.string(),
  end: z.string(),
});

const cycleWindow = z.object({
  /** The default cycle chosen; null for a window of the user's own. */
  cycleId: z.string().nullable(),
  label: z.string(),
  start: z.string(),
  end: z.string(),
  /** The quarter before start: changes are measured from it. */
  baseDate: z.string(),
});

/** A beta with its statistics; null in its place means 'Insufficient Data'. */
export const betaEstimate = z
  .object({
    beta: z.number(),
    standardError: z.number(),
    /** [low, high], 95%. */
    confidenceInterval: z.tuple([z.number(), z.number()]),
    tStatistic: z.number().nullable(),
    n: z.number().int(),
    rSquared: z.number(),
    degreesOfFreedom: z.number().int(),
  })
  .meta({ id: 'BetaEstimate' });

export const cycleBetaResult = z
  .object({
    ...seriesChosen,
    ...frequencyUsed,
    window: cycleWindow,
    cycleBeta: z.number().nullable(),
    metricChange: z.number().nullable(),
    rateChange: z.number().nullable(),
    path: z.array(
      z.object({
        reportDate: z.string(),
        metricChange: z.number().nullable(),
        rateChange: z.number().nullable(),
        cumulativeBeta: z.number().nullable(),
      }),
    ),
    skippedQuarters: z.array(z.string()),
    defaultCycles: z.array(rateCycle),
    minimumQuarters: z.number().int(),
    /** With own data: its chart's own, call-report and peer-median lines (issue 29). */
    comparison: ownComparison.optional(),
  })
  .meta({ id: 'CycleBetaResult' });
export type CycleBetaResult = z.infer<typeof cycleBetaResult>;

const rangeChosen = { startDate: z.string(), endDate: z.string() };

export const asymmetricBetaResult = z
  .object({
    ...seriesChosen,
    ...frequencyUsed,
    ...rangeChosen,
    lagQuarters: z.number().int(),
    /** BETA_NAMES.upBetaOverRange, BETA_NAMES.downBetaOverRange. */
    upBetaLabel: z.string(),
    downBetaLabel: z.string(),
    upBeta: betaEstimate.nullable(),
    downBeta: betaEstimate.nullable(),
    upQuarters: z.number().int(),
    downQuarters: z.number().int(),
    flatQuarters: z.number().int(),
    n: z.number().int(),
    intercept: z.number().nullable(),
    rSquared: z.number().nullable(),
    /** Fewer quarters on a side than this: that side is 'Insufficient Data'. */
    minimumQuartersPerSide: z.number().int(),
    skippedQuarters: z.array(z.string()),
    /** With own data: its chart's own, call-report and peer-median lines (issue 29). */
    comparison: ownComparison.optional(),
  })
  .meta({ id: 'AsymmetricBetaResult' });
export type AsymmetricBetaResult = z.infer<typeof asymmetricBetaResult>;

export const rollingBetaResult = z
  .object({
    ...seriesChosen,
    ...frequencyUsed,
    ...rangeChosen,
    lagQuarters: z.number().int(),
    rollingBetas: z.array(
      z.object({
        windowQuarters: z.number().int(),
        points: z.array(
          z.object({
            reportDate: z.string(),
            windowStart: z.string(),
            n: z.number().int(),
            /** Null: 'Insufficient Data', a gap in the line and its band. */
            estimate: betaEstimate.nullable(),
          }),
        ),
      }),
    ),
    /** With own data: its chart's own, call-report and peer-median lines (issue 29). */
    comparison: ownComparison.optional(),
  })
  .meta({ id: 'RollingBetaResult' });
export type RollingBetaResult = z.infer<typeof rollingBetaResult>;

export const lagSearchResult = z
  .object({
    ...seriesChosen,
    ...frequencyUsed,
    ...rangeChosen,
    rows: z.array(
      z.object({
        lagQuarters: z.number().int(),
        beta: z.number().nullable(),
        intercept: z.number().nullable(),
        rSquared: z.number().nullable(),
        n: z.number().int(),
        best: z.boolean(),
        nearBest: z.boolean(),
      }),
    ),
    bestLag: z.number().int().nullable(),
    /** Lags whose R² is within nearTieRSquared of the best's: the choice is not clear-cut. */
    nearBestLags: z.array(z.number().int()),
    nearTieRSquared: z.number(),
    /** With own data: its chart's own, call-report and peer-median lines (issue 29). */
    comparison: ownComparison.optional(),
  })
  .meta({ id: 'LagSearchResult' });
export type LagSearchResult = z.infer<typeof lagSearchResult>;

const betaDistribution = z.object({
  /** Institutions with a beta (the institution included). */
  count: z.number().int(),
  median: z.number().nullable(),
  /** Equal-width bins; the first and last also hold every value below / above them. */
  bins: z.array(
    z.object({
      from: z.number(),
      to: z.number(),
      count: z.number().int(),
      /** The institution's beta falls in this bin. */
      institution: z.boolean(),
    }),
  ),
});

const rankedBeta = z.object({
  /** Its name on the screens (BETA_NAMES). */
  label: z.string(),
  /** What it is, in a sentence, with the quarters it is fitted on. */
  definition: z.string(),
  /** The institution's own beta; null: 'Insufficient Data', and no rank. */
  value: z.number().nullable(),
  /** Share of the others with a lower beta, 0 to 1 (1: the highest pass-through). */
  peerPercentile: z.number().nullable(),
  nationalPercentile: z.number().nullable(),
  peer: betaDistribution,
  national: betaDistribution,
});

export const peerBetaRankResult = z
  .object({
    ...seriesChosen,
    institutionType: z.enum(INSTITUTION_TYPES),
    window: cycleWindow,
    group: z.object({
      groupId: z.number().int(),
      name: z.string(),
      /** The national aggregate: its peer figures are the national ones, not a second view. */
      national: z.boolean(),
    }),
    cycleBeta: rankedBeta,
    /**
     * The up-beta of the asymmetric model fitted on the cycle's quarterly changes (from its base
     * quarter to its end, no lag): Asymmetric Betas gives the same figure for that range at lag 0.
     */
    upBeta: rankedBeta,
  })
  .meta({ id: 'PeerBetaRankResult' });
export type PeerBetaRankResult = z.infer<typeof peerBetaRankResult>;

/** One Basel IRRBB category's caps beside the estimate. */
const regulatoryCapRow = z.object({
  category: z.enum(['retailTransactional', 'retailNonTransactional', 'wholesale']),
  label: z.string(),
  maxCoreShare: z.number(),
  maxAverageMaturityYears: z.number(),
  stableShareExceedsCap: z.boolean().nullable(),
  walExceedsCap: z.boolean().nullable(),
  exceedances: z.array(z.string()),
  /** The estimate capped at this category's caps; null without an estimate. */
  cappedStableShare: z.number().nullable(),
  cappedWalYears: z.number().nullable(),
});

/**
 * Own deposit data (issue 29): each category of the products asked (every category of
 * `own:all`, the product's own of `own:<product>`), its products summed, against its own cap.
 */
const ownCategoryView = z.object({
  category: z.enum(OWN_DATA_CATEGORIES),
  products: z.array(z.string()),
  stableShare: z.number().nullable(),
  walYears: z.number().nullable(),
  insufficientData: z.boolean(),
  cap: regulatoryCapRow,
});

export const regulatoryResult = z
  .object({
    institutionType: z.enum(INSTITUTION_TYPES),
    balanceMetricId: z.string(),
    balanceMetricTitle: z.string(),
    ...rangeChosen,
    /** Stable balance / balance in the last quarter (decay module); null without an estimate. */
    stableShare: z.number().nullable(),
    /** WAL in years of the stable balance's percentage decline (decay module). */
    walYears: z.number().nullable(),
    /** The decay module withheld its figures (under 8 quarters, or too volatile). */
    insufficientData: z.boolean(),
    regulatoryCaps: z.array(regulatoryCapRow),
    /** One sentence: which caps the estimates exceed (the table gives the detail). */
    summary: z.string(),
    /** NCUA NEV Supervisory Test values of non-maturity shares; credit unions only. */
    ncuaNev: z.object({ basePrice: z.number(), plus300BpPrice: z.number() }).nullable(),
    /** With own deposit data only: each category against its own Basel cap. */
    ownCategories: z.array(ownCategoryView).optional(),
  })
  .meta({ id: 'RegulatoryResult' });
export type RegulatoryResult = z.infer<typeof regulatoryResult>;

/** How a projection's lag was set, as the screens and the ALCO pack say it. */
export const LAG_SOURCE_TEXT = {
  chosen: 'the lag chosen',
  bestFit: 'the best fit of the lag search',
  noFit: 'no lag fits the data, so lag 0',
} as const;

/** The beta a projection applied, or why there is none. */
const betaUsed = z.object({
  kind: z.enum(BETA_KINDS),
  /** The single beta (cycle, regression); null for asymmetric. */
  beta: z.number().nullable(),
  upBeta: z.number().nullable(),
  downBeta: z.number().nullable(),
  lagQuarters: z.number().int(),
  /**
   * How the lag was set: chosen by the user, the best fit of the lag search on the estimation
   * quarters, or 0 because the lag search found no fit.
   */
  lagSource: z.enum(['chosen', 'bestFit', 'noFit']),
  /** R² of the regression at this lag on the estimation quarters; null when it has none. */
  lagRSquared: z.number().nullable(),
  /** Data through this quarter estimated it. */
  estimatedThrough: z.string(),
  /** Set when the beta could not be estimated ('Insufficient Data' and why). */
  unavailableReason: z.string().nullable(),
});

export const backTestResult = z
  .object({
    ...seriesChosen,
    balanceMetricId: z.string(),
    assumptions: betaUsed.extend({ decayFactor: z.number().nullable() }),
    backTest: z.object({
      estimationEnd: z.string(),
      testQuarters: z.array(z.string()),
      quarters: z.array(
        z.object({
          reportDate: z.string(),
          predictedCost: z.number().nullable(),
          reportedCost: z.number().nullable(),
          costError: z.number().nullable(),
          predictedBalance: z.number().nullable(),
          reportedBalance: z.number().nullable(),
          balanceError: z.number().nullable(),
          balanceErrorShare: z.number().nullable(),
        }),
      ),
      meanAbsoluteCostError: z.number().nullable(),
      meanAbsoluteBalanceErrorShare: z.number().nullable(),
    }),
    /** With own data: its chart's own, call-report and peer-median lines (issue 29). */
    comparison: ownComparison.optional(),
  })
  .meta({ id: 'BackTestResult' });
export type BackTestResult = z.infer<typeof backTestResult>;

export const scenarioResult = z
  .object({
    ...seriesChosen,
    /** The last quarter with both a cost and a rate: the projection starts from it. */
    startDate: z.string().nullable(),
    startCost: z.number().nullable(),
    startRate: z.number().nullable(),
    betaUsed,
    parallelShocksBp: z.array(z.number().int()),
    scenarios: z.array(
      z.object({
        kind: z.enum(['parallel', 'custom']),
        label: z.string(),
        shockBp: z.number().int().nullable(),
        /** Empty when the beta or the starting values are missing. */
        projection: z.array(
          z.object({
            quarter: z.number().int(),
            reportDate: z.string(),
            rate: z.number().nullable(),
            drivingRateChange: z.number().nullable(),
            depositCost: z.number().nullable(),
            floored: z.boolean(),
          }),
        ),
        /** Why there is no projection, when there is none. */
        unavailableReason: z.string().nullable(),
      }),
    ),
    /** With own data: its chart's own, call-report and peer-median lines (issue 29). */
    comparison: ownComparison.optional(),
  })
  .meta({ id: 'ScenarioResult' });
export type ScenarioResult = z.infer<typeof scenarioResult>;
