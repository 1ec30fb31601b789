import { z } from 'zod';
import { analysisFrequency, sourceQuery, type AnalysisFrequency } from './own-deposit-data';
import { quarterEndDate } from './input';
import { comparisonGroupQuery, ownComparison } from './own-comparison';

const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** The period of a decay analysis: quarters (the call report's), or months of own data. */
export const decayFrequency = analysisFrequency;
export type DecayFrequency = AnalysisFrequency;
export const MONTHLY_DECAY_NEEDS_OWN_DATA =
  'Call reports are quarterly: monthly decay needs own data.';

export const decayQuery = z.object({
  startDate: quarterEndDate(),
  endDate: quarterEndDate(),
  /** 'Apply a N year truncation point?' (N = nmd_trunct / 4). */
  truncate: booleanQuery.default(false),
  /** 'Adjust for Covid?' */
  covid: booleanQuery.default(false),
  /** The basic decay chart counts 25% growth as a significant event; else nmd_sig_event_ind. */
  basic: booleanQuery.default(false),
  /** The call report (default), or own deposit data: `own:<product>` or `own:all` (issue 29). */
  source: sourceQuery,
  /** With own data: the peer group whose median balance the chart draws beside it. */
  ...comparisonGroupQuery,
  /**
   * With own data (`source=own:…`): `monthly` analyses the month-end balances of the range's
   * quarters month by month (12-month volatility, monthly decay factor, lives in years).
   * Quarterly by default; monthly on the call report is a 400.
   */
  frequency: decayFrequency.default('quarterly'),
});

/** spec 2 section 3: decay data point, plus the stable balance the chart draws. */
export const decayPoint = z.object({
  reportDate: z.string(),
  value: z.number(),
  growthRate: z.number().nullable(),
  standardAverageBalanceVolatile: z.number().nullable(),
  stableBalance: z.number(),
  significantEvent: z.boolean(),
});

const runOffPeriod = z.object({
  /** The step of the run-off, 0 being the starting balance, in the answer's `frequency`. */
  period: z.number().int(),
  straightLineBalance: z.number(),
  straightLineRunOff: z.number(),
  pctDeclineBalance: z.number(),
  pctDeclineRunOff: z.number(),
});

/** spec 2 section 3: decay key figures (decayFactor, cashFlow, straightLineDeclineWal, pctDeclineWal). */
export const decayKeyFigures = z.object({
  startingBalance: z.number().nullable(),
  decayFactor: z.number().nullable(),
  cashFlow: z.array(runOffPeriod),
  straightLineDeclineWal: z.number().nullable(),
  pctDeclineWal: z.number().nullable(),
});

export const decayResult = z
  .object({
    metricId: z.string(),
    /**
     * The period every count of the answer is in: the points, the decay factors, the cash flow's
     * `period` steps, `minimumPeriods` and `horizonPeriods` (all months when monthly).
     */
    frequency: decayFrequency,
    points: z.array(decayPoint),
    enoughData: z.boolean(),
    /**
     * Fewer periods with a balance in the range than `minimumPeriods`: the widgets say
     * 'Insufficient Data' and every key figure is null.
     */
    insufficientData: z.boolean(),
    /** MIN_DECAY_QUARTERS in the answer's `frequency`: 8 quarters, or 24 months. */
    minimumPeriods: z.number().int(),
    /** The stable variant shows the volatility message instead of its chart. */
    tooVolatile: z.boolean(),
    significantEventThreshold: z.number(),
    /** The run-off's last step in the answer's `frequency`: 400 quarters, or 1200 months. */
    horizonPeriods: z.number().int(),
    /** nmd_trunct / 4 when truncation is on. */
    truncationYears: z.number().nullable(),
    nonStableBalance: z.number().nullable(),
    actual: decayKeyFigures,
    stable: decayKeyFigures,
    /** With own data: the balance chart's own, call-report and peer-median lines (issue 29). */
    comparison: ownComparison.optional(),
  })
  .meta({ id: 'DecayResult' });
export type DecayResult = z.infer<typeof decayResult>;
