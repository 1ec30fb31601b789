import {
  ALLOWANCE,
  BALANCE_SHEET,
  BANK_INCOME,
  cashFactor,
  CHURN,
  COMMERCIAL_SEGMENTS,
  CREDIT_QUALITY_SIGMA,
  CREDIT_UNION_FARM_MIX,
  CREDIT_UNION_INCOME,
  CREDIT_UNION_LOAN_MIX,
  CREDIT_UNION_SEGMENTS,
  CREDIT_UNION_SHARE_MIX,
  CREDIT_UNION_SHARE_PRICING,
  CREDIT_UNION_SHARE_RATE_SLOPE,
  DEPOSIT_PRICING,
  GROWTH,
  LOAN_CYCLE,
  LOAN_PRICING,
  PROBLEM_SPELL_SHARE,
  stressIndex,
  type CreditUnionSegment,
} from './parameters';
import { FARM_STATES } from './names';
import { code } from './codes';
import { ItemSheet, type CodeTable } from './item-sheet';
import { clamp, YearToDate, type QuarterContext } from './quarter-context';
import { hashKeys, Random } from './random';
import type { CreditUnionProfile } from './roster';

const Q_2022Q1 = 64;
const Q_2023Q1 = 68;

const SEGMENTS = Object.keys(CREDIT_UNION_SEGMENTS) as CreditUnionSegment[];
const COMMERCIAL: ReadonlySet<CreditUnionSegment> = new Set(COMMERCIAL_SEGMENTS);
const REAL_ESTATE: ReadonlySet<CreditUnionSegment> = new Set([
  'firstLien',
  'juniorLien',
  'otherRealEstate',
  'construction',
  'farmland',
  'multifamily',
  'creOwner',
  'creNonOwner',
]);

/** Delinquency accounts per segment: 30-59, 60-89, 90-179, 180-359, 360+ days (FS220/P/B/H/I). */
const dl = (first: number) =>
  [0, 1, 2, 3, 4].map((k) => `DL${String(first + k).padStart(4, '0')}`) as [
    string,
    string,
    string,
    string,
    string,
  ];
const DELINQUENCY_ACCOUNTS: Record<
  CreditUnionSegment,
  readonly [string, string, string, string, string]
> = {
  card: ['024B', 'DL0002', '026B', '027B', '028B'],
  pal: ['089B', 'DL0009', '127B', '128B', '129B'],
  student: ['020T', 'DL0016', '021T', '022T', '023T'],
  unsecured: dl(22),
  newVehicle: ['020C1', 'DL0030', '021C1', '022C1', '023C1'],
  usedVehicle: ['020C2', 'DL0037', '021C2', '022C2', '023C2'],
  lease: ['020D', 'DL0044', '021D', '022D', '023D'],
  otherSecured: dl(50),
  firstLien: dl(57),
  juniorLien: dl(64),
  otherRealEstate: dl(71),
  construction: dl(78),
  farmland: dl(85),
  multifamily: dl(92),
  creOwner: dl(99),
  creNonOwner: dl(106),
  agProd: dl(113),
  ci: ['DL0120', 'DL0147', 'DL0122', 'DL0123', 'DL0124'],
  // Unsecured commercial: split between the term (DL0127...) and revolving (DL0134...) blocks.
  unsecuredCommercial: dl(127),
};
const UNSECURED_REVOLVING_COMMERCIAL = dl(134);

/** Balance accounts: the member part, and the purchased/participation part where there is one. */
const BALANCE_ACCOUNTS: Record<CreditUnionSegment, readonly string[]> = {
  card: ['396'],
  unsecured: ['397'],
  pal: ['397A'],
  student: ['698A'],
  newVehicle: ['385'],
  usedVehicle: ['370'],
  lease: ['002'],
  otherSecured: ['698C'],
  firstLien: ['703A'],
  juniorLien: ['386A'],
  otherRealEstate: ['386B'],
  construction: ['143B3', '143B4'],
  farmland: ['042A5', '042A7'],
  multifamily: ['400M', '400M1'],
  creOwner: ['400H2', '400H3'],
  creNonOwner: ['400J2', '400J3'],
  agProd: ['042A6', '042A8'],
  ci: ['400L2', '400L3'],
  unsecuredCommercial: ['400C5', '400C6', '400C7', '400C8'],
};

/** Charge-off and recovery accounts by segment; the rest only counts in 550/551. */
const CHARGE_OFF_ACCOUNTS: Partial<Record<CreditUnionSegment, readonly [string, string]>> = {
  card: ['680', '681'],
  newVehicle: ['550C1', '551C1'],
  usedVehicle: ['550C2', '551C2'],
  unsecured: ['CH0007', 'CH0008'],
  student: ['550T', '551T'],
  lease: ['550D', '551D'],
  firstLien: ['CH0017', 'CH0018'],
  juniorLien: ['CH0019', 'CH0020'],
  ci: ['CH0035', 'CH0036'],
  unsecuredCommercial: ['CH0035', 'CH0036'],
};

const CHARGE_OFF_ACCOUNT_LIST = [...new Set(Object.values(CHARGE_OFF_ACCOUNTS).flat())];

type ShareKind = keyof typeof CREDIT_UNION_SHARE_MIX;
const SHARE_KINDS = Object.keys(CREDIT_UNION_SHARE_MIX) as ShareKind[];

interface Balances {
  assets: number;
  loans: number;
  investments: number;
  cashOnDeposit: number;
  shares: Record<ShareKind, number>;
  nonMember: number;
  borrowings: number;
  subordinated: number;
}

