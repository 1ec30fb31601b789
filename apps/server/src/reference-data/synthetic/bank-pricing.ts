import { DEPOSIT_PRICING, LOAN_PRICING } from './parameters';
import { borrowingRate, primeRate, termDepositRate } from './new-money-rates';
import type { BankQuarter } from './bank-state';

/** The bank's rates of the quarter: new-money rates, the book yields that follow them, deposit rates. */
export function bankPricing(x: BankQuarter) {
  const { firstReport, lagged, market, q, rates, state, traits } = x;
  // ---- Rates of the quarter.
  const prime = primeRate(rates);
  const fixedNew = Math.max(rates.treasury5y + LOAN_PRICING.fixedSpread, LOAN_PRICING.fixedFloor);
  const newLoanRate =
    traits.variableShare *
      Math.max(prime + LOAN_PRICING.variableSpread, LOAN_PRICING.variableFloor) +
    (1 - traits.variableShare) * fixedNew +
    traits.loanSpread;
  const securitiesNew = Math.max(
    0.3 * rates.treasury3m + 0.7 * rates.treasury5y + LOAN_PRICING.securitiesSpread,
    LOAN_PRICING.securitiesFloor,
  );
  const timeNew = termDepositRate(traits.beta, lagged);
  const borrowingNew = borrowingRate(rates);
  if (firstReport) {
    state.loanYield = newLoanRate;
    state.securitiesYield = securitiesNew;
    state.timeBook = timeNew;
    state.borrowingBook = borrowingNew;
    state.subordinatedRate = rates.treasury10y + 2.5;
    state.purchaseRate = rates.treasury5y;
  } else {
    const speed =
      traits.variableShare * LOAN_PRICING.variableSpeed +
      (1 - traits.variableShare) * LOAN_PRICING.fixedSpeed;
    state.loanYield += speed * (newLoanRate - state.loanYield);
    state.securitiesYield += LOAN_PRICING.securitiesSpeed * (securitiesNew - state.securitiesYield);
    state.timeBook += DEPOSIT_PRICING.time.bookSpeed * (timeNew - state.timeBook);
    state.borrowingBook += LOAN_PRICING.borrowingSpeed * (borrowingNew - state.borrowingBook);
    state.subordinatedRate += 0.03 * (rates.treasury10y + 2.5 - state.subordinatedRate);
    state.purchaseRate += LOAN_PRICING.securitiesSpeed * (rates.treasury5y - state.purchaseRate);
  }
  const nowRate = DEPOSIT_PRICING.now.floor + DEPOSIT_PRICING.now.factor * traits.beta * market;
  const mmdaRate = DEPOSIT_PRICING.mmda.floor + DEPOSIT_PRICING.mmda.factor * traits.beta * market;
  const savingsRate =
    DEPOSIT_PRICING.savings.floor + DEPOSIT_PRICING.savings.factor * traits.beta * market;
  const jumboRate = state.timeBook + DEPOSIT_PRICING.jumboPremium;
  const foreignRate = DEPOSIT_PRICING.foreign * rates.treasury3m;
  const cashRate = q.index >= 11 ? rates.fedFunds + 0.03 : 0.75 * rates.fedFunds;

  return { cashRate, foreignRate, jumboRate, mmdaRate, nowRate, savingsRate };
}
export type BankPricing = ReturnType<typeof bankPricing>;
