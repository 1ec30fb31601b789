import {
  CREDIT_QUALITY_SIGMA,
  CREDIT_UNION_FARM_MIX,
  CREDIT_UNION_INCOME,
  CREDIT_UNION_LOAN_MIX,
  CREDIT_UNION_SEGMENTS,
  CREDIT_UNION_SHARE_MIX,
  DEPOSIT_PRICING,
  GROWTH,
  type CreditUnionSegment,
} from './parameters';
import { FARM_STATES } from './names';
import { normalizeLoanMix } from './loan-book';
import { clamp } from './quarter-context';
import { drawProblemSpell, type ProblemSpell } from './problem-spell';
import type { Random } from './random';
import type { CreditUnionProfile } from './roster';
import type { ShareKind } from './credit-union-state';

/** What makes one credit union itself: drawn once, in this order, from its random stream. */
export interface CreditUnionTraits {
  readonly elasticity: number;
  readonly trend: number;
  readonly volatile: boolean;
  readonly quality: number;
  readonly problemSpell: ProblemSpell;
  readonly beta: number;
  readonly lag: number;
  readonly baseMix: Map<CreditUnionSegment, number>;
  readonly loanSpread: number;
  readonly variableShare: number;
  readonly targetLoanToShare: number;
  readonly shareRatio: number;
  readonly netWorthTarget: number;
  readonly baseShares: Record<ShareKind, number>;
  readonly nonMemberShare: number;
  readonly brokeredShare: number;
  readonly borrowTarget: number;
  readonly cashOnHandShare: number;
  readonly cashOnDepositShare: number;
  readonly cashEquivalentShare: number;
  readonly timeDepositShare: number;
  readonly otherInvestmentShare: number;
  readonly htmShare: number;
  readonly tradingShare: number;
  readonly equitySecurityShare: number;
  readonly heldForSaleShare: number;
  readonly landShare: number;
  readonly fixedShare: number;
  readonly otherAssetShare: number;
  readonly goodwillShare: number;
  readonly payableShare: number;
  readonly indirectShare: number;
  readonly uninsuredShare: number;
  readonly nonInterestIncomeRate: number;
  readonly expenseRatio: number;
  readonly efficiencyTarget: number;
  readonly refundsInterest: boolean;
  readonly averageLoanSize: number;
  readonly membersPerBranch: number;
  readonly assetsPerEmployee: number;
  readonly partTimeShare: number;
  readonly potentialMultiple: number;
  readonly election: 'A' | 'B' | 'C' | null;
  readonly insured: boolean;
}

