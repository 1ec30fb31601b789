import { CREDIT_UNION_INCOME } from './parameters';
import { clamp } from './quarter-context';
import { updateCostBase } from './sticky-costs';
import { SHARE_KINDS, type CreditUnionQuarter } from './credit-union-state';
import type { CreditUnionQuality } from './credit-union-credit-quality';
import type { CreditUnionPricing } from './credit-union-pricing';
import type { CreditUnionSheet } from './credit-union-balance-sheet';

/** The credit union's income of the quarter on average balances, its costs and net income. */
export function creditUnionIncome(
  x: CreditUnionQuarter,
  quality: CreditUnionQuality,
  pricing: CreditUnionPricing,
  sheet: CreditUnionSheet,
) {
  const { firstReport, q, r, state, traits } = x;
  const { delinquent90, loans, provision } = quality;
  const { cashRate, netWorthRatio, productRate } = pricing;
  const {
    borrowings,
    byKind,
    cashOnDeposit,
    investmentsProvisional,
    nonMember,
    provisionalAssets,
  } = sheet;
  // ---- Income.
  const prev = state.previous;
  const average = (current: number, previous: number | undefined) =>
    previous === undefined ? current : (previous + current) / 2;
  const naShare = delinquent90 / Math.max(loans, 1);
  const flows: Record<string, number> = {};
  flows['110'] = (average(loans, prev?.loans) * (1 - 0.7 * naShare) * state.loanYield) / 400;
  flows['119'] = traits.refundsInterest ? flows['110'] * 0.01 : 0;
  flows['120'] =
    (average(investmentsProvisional, prev?.investments) * state.securitiesYield +
      average(cashOnDeposit, prev?.cashOnDeposit) * cashRate) /
    400;
  flows['124'] = traits.tradingShare > 0 ? investmentsProvisional * r.normal(0, 0.0005) : 0;
  let dividends = 0;
  for (const kind of SHARE_KINDS)
    dividends += (average(byKind[kind], prev?.shares[kind]) * productRate(kind)) / 400;
  flows['380'] = dividends;
  flows['381'] = (average(nonMember, prev?.nonMember) * (state.certificateBook + 0.15)) / 400;
  flows['340'] =
    (average(borrowings, prev?.borrowings) * state.borrowingBook +
      average(state.subordinated, prev?.subordinated) * 6) /
    400;
  const averageAssets = average(provisionalAssets, prev?.assets);
  const feeTrend = clamp(1 - 0.015 * (q.year - 2006), 0.65, 1);
  const nonInterestIncome =
    (averageAssets * traits.nonInterestIncomeRate * r.logNormal(1, 0.06)) / 400;
  flows['131'] = nonInterestIncome * CREDIT_UNION_INCOME.feeShare * feeTrend;
  flows['117'] = nonInterestIncome * (1 - CREDIT_UNION_INCOME.feeShare * (1 - feeTrend));
  updateCostBase(r, state, {
    firstReport,
    expenseRatio: traits.expenseRatio,
    efficiencyTarget: traits.efficiencyTarget,
    assets: provisionalAssets,
    previousAssets: prev?.assets,
    assetElasticity: 0.6,
    inflation: CREDIT_UNION_INCOME.costInflation,
    thinCapitalCut: netWorthRatio < 0.07 ? 0.1 : 0,
  });
  flows['210'] = state.costBase * CREDIT_UNION_INCOME.compensationShare;
  flows['250'] = state.costBase * CREDIT_UNION_INCOME.occupancyShare;
  flows['260'] = state.costBase * CREDIT_UNION_INCOME.operationsShare;
  flows['270'] = state.costBase * 0.03;
  flows['280'] = state.costBase * 0.07;
  flows['290'] = state.costBase * 0.08;
  flows['360'] =
    state.costBase *
    (1 -
      CREDIT_UNION_INCOME.compensationShare -
      CREDIT_UNION_INCOME.occupancyShare -
      CREDIT_UNION_INCOME.operationsShare -
      0.18);
  const interestIncome = flows['110'] - flows['119'] + flows['120'] + flows['124'];
  const interestExpense = flows['380'] + flows['381'] + flows['340'];
  const expenses = ['210', '250', '260', '270', '280', '290', '360'].reduce(
    (t, c) => t + flows[c]!,
    0,
  );
  state.lastRevenue = interestIncome - interestExpense + flows['117']!;
  const netIncome = interestIncome - interestExpense + flows['117']! - expenses - provision;

  return { flows, netIncome, prev };
}
export type CreditUnionEarnings = ReturnType<typeof creditUnionIncome>;
