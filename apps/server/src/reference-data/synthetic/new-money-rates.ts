import { DEPOSIT_PRICING, LOAN_PRICING } from './parameters';
import type { QuarterRates } from './rate-path';

/** The prime rate: fed funds plus the prime spread, never below its floor. */
export function primeRate(rates: QuarterRates): number {
  return Math.max(rates.fedFunds + LOAN_PRICING.primeSpread, LOAN_PRICING.primeFloor);
}

/**
 * The rate on new time deposits (bank) or certificates (credit union): a floor plus a share,
 * rising with the institution's deposit beta, of a lagged mix of the 3-month and 5-year rates.
 */
export function termDepositRate(beta: number, lagged: QuarterRates): number {
  return (
    DEPOSIT_PRICING.time.floor +
    (DEPOSIT_PRICING.time.factor + DEPOSIT_PRICING.time.betaFactor * beta) *
      (0.6 * lagged.treasury3m + 0.4 * lagged.treasury5y)
  );
}

/** The rate on new borrowings (FHLB advances and the like). */
export function borrowingRate(rates: QuarterRates): number {
  return 0.5 * rates.treasury3m + 0.5 * rates.treasury5y + LOAN_PRICING.borrowingSpread;
}
