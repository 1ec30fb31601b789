import {
  BANK_DEPOSIT_MIX,
  BANK_INCOME,
  BANK_LOAN_MIX,
  BANK_SEGMENTS,
  CHURN,
  CREDIT_QUALITY_SIGMA,
  DEPOSIT_PRICING,
  GROWTH,
  LOAN_PRICING,
  type BankSegment,
} from './parameters';
import { normalizeLoanMix } from './loan-book';
import { clamp } from './quarter-context';
import { drawProblemSpell, type ProblemSpell } from './problem-spell';
import type { Random } from './random';
import type { BankProfile } from './roster';
import { Q_2020Q1, Q_2023Q1, type DepositKind } from './bank-state';

/** What makes one bank itself: drawn once, in this order, from its random stream. */
export interface BankTraits {
  readonly elasticity: number;
  readonly trend: number;
  readonly loanTrend: number;
  readonly volatile: boolean;
  readonly quality: number;
  readonly problemSpell: ProblemSpell;
  readonly beta: number;
  readonly lag: number;
  readonly baseMix: Map<BankSegment, number>;
  readonly loanSpread: number;
  readonly variableShare: number;
  readonly targetLoanToDeposit: number;
  readonly equityTarget: number;
  readonly baseDeposits: Record<DepositKind, number>;
  readonly foreignShare: number;
  readonly jumboShare: number;
  readonly brokeredShare: number;
  readonly borrowTarget: number;
  readonly fedFundsPurchasedShare: number;
  readonly repoShare: number;
  readonly subordinatedShare: number;
  readonly cashShare: number;
  readonly fedFundsSoldShare: number;
  readonly htmShare: number;
  readonly equitySecuritiesShare: number;
  readonly pledgeShare: number;
  readonly fixedShare: number;
  readonly otherAssetShare: number;
  readonly otherLiabilityShare: number;
  readonly goodwillShare: number;
  readonly intangibleShare: number;
  readonly tradingShare: number;
  readonly minorityShare: number;
  readonly heldForSaleShare: number;
  readonly mortgageBanking: boolean;
  readonly serviceChargeRate: number;
  readonly fiduciaryRate: number;
  readonly insuranceRate: number;
  readonly brokerageRate: number;
  readonly loanSaleGainRate: number;
  readonly servicingRate: number;
  readonly otherIncomeRate: number;
  readonly expenseRatio: number;
  readonly efficiencyTarget: number;
  readonly personnelShare: number;
  readonly occupancyShare: number;
  readonly ceclQuarter: number;
  readonly communityLeverageElector: boolean;
  readonly tarpRepayQuarter: number | null;
  readonly depositRatio: number;
  readonly pledgeDepositHeavy: number;
}

