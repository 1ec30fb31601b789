import {
  CREDIT_UNION_INCOME,
  CREDIT_UNION_SHARE_PRICING,
  DEPOSIT_PRICING,
  LOAN_PRICING,
} from './parameters';
import { borrowingRate, primeRate, termDepositRate } from './new-money-rates';
import { clamp } from './quarter-context';
import { type ShareKind, type CreditUnionQuarter } from './credit-union-state';

/** The credit union's rates of the quarter: book yields, certificate and share rates (with the dividend bonus). */
export function creditUnionPricing(x: CreditUnionQuarter) {
  const { firstReport, lagged, market, q, rates, state, traits } = x;
  // ---- Rates.
  const prime = primeRate(rates);
  const fixedNew = Math.max(
    rates.treasury5y + CREDIT_UNION_INCOME.fixedSpread,
    CREDIT_UNION_INCOME.fixedFloor,
  );
  const newLoanRate =
    traits.variableShare * prime + (1 - traits.variableShare) * fixedNew + traits.loanSpread;
  const securitiesNew = Math.max(
    0.4 * rates.treasury3m + 0.6 * rates.treasury5y + LOAN_PRICING.securitiesSpread,
    LOAN_PRICING.securitiesFloor,
  );
  const certificateNew = termDepositRate(traits.beta, lagged);
  const borrowingNew = borrowingRate(rates);
  if (firstReport) {
    state.loanYield = newLoanRate;
    state.securitiesYield = securitiesNew;
    state.certificateBook = certificateNew;
    state.borrowingBook = borrowingNew;
    state.purchaseRate = rates.treasury5y;
  } else {
    const speed =
      traits.variableShare * LOAN_PRICING.variableSpeed +
      (1 - traits.variableShare) * (LOAN_PRICING.fixedSpeed + 0.04);
    state.loanYield += speed * (newLoanRate - state.loanYield);
    state.securitiesYield += LOAN_PRICING.securitiesSpeed * (securitiesNew - state.securitiesYield);
    state.certificateBook +=
      DEPOSIT_PRICING.time.bookSpeed * (certificateNew - state.certificateBook);
    state.borrowingBook += LOAN_PRICING.borrowingSpeed * (borrowingNew - state.borrowingBook);
    state.purchaseRate += LOAN_PRICING.securitiesSpeed * (rates.treasury5y - state.purchaseRate);
  }
  // Above its net worth target a credit union pays more dividends (it has no shareholders).
  const netWorthRatio =
    (state.undivided + state.otherReserves) / Math.max(state.previous?.assets ?? 1, 1);
  const { perPoint, low, high, speed } = CREDIT_UNION_INCOME.dividendBonus;
  const bonusTarget = clamp(
    perPoint * 100 * (netWorthRatio - traits.netWorthTarget),
    // Thin capital: dividends are cut harder (prompt corrective action).
    netWorthRatio < 0.07 ? -0.6 : low,
    high,
  );
  state.dividendBonus = firstReport
    ? 0
    : state.dividendBonus + speed * (bonusTarget - state.dividendBonus);
  const bonus = state.dividendBonus;
  const productRate = (kind: ShareKind): number => {
    if (kind === 'certificates') return Math.max(0.05, state.certificateBook + bonus);
    if (kind === 'ira') return Math.max(0.05, state.certificateBook * 0.9 + bonus);
    const pricing = CREDIT_UNION_SHARE_PRICING[kind];
    const rate = pricing.floor + pricing.factor * traits.beta * market;
    return kind === 'shareDrafts' ? rate : Math.max(0.02, rate + bonus);
  };
  const cashRate = q.index >= 11 ? rates.fedFunds : 0.8 * rates.fedFunds;

  return { cashRate, netWorthRatio, productRate };
}
export type CreditUnionPricing = ReturnType<typeof creditUnionPricing>;