export function drawCreditUnionTraits(r: Random, profile: CreditUnionProfile): CreditUnionTraits {
  const demo = profile.demo;
  const baseMix = new Map<CreditUnionSegment, number>();
  const assets = profile.initialAssets;
  const small = assets < 20_000_000;

  const elasticity = demo ? 1 : r.normal(GROWTH.elasticity.mean + 0.05, GROWTH.elasticity.sd);
  const trend = demo
    ? 0.01
    : small
      ? r.normal(GROWTH.smallCreditUnionTrend, GROWTH.creditUnionTrend.sd)
      : r.normal(GROWTH.creditUnionTrend.mean, GROWTH.creditUnionTrend.sd);
  const volatile = !demo && r.chance(GROWTH.volatileShare);
  const quality = demo ? 0.85 : r.logNormal(1, CREDIT_QUALITY_SIGMA);
  const problemSpell = drawProblemSpell(r, demo);
  const beta = demo ? 0.3 : r.uniform(...DEPOSIT_PRICING.beta);
  const lag = demo ? 1 : r.int(...DEPOSIT_PRICING.lagQuarters);

  const mix: Partial<Record<CreditUnionSegment, number>> = {
    ...CREDIT_UNION_LOAN_MIX[profile.archetype],
  };
  if (profile.archetype === 'business' && FARM_STATES.has(profile.state))
    Object.assign(mix, CREDIT_UNION_FARM_MIX);
  let total = 0;
  for (const [segment, weight] of Object.entries(mix) as [CreditUnionSegment, number][]) {
    // Small credit unions often lack a product altogether.
    if (small && weight < 5 && r.chance(0.5)) continue;
    const w = weight * r.logNormal(1, 0.35);
    baseMix.set(segment, w);
    total += w;
  }
  const { spread, variable } = normalizeLoanMix(baseMix, total, CREDIT_UNION_SEGMENTS);
  const loanSpread = spread + r.normal(-0.2, 0.3);
  const variableShare = variable;

  const targetLoanToShare =
    { consumer: 0.8, mortgage: 0.9, balanced: 0.75, small: 0.55, business: 0.9 }[
      profile.archetype
    ] * r.logNormal(1, 0.18);
  const shareRatio = clamp(r.normal(0.86, 0.035), 0.72, 0.93);
  const netWorthTarget =
    r.uniform(...CREDIT_UNION_INCOME.netWorthTarget) + (assets < 10_000_000 ? 0.04 : 0);
  const baseShares = {
    shareDrafts: CREDIT_UNION_SHARE_MIX.shareDrafts * r.logNormal(1, 0.35),
    regular: CREDIT_UNION_SHARE_MIX.regular * r.logNormal(1, 0.25),
    moneyMarket: CREDIT_UNION_SHARE_MIX.moneyMarket * r.logNormal(1, 0.35) * (small ? 0.3 : 1),
    certificates: CREDIT_UNION_SHARE_MIX.certificates * r.logNormal(1, 0.3),
    ira: CREDIT_UNION_SHARE_MIX.ira * r.logNormal(1, 0.3) * (small ? 0.5 : 1),
    other: CREDIT_UNION_SHARE_MIX.other * r.logNormal(1, 0.5),
  };
  const nonMemberShare = !small && r.chance(0.3) ? r.uniform(0.005, 0.05) : 0;
  const brokeredShare = nonMemberShare > 0 && r.chance(0.5) ? r.uniform(0.5, 1) : 0;
  const borrowTarget = r.chance(small ? 0.1 : 0.45) ? Math.min(0.12, r.logNormal(0.03, 0.6)) : 0;
  const cashOnHandShare = r.logNormal(small ? 0.012 : 0.006, 0.3);
  const cashOnDepositShare = r.logNormal(small ? 0.1 : 0.05, 0.35);
  const cashEquivalentShare = r.chance(0.3) ? r.uniform(0.002, 0.02) : 0;
  const timeDepositShare = r.uniform(small ? 0.15 : 0.02, small ? 0.5 : 0.15);
  const otherInvestmentShare = r.uniform(0.01, 0.05);
  const htmShare = r.chance(0.6) ? r.uniform(0.05, 0.5) : 0;
  const tradingShare = !small && r.chance(0.02) ? r.uniform(0.01, 0.05) : 0;
  const equitySecurityShare = r.chance(0.25) ? r.uniform(0.002, 0.02) : 0;
  const heldForSaleShare =
    profile.archetype === 'mortgage' || (!small && r.chance(0.15)) ? r.uniform(0.003, 0.02) : 0;
  const landShare = small && r.chance(0.5) ? 0 : r.logNormal(0.015, 0.35);
  const fixedShare = r.logNormal(0.004, 0.35);
  const otherAssetShare = r.logNormal(0.012, 0.3);
  const goodwillShare = !small && r.chance(0.04) ? r.uniform(0.001, 0.006) : 0;
  const payableShare = r.logNormal(0.008, 0.3);
  const indirectShare =
    profile.archetype === 'consumer' && r.chance(0.5)
      ? r.uniform(0.2, 0.6)
      : r.chance(0.1)
        ? r.uniform(0.05, 0.3)
        : 0;
  const uninsuredShare = clamp(0.02 + 0.025 * Math.log10(assets / 10_000_000), 0.01, 0.15);
  const nonInterestIncomeRate = r.logNormal(
    CREDIT_UNION_INCOME.nonInterestIncome.median,
    CREDIT_UNION_INCOME.nonInterestIncome.sigma,
  );
  const expenseRatio =
    CREDIT_UNION_INCOME.nonInterestExpense.median *
    Math.pow(assets / 100_000_000, CREDIT_UNION_INCOME.nonInterestExpense.scaleElasticity) *
    r.logNormal(1, CREDIT_UNION_INCOME.nonInterestExpense.sigma);
  const efficiencyTarget = clamp(
    r.normal(CREDIT_UNION_INCOME.efficiencyTarget.mean, CREDIT_UNION_INCOME.efficiencyTarget.sd),
    0.6,
    0.95,
  );
  const refundsInterest = r.chance(0.03);
  const averageLoanSize =
    { consumer: 14_000, mortgage: 30_000, balanced: 18_000, small: 6_500, business: 24_000 }[
      profile.archetype
    ] * r.logNormal(1, 0.2);
  const membersPerBranch = r.logNormal(5_000, 0.4);
  const assetsPerEmployee = r.logNormal(small ? 2_500_000 : 3_800_000, 0.25);
  const partTimeShare = r.uniform(0.05, small ? 0.6 : 0.25);
  const potentialMultiple =
    profile.tomCode === 0 || profile.tomCode === 66 ? r.logNormal(25, 0.8) : r.logNormal(3, 0.5);
  const election = r.chance(0.02) ? r.pick(['A', 'B', 'C'] as const) : null;
  const insured = profile.charter !== 'state-uninsured';
  return {
    elasticity,
    trend,
    volatile,
    quality,
    problemSpell,
    beta,
    lag,
    baseMix,
    loanSpread,
    variableShare,
    targetLoanToShare,
    shareRatio,
    netWorthTarget,
    baseShares,
    nonMemberShare,
    brokeredShare,
    borrowTarget,
    cashOnHandShare,
    cashOnDepositShare,
    cashEquivalentShare,
    timeDepositShare,
    otherInvestmentShare,
    htmShare,
    tradingShare,
    equitySecurityShare,
    heldForSaleShare,
    landShare,
    fixedShare,
    otherAssetShare,
    goodwillShare,
    payableShare,
    indirectShare,
    uninsuredShare,
    nonInterestIncomeRate,
    expenseRatio,
    efficiencyTarget,
    refundsInterest,
    averageLoanSize,
    membersPerBranch,
    assetsPerEmployee,
    partTimeShare,
    potentialMultiple,
    election,
    insured,
  };
}