export function drawBankTraits(r: Random, profile: BankProfile): BankTraits {
  const demo = profile.demo;
  const archetype = profile.archetype;
  const large = profile.initialAssets > 10_000_000;

  const elasticity = demo ? 0.95 : r.normal(GROWTH.elasticity.mean, GROWTH.elasticity.sd);
  const trend = demo ? 0.005 : r.normal(GROWTH.bankTrend.mean, GROWTH.bankTrend.sd);
  const loanTrend = r.normal(0, 0.01);
  const volatile = !demo && r.chance(GROWTH.volatileShare);
  const quality = demo ? 0.85 : r.logNormal(1, CREDIT_QUALITY_SIGMA);
  const problemSpell = drawProblemSpell(r, demo);
  const beta = demo ? 0.35 + 0.05 * (profile.agencyId % 3) : r.uniform(...DEPOSIT_PRICING.beta);
  const lag = demo ? 1 : r.int(...DEPOSIT_PRICING.lagQuarters);

  // Loan mix: the archetype's weights scattered log-normally.
  const baseMix = new Map<BankSegment, number>();
  let total = 0;
  for (const [segment, weight] of Object.entries(BANK_LOAN_MIX[archetype]) as [
    BankSegment,
    number,
  ][]) {
    const w = weight * r.logNormal(1, 0.35);
    baseMix.set(segment, w);
    total += w;
  }
  const { spread, variable } = normalizeLoanMix(baseMix, total, BANK_SEGMENTS);
  const loanSpread =
    spread + r.normal(LOAN_PRICING.institutionSpread.mean, LOAN_PRICING.institutionSpread.sd);
  const variableShare = variable;

  const loanToDeposit = {
    agricultural: 0.75,
    commercial: 0.85,
    cre: 0.95,
    residential: 0.95,
    consumer: 1.15,
    diversified: 0.8,
    trust: 0.3,
  }[archetype];
  const targetLoanToDeposit = 0.93 * loanToDeposit * r.logNormal(1, 0.15);
  const depositRatio = clamp(
    archetype === 'consumer' ? r.normal(0.74, 0.06) : r.normal(0.83, 0.05),
    0.55,
    0.92,
  );
  const equityShift =
    profile.ownershipType === 'Mutual'
      ? 0.02
      : profile.ownershipType === 'SubS'
        ? -0.005
        : archetype === 'consumer'
          ? 0.02
          : 0;
  const equityTarget = r.uniform(...BANK_INCOME.equityTarget) + equityShift;

  const mix = BANK_DEPOSIT_MIX[archetype];
  const baseDeposits = {
    nib: mix.nib * r.logNormal(1, 0.3),
    now: mix.now * r.logNormal(1, 0.3),
    mmda: mix.mmda * r.logNormal(1, 0.25),
    savings: mix.savings * r.logNormal(1, 0.3),
    time: mix.time * r.logNormal(1, 0.25),
  };
  if (volatile) baseDeposits.nib *= 2;
  const foreignShare = profile.foreignOffices ? r.uniform(0.08, 0.2) : 0;
  const jumboShare = clamp(0.18 + 0.04 * Math.log10(profile.initialAssets / 100_000), 0.1, 0.4);
  const brokeredChance = { consumer: 0.7, cre: 0.45 }[archetype as string] ?? 0.2;
  const brokeredShare = r.chance(brokeredChance) ? Math.min(0.3, r.logNormal(0.05, 0.6)) : 0;
  const borrowTarget = r.chance(0.35)
    ? 0
    : Math.min(0.2, r.logNormal(0.045, 0.6) * (archetype === 'residential' ? 1.8 : 1));
  const fedFundsPurchasedShare = r.chance(0.2) ? r.uniform(0.003, 0.02) : 0;
  const repoShare = r.chance(large ? 0.7 : 0.22) ? r.uniform(0.005, 0.04) : 0;
  const subordinatedShare = profile.foreignOffices
    ? 0.01
    : large && r.chance(0.5)
      ? 0.005
      : r.chance(0.01)
        ? 0.003
        : 0;
  const cashShare = r.logNormal(archetype === 'trust' ? 0.1 : 0.035, 0.35);
  const fedFundsSoldShare = !large && r.chance(0.4) ? r.uniform(0.01, 0.05) : 0;
  const htmShare = r.chance(0.5) ? 0 : r.uniform(0.05, 0.5);
  const equitySecuritiesShare = r.chance(0.4) ? r.uniform(0.002, 0.02) : 0;
  const pledgeShare = r.uniform(0.15, 0.6);
  const pledgeDepositHeavy = r.uniform(0.8, 1.2);
  const fixedShare = r.logNormal(0.018, 0.3);
  const otherAssetShare = r.logNormal(0.015, 0.3);
  const otherLiabilityShare = r.logNormal(0.007, 0.3);
  const goodwillShare = r.chance(large ? 0.8 : 0.22) ? Math.min(0.05, r.logNormal(0.008, 0.8)) : 0;
  const intangibleShare = goodwillShare * r.uniform(0.08, 0.3);
  const tradingShare = profile.foreignOffices ? r.uniform(0.01, 0.06) : 0;
  const minorityShare = profile.foreignOffices ? r.uniform(0, 0.002) : 0;

  const mortgageBanking = r.chance(
    archetype === 'residential' ? 0.4 : large || archetype === 'diversified' ? 0.6 : 0.15,
  );
  const heldForSaleShare = mortgageBanking ? r.uniform(0.01, 0.05) : r.uniform(0, 0.003);
  const serviceChargeRate = r.logNormal(0.35, 0.3);
  const trustActive =
    archetype === 'trust' ||
    (archetype === 'diversified' && r.chance(0.8)) ||
    r.chance(profile.name.includes('Trust') ? 0.7 : 0.15);
  const fiduciaryRate = trustActive
    ? archetype === 'trust'
      ? r.uniform(2, 4)
      : r.uniform(0.05, 0.5)
    : 0;
  const insuranceRate = r.chance(archetype === 'agricultural' ? 0.2 : 0.08)
    ? r.uniform(0.02, 0.25)
    : 0;
  const brokerageRate = r.chance(large ? 0.7 : 0.2) ? r.uniform(0.02, 0.15) : 0;
  const loanSaleGainRate = mortgageBanking ? r.uniform(0.4, 2) : r.uniform(0, 0.15);
  const servicingRate = mortgageBanking && r.chance(0.5) ? r.uniform(0.02, 0.12) : 0;
  const otherIncomeRate =
    r.logNormal(BANK_INCOME.nonInterestIncome.median, BANK_INCOME.nonInterestIncome.sigma) * 0.45 +
    (archetype === 'consumer' ? 1.5 : 0);
  const expenseRatio =
    BANK_INCOME.nonInterestExpense.median *
      Math.pow(profile.initialAssets / 100_000, BANK_INCOME.nonInterestExpense.scaleElasticity) *
      r.logNormal(1, BANK_INCOME.nonInterestExpense.sigma) +
    (archetype === 'trust' ? 2.5 : archetype === 'consumer' ? 2 : 0);
  const efficiencyTarget = clamp(
    r.normal(BANK_INCOME.efficiencyTarget.mean, BANK_INCOME.efficiencyTarget.sd) +
      (archetype === 'trust' ? 0.1 : 0),
    0.45,
    0.85,
  );
  const personnelShare = BANK_INCOME.personnelShare * r.logNormal(1, 0.08);
  const occupancyShare = BANK_INCOME.occupancyShare * r.logNormal(1, 0.15);
  const ceclQuarter = profile.foreignOffices || large ? Q_2020Q1 : Q_2023Q1;
  const communityLeverageElector = !demo && !large && r.chance(0.35);
  const tarpRepayQuarter =
    !demo && profile.ownershipType === 'Stock' && r.chance(CHURN.tarpShare) ? r.int(20, 35) : null;
  return {
    elasticity,
    trend,
    loanTrend,
    volatile,
    quality,
    problemSpell,
    beta,
    lag,
    baseMix,
    loanSpread,
    variableShare,
    targetLoanToDeposit,
    equityTarget,
    baseDeposits,
    foreignShare,
    jumboShare,
    brokeredShare,
    borrowTarget,
    fedFundsPurchasedShare,
    repoShare,
    subordinatedShare,
    cashShare,
    fedFundsSoldShare,
    htmShare,
    equitySecuritiesShare,
    pledgeShare,
    fixedShare,
    otherAssetShare,
    otherLiabilityShare,
    goodwillShare,
    intangibleShare,
    tradingShare,
    minorityShare,
    heldForSaleShare,
    mortgageBanking,
    serviceChargeRate,
    fiduciaryRate,
    insuranceRate,
    brokerageRate,
    loanSaleGainRate,
    servicingRate,
    otherIncomeRate,
    expenseRatio,
    efficiencyTarget,
    personnelShare,
    occupancyShare,
    ceclQuarter,
    communityLeverageElector,
    tarpRepayQuarter,
    depositRatio,
    pledgeDepositHeavy,
  };
}
