import { z } from 'zod';

/**
 * GET /api/{iid}/deposit-summary: the dashboard's Non-Maturity Deposits figures, computed by
 * the deposit pages' own services over their default window. A figure that cannot be had is
 * null with the reason beside it (missing is not zero).
 */
const decayFigures = z.object({
  metricId: z.string(),
  metricTitle: z.string(),
  /** Quarterly decay factor of the actual balance, a fraction (0.05 is 5%). */
  decayFactor: z.number().nullable(),
  /** Weighted average life in years, straight-line and percentage decline. */
  straightLineWal: z.number().nullable(),
  pctDeclineWal: z.number().nullable(),
  /** Why the figures are null; null when they are there. */
  reason: z.string().nullable(),
});

const betaFigures = z.object({
  metricId: z.string(),
  metricTitle: z.string(),
  rateName: z.string(),
  /** Slope of the deposit cost on the rate, same quarter (lag 0). */
  beta: z.number().nullable(),
  rSquared: z.number().nullable(),
  /** Quarters with both a cost and a rate. */
  quarters: z.number().int(),
  reason: z.string().nullable(),
});

export const depositSummary = z
  .object({
    /** The window: the last quarters of the deposit pages' dates, null when there are none. */
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    decay: decayFigures,
    beta: betaFigures,
  })
  .meta({ id: 'DepositSummary' });
export type DepositSummary = z.infer<typeof depositSummary>;

/** The quarters of the deposit pages' default window (their date slider's 13 periods). */
export const DEPOSIT_SUMMARY_QUARTERS = 13;

export const DEPOSIT_SUMMARY_REASONS = {
  noDates: 'No quarter of deposit data is loaded yet.',
  fewBalances: (minimum: number) =>
    `Fewer than ${minimum} quarters of balances in the window: not enough to measure decay.`,
  noDecay: 'The balances show no run-off to measure.',
  noRate: 'The Fed Funds rate is not loaded.',
  fewQuarters: (minimum: number) =>
    `Fewer than ${minimum} quarters with both a deposit cost and the Fed Funds rate.`,
  flatRate: 'The Fed Funds rate did not move in the window, so no beta can be fitted.',
} as const;