/**
 * One synthetic credit union, stepped quarter by quarter: `step` returns the quarter's NCUA
 * 5300 accounts (ACCT_ codes, whole dollars, income year to date), or null when it does not
 * file that quarter.
 */
export class CreditUnionModel {
  private readonly random: Random;
  private alive = true;
  private started = false;

  private readonly elasticity: number;
  private readonly trend: number;
  private readonly volatile: boolean;
  private readonly quality: number;
  private readonly problemSpell: readonly [number, number] | null;
  private readonly beta: number;
  private readonly lag: number;
  private readonly baseMix = new Map<CreditUnionSegment, number>();
  private readonly loanSpread: number;
  private readonly variableShare: number;
  private readonly targetLoanToShare: number;
  private readonly shareRatio: number;
  private readonly netWorthTarget: number;
  private readonly baseShares: Record<ShareKind, number>;
  private readonly nonMemberShare: number;
  private readonly brokeredShare: number;
  private readonly borrowTarget: number;
  private readonly cashOnHandShare: number;
  private readonly cashOnDepositShare: number;
  private readonly cashEquivalentShare: number;
  private readonly timeDepositShare: number;
  private readonly otherInvestmentShare: number;
  private readonly htmShare: number;
  private readonly tradingShare: number;
  private readonly equitySecurityShare: number;
  private readonly heldForSaleShare: number;
  private readonly landShare: number;
  private readonly fixedShare: number;
  private readonly otherAssetShare: number;
  private readonly goodwillShare: number;
  private readonly payableShare: number;
  private readonly indirectShare: number;
  private readonly uninsuredShare: number;
  private readonly nonInterestIncomeRate: number;
  private readonly expenseRatio: number;
  private readonly efficiencyTarget: number;
  private lastRevenue = 0;
  private readonly refundsInterest: boolean;
  private readonly averageLoanSize: number;
  private readonly membersPerBranch: number;
  private readonly assetsPerEmployee: number;
  private readonly partTimeShare: number;
  private readonly potentialMultiple: number;
  private readonly election: 'A' | 'B' | 'C' | null;
  private readonly insured: boolean;

  private shares = 0;
  private shareMix: Record<ShareKind, number> = {
    shareDrafts: 0,
    regular: 0,
    moneyMarket: 0,
    certificates: 0,
    ira: 0,
    other: 0,
  };
  private readonly segments = new Map<CreditUnionSegment, number>();
  private readonly nonaccrualRatio = new Map<CreditUnionSegment, number>();
  private undivided = 0;
  private otherReserves = 0;
  private subordinated = 0;
  private aoci = 0;
  private allowance = 0;
  private chargeOffRate = 0;
  private foreclosed = 0;
  private costBase = 0;
  private loanYield = 0;
  private securitiesYield = 0;
  private certificateBook = 0;
  private borrowingBook = 0;
  private purchaseRate = 0;
  private members = 0;
  private previous: Balances | null = null;
  private previousAfs = 0;
  private readonly ytd = new YearToDate();

  constructor(
    private readonly codes: CodeTable,
    readonly profile: CreditUnionProfile,
    seed: number,
  ) {
    const r = new Random(seed, 102, profile.index);
    this.random = r;
    const demo = profile.demo;
    const assets = profile.initialAssets;
    const small = assets < 20_000_000;

    this.elasticity = demo ? 1 : r.normal(GROWTH.elasticity.mean + 0.05, GROWTH.elasticity.sd);
    this.trend = demo
      ? 0.01
      : small
        ? r.normal(GROWTH.smallCreditUnionTrend, GROWTH.creditUnionTrend.sd)
        : r.normal(GROWTH.creditUnionTrend.mean, GROWTH.creditUnionTrend.sd);
    this.volatile = !demo && r.chance(GROWTH.volatileShare);
    this.quality = demo ? 0.85 : r.logNormal(1, CREDIT_QUALITY_SIGMA);
    this.problemSpell =
      !demo && r.chance(PROBLEM_SPELL_SHARE)
        ? ((start) => [start, start + r.int(6, 16)] as const)(r.int(4, 70))
        : null;
    this.beta = demo ? 0.3 : r.uniform(...DEPOSIT_PRICING.beta);
    this.lag = demo ? 1 : r.int(...DEPOSIT_PRICING.lagQuarters);

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
      this.baseMix.set(segment, w);
      total += w;
    }
    let spread = 0;
    let variable = 0;
    for (const [segment, w] of this.baseMix) {
      this.baseMix.set(segment, w / total);
      spread += (w / total) * CREDIT_UNION_SEGMENTS[segment].spread;
      variable += (w / total) * CREDIT_UNION_SEGMENTS[segment].variable;
    }
    this.loanSpread = spread + r.normal(-0.2, 0.3);
    this.variableShare = variable;

