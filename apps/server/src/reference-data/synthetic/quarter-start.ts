import type { QuarterContext, YearToDate } from './quarter-context';
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
 * not file it (not yet chartered, or merged away: then for good); else its balances are set up
 * (first report) or grown, and the year-to-date sums restart where a year starts.
 */
export function startQuarter(
  state: { alive: boolean; started: boolean; ytd: YearToDate },
  profile: { startQuarter: number; mergerQuarter: number },
  q: QuarterContext,
  lag: number,
  balances: { initialize: () => void; grow: () => void },
): QuarterStart | null {
  if (!state.alive || q.index < profile.startQuarter) return null;
  if (q.index >= profile.mergerQuarter) {
    state.alive = false;
    return null;
  }
  const lagged = q.lagged(lag);
  const firstReport = !state.started;
  if (firstReport) balances.initialize();
  else balances.grow();
  state.started = true;
  state.ytd.startQuarter(q.quarter, firstReport);
  return {
    firstReport,
    rates: q.rates,
    lagged,
    market: 0.5 * lagged.fedFunds + 0.5 * lagged.treasury3m,
  };
}
