import type { QuarterContext } from './quarter-context';
import type { QuarterRates } from './rate-path';

/** How a quarter opens for an institution that files it. */
export interface QuarterStart {
  firstReport: boolean;
  rates: QuarterRates;
  lagged: QuarterRates;
  /** The market rate deposits and shares are priced on: half fed funds, half the 3-month bill, lagged. */
  market: number;
}

/**
 * Opens the quarter, the same rule for banks and credit unions: null when the institution does
 * not file it (not yet chartered, or merged away: then for good).
 */
export function startQuarter(
  state: { alive: boolean; started: boolean },
  profile: { startQuarter: number; mergerQuarter: number },
  q: QuarterContext,
  lag: number,
): QuarterStart | null {
  if (!state.alive || q.index < profile.startQuarter) return null;
  if (q.index >= profile.mergerQuarter) {
    state.alive = false;
    return null;
  }
  const lagged = q.lagged(lag);
  return {
    firstReport: !state.started,
    rates: q.rates,
    lagged,
    market: 0.5 * lagged.fedFunds + 0.5 * lagged.treasury3m,
  };
}