    this.targetLoanToShare =
      { consumer: 0.8, mortgage: 0.9, balanced: 0.75, small: 0.55, business: 0.9 }[
        profile.archetype
      ] * r.logNormal(1, 0.18);
    this.shareRatio = clamp(r.normal(0.86, 0.035), 0.72, 0.93);
    this.netWorthTarget =
      r.uniform(...CREDIT_UNION_INCOME.netWorthTarget) + (assets < 10_000_000 ? 0.04 : 0);
    this.baseShares = {
      shareDrafts: CREDIT_UNION_SHARE_MIX.shareDrafts * r.logNormal(1, 0.35),
      regular: CREDIT_UNION_SHARE_MIX.regular * r.logNormal(1, 0.25),
      moneyMarket: CREDIT_UNION_SHARE_MIX.moneyMarket * r.logNormal(1, 0.35) * (small ? 0.3 : 1),
      certificates: CREDIT_UNION_SHARE_MIX.certificates * r.logNormal(1, 0.3),
      ira: CREDIT_UNION_SHARE_MIX.ira * r.logNormal(1, 0.3) * (small ? 0.5 : 1),
      other: CREDIT_UNION_SHARE_MIX.other * r.logNormal(1, 0.5),
    };
    this.nonMemberShare = !small && r.chance(0.3) ? r.uniform(0.005, 0.05) : 0;
    this.brokeredShare = this.nonMemberShare > 0 && r.chance(0.5) ? r.uniform(0.5, 1) : 0;
    this.borrowTarget = r.chance(small ? 0.1 : 0.45) ? Math.min(0.12, r.logNormal(0.03, 0.6)) : 0;
    this.cashOnHandShare = r.logNormal(small ? 0.012 : 0.006, 0.3);
    this.cashOnDepositShare = r.logNormal(small ? 0.1 : 0.05, 0.35);
    this.cashEquivalentShare = r.chance(0.3) ? r.uniform(0.002, 0.02) : 0;
    this.timeDepositShare = r.uniform(small ? 0.15 : 0.02, small ? 0.5 : 0.15);
    this.otherInvestmentShare = r.uniform(0.01, 0.05);
    this.htmShare = r.chance(0.6) ? r.uniform(0.05, 0.5) : 0;
    this.tradingShare = !small && r.chance(0.02) ? r.uniform(0.01, 0.05) : 0;
    this.equitySecurityShare = r.chance(0.25) ? r.uniform(0.002, 0.02) : 0;
    this.heldForSaleShare =
      profile.archetype === 'mortgage' || (!small && r.chance(0.15)) ? r.uniform(0.003, 0.02) : 0;
    this.landShare = small && r.chance(0.5) ? 0 : r.logNormal(0.015, 0.35);
    this.fixedShare = r.logNormal(0.004, 0.35);
    this.otherAssetShare = r.logNormal(0.012, 0.3);
    this.goodwillShare = !small && r.chance(0.04) ? r.uniform(0.001, 0.006) : 0;
    this.payableShare = r.logNormal(0.008, 0.3);
    this.indirectShare =
      profile.archetype === 'consumer' && r.chance(0.5)
        ? r.uniform(0.2, 0.6)
        : r.chance(0.1)
          ? r.uniform(0.05, 0.3)
          : 0;
    this.uninsuredShare = clamp(0.02 + 0.025 * Math.log10(assets / 10_000_000), 0.01, 0.15);
    this.nonInterestIncomeRate = r.logNormal(
      CREDIT_UNION_INCOME.nonInterestIncome.median,
      CREDIT_UNION_INCOME.nonInterestIncome.sigma,
    );
    this.expenseRatio =
      CREDIT_UNION_INCOME.nonInterestExpense.median *
      Math.pow(assets / 100_000_000, CREDIT_UNION_INCOME.nonInterestExpense.scaleElasticity) *
      r.logNormal(1, CREDIT_UNION_INCOME.nonInterestExpense.sigma);
    this.efficiencyTarget = clamp(
      r.normal(CREDIT_UNION_INCOME.efficiencyTarget.mean, CREDIT_UNION_INCOME.efficiencyTarget.sd),
      0.6,
      0.95,
    );
    this.refundsInterest = r.chance(0.03);
    this.averageLoanSize =
      { consumer: 14_000, mortgage: 30_000, balanced: 18_000, small: 6_500, business: 24_000 }[
        profile.archetype
      ] * r.logNormal(1, 0.2);
    this.membersPerBranch = r.logNormal(5_000, 0.4);
    this.assetsPerEmployee = r.logNormal(small ? 2_500_000 : 3_800_000, 0.25);
    this.partTimeShare = r.uniform(0.05, small ? 0.6 : 0.25);
    this.potentialMultiple =
      profile.tomCode === 0 || profile.tomCode === 66 ? r.logNormal(25, 0.8) : r.logNormal(3, 0.5);
    this.election = r.chance(0.02) ? r.pick(['A', 'B', 'C'] as const) : null;
    this.insured = profile.charter !== 'state-uninsured';
  }

  step(q: QuarterContext): ItemSheet | null {
    const p = this.profile;
    if (!this.alive || q.index < p.startQuarter) return null;
    if (q.index >= p.mergerQuarter) {
      this.alive = false;
      return null;
    }
    const r = this.random;
    const firstReport = !this.started;
    const rates = q.rates;
    const lagged = q.lagged(this.lag);
    const market = 0.5 * lagged.fedFunds + 0.5 * lagged.treasury3m;

    if (firstReport) this.initialize();
    else this.grow(q);
    this.started = true;
    this.ytd.startQuarter(q.quarter, firstReport);

    // Share mix leans with the rate level.
    const target = { ...this.baseShares };
    let targetTotal = 0;
    for (const kind of SHARE_KINDS) {
      target[kind] *= Math.max(0.2, 1 + CREDIT_UNION_SHARE_RATE_SLOPE[kind] * (market - 2));
      targetTotal += target[kind];
    }
    for (const kind of SHARE_KINDS) {
      const share = target[kind] / targetTotal;
      this.shareMix[kind] = firstReport
        ? share
        : this.shareMix[kind] + 0.3 * (share - this.shareMix[kind]);
    }

    // ---- Credit.
    const spell =
      this.problemSpell && q.index >= this.problemSpell[0] && q.index <= this.problemSpell[1]
        ? 2.5
        : 1;
    const loans = this.loanTotal();
    const buckets = new Map<CreditUnionSegment, number[]>();
    const netChargeOffBySegment = new Map<CreditUnionSegment, number>();
    let netChargeOffs = 0;
    let delinquent90 = 0;
    let seriousRealEstate = 0;
    for (const segment of SEGMENTS) {
      const balance = this.segments.get(segment) ?? 0;
      const s = CREDIT_UNION_SEGMENTS[segment];
      const stress = stressIndex(s.group, q.time) * spell;
      const stressBefore = stressIndex(s.group, q.time - 0.25) * spell;
      const ratio =
        (s.delinquent * Math.pow(stress, 0.9) * this.quality * r.logNormal(1, 0.25)) / 100;
      const smoothed = firstReport
        ? ratio
        : 0.5 * (this.nonaccrualRatio.get(segment) ?? ratio) + 0.5 * ratio;
      this.nonaccrualRatio.set(segment, smoothed);
      const delinquent = balance * Math.min(0.4, smoothed);
      const split = s.buckets.map((share) => delinquent * share * r.logNormal(1, 0.1));
      buckets.set(segment, split);
      const serious = (split[2] ?? 0) + (split[3] ?? 0) + (split[4] ?? 0);
      delinquent90 += serious;
      if (REAL_ESTATE.has(segment)) seriousRealEstate += serious;
      const nco =
        (balance *
          s.chargeOff *
          Math.pow(stressBefore, 1.3) *
          this.quality *
          r.logNormal(1, 0.35)) /
        400;
      netChargeOffBySegment.set(segment, nco);
      netChargeOffs += nco;
    }
    const recoveryShare = clamp(r.normal(BALANCE_SHEET.recoveryShare.creditUnion, 0.05), 0.05, 0.5);
    this.foreclosed = firstReport
      ? loans * 0.0005
      : 0.8 * this.foreclosed +
        0.04 * seriousRealEstate +
        0.05 * (netChargeOffBySegment.get('usedVehicle') ?? 0);

    this.chargeOffRate = firstReport
      ? (4 * netChargeOffs) / Math.max(loans, 1)
      : 0.7 * this.chargeOffRate + 0.3 * ((4 * netChargeOffs) / Math.max(loans, 1));
    const cecl = q.index >= Q_2023Q1;
    const allowanceTarget =
      loans *
      (ALLOWANCE.base * 0.8 +
        ALLOWANCE.chargeOffWeight * this.chargeOffRate +
        (ALLOWANCE.nonaccrualWeight * delinquent90) / Math.max(loans, 1)) *
      (cecl ? 1 + ALLOWANCE.ceclStep : 1);
    if (firstReport) this.allowance = allowanceTarget;
    let ceclAdjustment = 0;
    if (q.index === Q_2023Q1 && !firstReport) {
      ceclAdjustment = this.allowance * ALLOWANCE.ceclStep;
      this.allowance += ceclAdjustment;
    }
    const provision = netChargeOffs + ALLOWANCE.speed * (allowanceTarget - this.allowance);
    const allowanceBefore = this.allowance;

    // ---- Rates.
    const prime = Math.max(rates.fedFunds + LOAN_PRICING.primeSpread, LOAN_PRICING.primeFloor);
    const fixedNew = Math.max(
      rates.treasury5y + CREDIT_UNION_INCOME.fixedSpread,
      CREDIT_UNION_INCOME.fixedFloor,
    );
    const newLoanRate =
      this.variableShare * prime + (1 - this.variableShare) * fixedNew + this.loanSpread;
    const securitiesNew = Math.max(
      0.4 * rates.treasury3m + 0.6 * rates.treasury5y + LOAN_PRICING.securitiesSpread,
      LOAN_PRICING.securitiesFloor,
    );
    const certificateNew =
      DEPOSIT_PRICING.time.floor +
      (DEPOSIT_PRICING.time.factor + DEPOSIT_PRICING.time.betaFactor * this.beta) *
        (0.6 * lagged.treasury3m + 0.4 * lagged.treasury5y);
    const borrowingNew =
      0.5 * rates.treasury3m + 0.5 * rates.treasury5y + LOAN_PRICING.borrowingSpread;
    if (firstReport) {
      this.loanYield = newLoanRate;
      this.securitiesYield = securitiesNew;
      this.certificateBook = certificateNew;
      this.borrowingBook = borrowingNew;
      this.purchaseRate = rates.treasury5y;
    } else {
      const speed =
        this.variableShare * LOAN_PRICING.variableSpeed +
        (1 - this.variableShare) * (LOAN_PRICING.fixedSpeed + 0.04);
      this.loanYield += speed * (newLoanRate - this.loanYield);
      this.securitiesYield += LOAN_PRICING.securitiesSpeed * (securitiesNew - this.securitiesYield);
      this.certificateBook +=
        DEPOSIT_PRICING.time.bookSpeed * (certificateNew - this.certificateBook);
      this.borrowingBook += LOAN_PRICING.borrowingSpeed * (borrowingNew - this.borrowingBook);
      this.purchaseRate += LOAN_PRICING.securitiesSpeed * (rates.treasury5y - this.purchaseRate);
    }
    // Above its net worth target a credit union pays more dividends (it has no shareholders).
    const netWorthRatio =
      (this.undivided + this.otherReserves) / Math.max(this.previous?.assets ?? 1, 1);
    const bonus = firstReport
      ? 0
      : clamp(
          CREDIT_UNION_INCOME.dividendBonus.perPoint * 100 * (netWorthRatio - this.netWorthTarget),
          // Thin capital: dividends are cut harder (prompt corrective action).
          netWorthRatio < 0.07 ? -0.6 : CREDIT_UNION_INCOME.dividendBonus.low,
          CREDIT_UNION_INCOME.dividendBonus.high,
        );
    const productRate = (kind: ShareKind): number => {
      if (kind === 'certificates') return Math.max(0.05, this.certificateBook + bonus);
      if (kind === 'ira') return Math.max(0.05, this.certificateBook * 0.9 + bonus);
      const pricing = CREDIT_UNION_SHARE_PRICING[kind];
      const rate = pricing.floor + pricing.factor * this.beta * market;
      return kind === 'shareDrafts' ? rate : Math.max(0.02, rate + bonus);
    };
    const cashRate = q.index >= 11 ? rates.fedFunds : 0.8 * rates.fedFunds;

    // ---- Balance sheet (dollars); investments balance it.
    const shares = this.shares;
    const nonMember = shares * this.nonMemberShare;
    const memberShares = shares - nonMember;
    const byKind = {} as Record<ShareKind, number>;
    for (const kind of SHARE_KINDS) byKind[kind] = memberShares * this.shareMix[kind];
    const scale = this.previous?.assets ?? p.initialAssets;
    const borrowFactor =
      q.year === 2023 || q.year === 2024
        ? BALANCE_SHEET.borrowingFactor.creditUnionRunoff
        : q.year >= 2020 && q.year <= 2021
          ? BALANCE_SHEET.borrowingFactor.flood
          : 1;
    let borrowings = scale * this.borrowTarget * borrowFactor;
    if (p.lowIncome && q.index === Q_2022Q1 && !p.demo && r.chance(0.15))
      this.subordinated = scale * r.uniform(0.005, 0.02);
    const payables = scale * this.payableShare;
    const accrued = shares * 0.0003;
    const equityBefore = this.undivided + this.otherReserves + this.aoci;
    const cashOnHand = scale * this.cashOnHandShare;
    const land = scale * this.landShare;
    const fixed = scale * this.fixedShare;
    const insurance = this.insured
      ? 0.01 * (this.previous ? this.previous.assets * 0.86 : shares)
      : 0;
    const accruedLoans = loans * 0.003;
    const otherAssets = scale * this.otherAssetShare;
    const goodwill = scale * this.goodwillShare;
    const heldForSale = (this.segments.get('firstLien') ?? 0) * this.heldForSaleShare;
    const funding = shares + borrowings + this.subordinated + payables + accrued;
    const nonLiquid =
      loans -
      allowanceBefore +
      heldForSale +
      cashOnHand +
      land +
      fixed +
      insurance +
      this.foreclosed +
      accruedLoans +
      otherAssets +
      goodwill;
    let liquid = funding + equityBefore - nonLiquid;
    const minimumLiquid = BALANCE_SHEET.minimumLiquidShare.creditUnion * funding;
    if (liquid < minimumLiquid) {
      borrowings += minimumLiquid - liquid;
      liquid = minimumLiquid;
    }
    const provisionalAssets = nonLiquid + liquid;
    const cashOnDeposit = Math.min(
      0.5 * liquid,
      provisionalAssets * this.cashOnDepositShare * cashFactor(q.year) * r.logNormal(1, 0.1),
    );
    const cashEquivalents = provisionalAssets * this.cashEquivalentShare;
    const investmentsProvisional = Math.max(0, liquid - cashOnDeposit - cashEquivalents);

    // ---- Income.
    const prev = this.previous;
    const average = (current: number, previous: number | undefined) =>
      previous === undefined ? current : (previous + current) / 2;
    const naShare = delinquent90 / Math.max(loans, 1);
    const flows: Record<string, number> = {};
    flows['110'] = (average(loans, prev?.loans) * (1 - 0.7 * naShare) * this.loanYield) / 400;
    flows['119'] = this.refundsInterest ? flows['110'] * 0.01 : 0;
    flows['120'] =
      (average(investmentsProvisional, prev?.investments) * this.securitiesYield +
        average(cashOnDeposit, prev?.cashOnDeposit) * cashRate) /
      400;
    flows['124'] = this.tradingShare > 0 ? investmentsProvisional * r.normal(0, 0.0005) : 0;
    let dividends = 0;
    for (const kind of SHARE_KINDS)
      dividends += (average(byKind[kind], prev?.shares[kind]) * productRate(kind)) / 400;
    flows['380'] = dividends;
    flows['381'] = (average(nonMember, prev?.nonMember) * (this.certificateBook + 0.15)) / 400;
    flows['340'] =
      (average(borrowings, prev?.borrowings) * this.borrowingBook +
        average(this.subordinated, prev?.subordinated) * 6) /
      400;
    const averageAssets = average(provisionalAssets, prev?.assets);
    const feeTrend = clamp(1 - 0.015 * (q.year - 2006), 0.65, 1);
    const nonInterestIncome =
      (averageAssets * this.nonInterestIncomeRate * r.logNormal(1, 0.06)) / 400;
    flows['131'] = nonInterestIncome * CREDIT_UNION_INCOME.feeShare * feeTrend;
    flows['117'] = nonInterestIncome * (1 - CREDIT_UNION_INCOME.feeShare * (1 - feeTrend));
    if (firstReport) this.costBase = (this.expenseRatio * provisionalAssets) / 400;
    else if (prev)
      this.costBase *= Math.exp(
        0.6 * Math.log(provisionalAssets / prev.assets) +
          CREDIT_UNION_INCOME.costInflation / 4 +
          r.normal(0, 0.015),
      );
    if (!firstReport && this.lastRevenue > 0)
      this.costBase +=
        BANK_INCOME.costDiscipline *
        ((this.efficiencyTarget - (netWorthRatio < 0.07 ? 0.1 : 0)) * this.lastRevenue -
          this.costBase);
    flows['210'] = this.costBase * CREDIT_UNION_INCOME.compensationShare;
    flows['250'] = this.costBase * CREDIT_UNION_INCOME.occupancyShare;
    flows['260'] = this.costBase * CREDIT_UNION_INCOME.operationsShare;
    flows['270'] = this.costBase * 0.03;
    flows['280'] = this.costBase * 0.07;
    flows['290'] = this.costBase * 0.08;
    flows['360'] =
      this.costBase *
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
    this.lastRevenue = interestIncome - interestExpense + flows['117']!;
    const netIncome = interestIncome - interestExpense + flows['117']! - expenses - provision;

    this.allowance = allowanceBefore + provision - netChargeOffs;
    this.undivided += netIncome - ceclAdjustment;
    // A credit union short of capital is merged into a stronger one (not modelled as a failure).
    if (
      !p.demo &&
      (this.undivided + this.otherReserves) / Math.max(provisionalAssets, 1) <
        CHURN.failureEquityRatio
    ) {
      this.alive = false;
      return null;
    }
    const duration = BALANCE_SHEET.securitiesDuration.creditUnion;
    this.aoci = -this.previousAfs * duration * ((rates.treasury5y - this.purchaseRate) / 100);

    // ---- Round and build the report.
    const R = (value: number) => Math.round(value) || 0;
    const items = new ItemSheet(this.codes);
    const put = (account: string, value: number) => {
      items.set(code('ACCT_', account), value);
    };

    // Loans: each segment's accounts; totals their sums.
    const segmentValues = new Map<CreditUnionSegment, number>();
    let totalLoans = 0;
    let commercial = 0;
    for (const segment of SEGMENTS) {
      const value = R(this.segments.get(segment) ?? 0);
      segmentValues.set(segment, value);
      totalLoans += value;
      if (COMMERCIAL.has(segment)) commercial += value;
      const accounts = BALANCE_ACCOUNTS[segment];
      if (accounts.length === 1) put(accounts[0]!, value);
      else {
        // Member loans and purchased participations (≈10%), or the four unsecured commercial lines.
        const parts = accounts.length === 2 ? [0.9, 0.1] : [0.55, 0.3, 0.1, 0.05];
        let rest = value;
        accounts.forEach((account, i) => {
          const part = i === accounts.length - 1 ? rest : R(value * parts[i]!);
          rest -= part;
          put(account, part);
        });
      }
    }
    put('025B', totalLoans);
    put('400T1', commercial);
    // Programs the 5300 profile reports offered (FS220D, 1 or 0): fixed per credit union by
    // its charter number rather than drawn from the random stream, which every other figure
    // follows; larger credit unions run a first-time homebuyer program more often.
    const offers = (program: number, percent: number) =>
      hashKeys(p.agencyId, program, 879) % 100 < percent ? 1 : 0;
    put('879B4', offers(1, p.initialAssets >= 500_000_000 ? 55 : 25));
    put('879D1', offers(2, 35));
    put('879B6', offers(3, 20));
    put(
      '025A',
      Math.max(
        totalLoans > 0 ? 1 : 0,
        R(totalLoans / (this.averageLoanSize * (1 + 0.02 * (q.year - 2006)))),
      ),
    );
    put(
      '618A',
      R(
        ((segmentValues.get('newVehicle') ?? 0) + (segmentValues.get('usedVehicle') ?? 0)) *
          this.indirectShare,
      ),
    );
    put('003', R(heldForSale));

    // Delinquency: bucket accounts by segment, totals their sums.
    const totals = [0, 0, 0, 0, 0];
    let consumerNonaccrual = 0;
    let commercialNonaccrual = 0;
    for (const segment of SEGMENTS) {
      const split = (buckets.get(segment) ?? [0, 0, 0, 0, 0]).map(R);
      const accounts = DELINQUENCY_ACCOUNTS[segment];
      if (segment === 'unsecuredCommercial') {
        const revolving = split.map((v) => R(v * 0.3));
        revolving.forEach((v, i) => put(UNSECURED_REVOLVING_COMMERCIAL[i]!, v));
        split.forEach((v, i) => put(accounts[i]!, v - revolving[i]!));
      } else {
        split.forEach((v, i) => put(accounts[i]!, v));
      }
      split.forEach((v, i) => (totals[i]! += v));
      const seriouslyLate = split[2]! + split[3]! + split[4]!;
      if (COMMERCIAL.has(segment)) commercialNonaccrual += seriouslyLate;
      else consumerNonaccrual += seriouslyLate * 0.7;
    }
    put('020B', totals[0]!);
    put('DL0141', totals[1]!);
    put('021B', totals[2]!);
    put('022B', totals[3]!);
    put('023B', totals[4]!);
    put('041B', totals[1]! + totals[2]! + totals[3]! + totals[4]!);
    put('DL0145', R(consumerNonaccrual));
    put('DL0146', R(commercialNonaccrual));

    // Charge-offs and recoveries, year to date.
    const chargeOffTotals = new Map<string, number>();
    let grossTotal = 0;
    let recoveryTotal = 0;
    for (const segment of SEGMENTS) {
      const nco = netChargeOffBySegment.get(segment) ?? 0;
      const gross = nco / (1 - recoveryShare);
      grossTotal += gross;
      recoveryTotal += gross - nco;
      const accounts = CHARGE_OFF_ACCOUNTS[segment];
      if (accounts) {
        chargeOffTotals.set(accounts[0], (chargeOffTotals.get(accounts[0]) ?? 0) + gross);
        chargeOffTotals.set(accounts[1], (chargeOffTotals.get(accounts[1]) ?? 0) + gross - nco);
      }
    }
    for (const account of CHARGE_OFF_ACCOUNT_LIST)
      put(account, R(this.ytd.add(account, chargeOffTotals.get(account) ?? 0)));
    put('550', R(this.ytd.add('550', grossTotal)));
    put('551', R(this.ytd.add('551', recoveryTotal)));

    // Shares and deposits.
    const shareValues = {} as Record<ShareKind, number>;
    let memberTotal = 0;
    for (const kind of SHARE_KINDS) {
      shareValues[kind] = R(byKind[kind]);
      memberTotal += shareValues[kind];
    }
    const nonMemberOut = R(nonMember);
    put('902', shareValues.shareDrafts);
    put('657', shareValues.regular);
    put('911', shareValues.moneyMarket);
    put('908C', shareValues.certificates);
    put('906C', shareValues.ira);
    put('630', shareValues.other);
    put('013', memberTotal);
    put('880', nonMemberOut);
    put('018', memberTotal + nonMemberOut);
    put('788', R(nonMember * this.brokeredShare));
    put('068A', R((memberTotal + nonMemberOut) * this.uninsuredShare * r.logNormal(1, 0.05)));

    // Liabilities and equity.
    const borrowingsOut = R(borrowings);
    const subordinatedOut = R(this.subordinated);
    const payablesOut = R(payables);
    const accruedOut = R(accrued);
    put('860C', borrowingsOut);
    put('867C', subordinatedOut);
    put('825', payablesOut);
    put('820A', accruedOut);
    const undividedOut = R(this.undivided);
    const reservesOut = R(this.otherReserves);
    const aociOut = R(this.aoci);
    put('940', undividedOut);
    put('658', reservesOut);
    put('668', 0);
    put('945', aociOut);
    put('925A', subordinatedOut);
    const netWorth = undividedOut + reservesOut + subordinatedOut;
    put('997', netWorth);
    const totalAssets =
      memberTotal +
      nonMemberOut +
      borrowingsOut +
      subordinatedOut +
      payablesOut +
      accruedOut +
      undividedOut +
      reservesOut +
      aociOut;
    put('010', totalAssets);
    put('014', totalAssets);

    // Assets: investments balance the sheet.
    const allowanceOut = R(this.allowance);
    put('719', cecl ? 0 : allowanceOut);
    put('AS0048', cecl ? allowanceOut : 0);
    const cashOnHandOut = R(cashOnHand);
    const cashOnDepositOut = R(cashOnDeposit);
    const cashEquivalentsOut = R(cashEquivalents);
    put('730A', cashOnHandOut);
    put('730B', cashOnDepositOut);
    put('730C', cashEquivalentsOut);
    const fixedParts = {
      '007': R(land),
      '008': R(fixed),
      '794': R(insurance),
      '798A': R(this.foreclosed),
      '009A': R(accruedLoans),
      '009C': R(otherAssets),
      '009D2': R(goodwill),
      AS0032: R(goodwill * 0.2),
    };
    let investments =
      totalAssets -
      (totalLoans -
        allowanceOut +
        R(heldForSale) +
        cashOnHandOut +
        cashOnDepositOut +
        cashEquivalentsOut +
        Object.values(fixedParts).reduce((t, v) => t + v, 0));
    // Accrued interest on investments is carved out of them.
    const accruedInvestments = Math.max(0, R(investments * 0.004));
    investments -= accruedInvestments;
    if (investments < 0) {
      // A loss beyond the liquid assets (rare): borrow the difference.
      put('860C', borrowingsOut - investments);
      put('010', totalAssets - investments);
      put('014', totalAssets - investments);
      borrowings -= investments;
      investments = 0;
    }
    for (const [account, value] of Object.entries(fixedParts)) put(account, value);
    put('009B', accruedInvestments);
    const timeDeposits = R(investments * this.timeDepositShare);
    const otherInvestments = R(investments * this.otherInvestmentShare);
    const securities = investments - timeDeposits - otherInvestments;
    const trading = R(securities * this.tradingShare);
    const equitySecurities = R(securities * this.equitySecurityShare);
    const htmFactor = q.year >= 2021 && q.year <= 2022 ? BALANCE_SHEET.heldToMaturityFactor2021 : 1;
    const htm = R(
      (securities - trading - equitySecurities) * Math.min(0.7, this.htmShare * htmFactor),
    );
    const afs = securities - trading - equitySecurities - htm;
    this.previousAfs = afs;
    put('AS0007', timeDeposits);
    put('AS0013', securities);
    put('AS0017', otherInvestments);
    put('NV0158', investments);
    put('AS0055', equitySecurities);
    put('AS0061', trading);
    put('AS0067', afs);
    put('AS0073', htm);
    put('801', R(htm * (1 - (duration * (rates.treasury5y - this.purchaseRate)) / 100)));

    // Average-assets elections (a few credit unions elect one for the net worth ratio).
    const assetsOut = items.get('ACCT_010')!;
    const electedAverage = R(prev ? (prev.assets + 2 * assetsOut) / 3 : assetsOut);
    put('010A', this.election === 'A' ? electedAverage : 0);
    put('010B', this.election === 'B' ? electedAverage : 0);
    put('010C', this.election === 'C' ? electedAverage : 0);
    const ratioBase = this.election ? electedAverage : assetsOut;
    // Net worth ratio in basis points, rounded half up (NCUA's ACCT_998 matches rounding, see
    // catalogue/credit-union-net-worth-ratio.ts).
    put('998', ratioBase > 0 ? Math.floor((netWorth / ratioBase) * 10000 + 0.5) : 0);

    // Income statement, year to date.
    const ytd = (account: string) => R(this.ytd.add(account, flows[account] ?? 0));
    const loanInterest = ytd('110');
    const refunds = ytd('119');
    const investmentIncome = ytd('120');
    const tradingGains = ytd('124');
    put('110', loanInterest);
    put('119', refunds);
    put('120', investmentIncome);
    put('124', tradingGains);
    const interestIncomeOut = loanInterest - refunds + investmentIncome + tradingGains;
    put('115', interestIncomeOut);
    const dividendsOut = ytd('380');
    const depositInterest = ytd('381');
    const borrowingInterest = ytd('340');
    put('380', dividendsOut);
    put('381', depositInterest);
    put('340', borrowingInterest);
    const interestExpenseOut = dividendsOut + depositInterest + borrowingInterest;
    put('350', interestExpenseOut);
    const fees = ytd('131');
    const nonInterestIncomeOut = Math.max(fees, ytd('117'));
    put('131', fees);
    put('117', nonInterestIncomeOut);
    let expensesOut = 0;
    for (const account of ['210', '250', '260', '270', '280', '290', '360']) {
      const value = ytd(account);
      put(account, value);
      expensesOut += value;
    }
    put('671', expensesOut);
    const provisionOut = R(this.ytd.add('provision', provision));
    put('300', cecl ? 0 : provisionOut);
    put('IS0017', cecl ? provisionOut : 0);
    put(
      '661A',
      interestIncomeOut - interestExpenseOut + nonInterestIncomeOut - expensesOut - provisionOut,
    );

    // Membership and operations.
    const fte = Math.max(
      0.5,
      totalAssets / (this.assetsPerEmployee * (1 + 0.03 * (q.year - 2006))),
    );
    const fullTime = Math.max(0, R(fte * (1 - this.partTimeShare)));
    put('564A', fullTime);
    put('564B', Math.max(fullTime === 0 ? 1 : 0, R(fte * this.partTimeShare * 2)));
    const members = R(this.members);
    put('083', members);
    put('084', R(this.members * this.potentialMultiple));
    put('566', Math.max(1, R(this.members / this.membersPerBranch)));
    put('031B', R(this.ytd.add('031B', loans * 0.11 * r.logNormal(1, 0.15))));

    this.previous = {
      assets: items.get('ACCT_010')!,
      loans,
      investments,
      cashOnDeposit,
      shares: byKind,
      nonMember,
      borrowings,
      subordinated: this.subordinated,
    };
    return items;
  }

  private loanTotal() {
    let total = 0;
    for (const value of this.segments.values()) total += value;
    return total;
  }

  private initialize() {
    const r = this.random;
    const assets = this.profile.initialAssets;
    this.shares = assets * this.shareRatio;
    const loans = Math.min(
      0.85 * assets,
      this.targetLoanToShare * this.shares * r.uniform(0.9, 1.1),
    );
    for (const [segment, share] of this.baseMix) this.segments.set(segment, loans * share);
    const netWorth = assets * this.netWorthTarget * r.uniform(0.85, 1.15);
    this.otherReserves = netWorth * r.uniform(0.02, 0.1);
    this.undivided = netWorth - this.otherReserves;
    this.members = this.shares / r.logNormal(7_500, 0.3);
  }

  private grow(q: QuarterContext) {
    const r = this.random;
    let growth =
      this.elasticity * q.m2Growth +
      this.trend / 4 +
      r.normal(0, this.volatile ? GROWTH.volatileNoise : GROWTH.quarterlyNoise);
    if (this.volatile && r.chance(GROWTH.volatileEventChance)) {
      const size = r.uniform(...GROWTH.volatileEventSize);
      growth += r.chance(0.5) ? Math.log(1 + size) : Math.log(1 - size);
    }
    this.shares *= Math.exp(growth);
    // Members grow much more slowly than shares: balances per member rise over time.
    this.members *= Math.exp(0.3 * growth + r.normal(0.001, 0.006));

    const loans = this.loanTotal();
    const pull =
      GROWTH.loanToDepositPull *
      Math.log((this.targetLoanToShare * this.shares) / Math.max(loans, 1));
    const cycle = ((LOAN_CYCLE[q.year] ?? 3) + (q.year === 2020 ? -2 : 0)) / 400;
    for (const [segment, balance] of this.segments) {
      const base = this.baseMix.get(segment) ?? 0;
      const revert = base > 0 && balance > 0 ? 0.03 * Math.log((base * loans) / balance) : 0;
      const tilt =
        segment === 'card' && (q.year === 2020 || q.year === 2021)
          ? -0.03
          : segment === 'usedVehicle' && (q.year === 2021 || q.year === 2022)
            ? 0.015
            : 0;
      const g = cycle + tilt + clamp(pull, -0.08, 0.08) + revert + r.normal(0, GROWTH.loanNoise);
      this.segments.set(segment, balance * Math.exp(g));
    }
  }
}
