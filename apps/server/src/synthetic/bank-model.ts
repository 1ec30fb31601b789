import {
  ALLOWANCE,
  BALANCE_SHEET,
  BANK_DEPOSIT_MIX,
  BANK_INCOME,
  BANK_LOAN_MIX,
  BANK_SEGMENTS,
  cashFactor,
  CHURN,
  CREDIT_QUALITY_SIGMA,
  CRE_BANK_STRESS_POWER,
  DEPOSIT_MIX_RATE_SLOPE,
  DEPOSIT_PRICING,
  GROWTH,
  LOAN_CYCLE,
  LOAN_PRICING,
  PPP_JUMP,
  PROBLEM_SPELL_SHARE,
  refinanceFactor,
  segmentTilt,
  stressIndex,
  type BankSegment,
} from './parameters';
import { code } from './codes';
import { ItemSheet, type CodeTable } from './item-sheet';
import { clamp, YearToDate, type QuarterContext } from './quarter-context';
import { Random } from './random';
import type { BankProfile } from './roster';

/** Quarter indexes of a few dated events (index 0 = 2006-03-31). */
const Q_2009Q1 = 12;
const Q_2009Q2 = 13;
const Q_2015Q1 = 36;
const Q_2018Q1 = 48;
const Q_2020Q1 = 56;
const Q_2020Q2 = 57;
const Q_2023Q1 = 68;

const SEGMENTS = Object.keys(BANK_SEGMENTS) as BankSegment[];
const REAL_ESTATE: ReadonlySet<BankSegment> = new Set([
  'con14',
  'conOther',
  'farmland',
  'heloc',
  'resFirst',
  'resJunior',
  'multifamily',
  'creOwner',
  'creNonOwner',
]);

/** RC-N codes of each segment: 30-89 days, 90+ accruing, nonaccrual (RCON unless noted). */
const PAST_DUE_CODES: Record<
  Exclude<BankSegment, 'ci' | 'lease' | 'other' | 'otherRevolving' | 'otherConsumer'>,
  readonly [string, string, string, 'domestic' | 'consolidated']
> = {
  con14: ['F172', 'F174', 'F176', 'domestic'],
  conOther: ['F173', 'F175', 'F177', 'domestic'],
  farmland: ['3493', '3494', '3495', 'domestic'],
  heloc: ['5398', '5399', '5400', 'domestic'],
  resFirst: ['C236', 'C237', 'C229', 'domestic'],
  resJunior: ['C238', 'C239', 'C230', 'domestic'],
  multifamily: ['3499', '3500', '3501', 'domestic'],
  creOwner: ['F178', 'F180', 'F182', 'domestic'],
  creNonOwner: ['F179', 'F181', 'F183', 'domestic'],
  agProd: ['1594', '1597', '1583', 'consolidated'],
  card: ['B575', 'B576', 'B577', 'consolidated'],
  auto: ['K213', 'K214', 'K215', 'consolidated'],
};

const PAST_DUE_ENTRIES = Object.entries(PAST_DUE_CODES) as [
  BankSegment,
  readonly [string, string, string, 'domestic' | 'consolidated'],
][];

type DepositKind = 'nib' | 'now' | 'mmda' | 'savings' | 'time';
const DEPOSIT_KINDS: readonly DepositKind[] = ['nib', 'now', 'mmda', 'savings', 'time'];

interface Balances {
  assets: number;
  loans: number;
  securities: number;
  interestBearingCash: number;
  fedFundsSoldAndRepos: number;
  now: number;
  mmda: number;
  savings: number;
  timeSmall: number;
  jumbo: number;
  foreignInterestBearing: number;
  fedFundsPurchased: number;
  repos: number;
  otherBorrowed: number;
  subordinated: number;
  deposits: number;
  residential: number;
}

/**
 * One synthetic bank, stepped quarter by quarter. `step` returns the quarter's call report
 * items in MDRM codes and thousands of dollars (capital ratios in percent), or null when the
 * bank does not file that quarter (not yet chartered, merged away or failed).
 */
export class BankModel {
  private readonly random: Random;
  private alive = true;
  private started = false;

  // Parameters, drawn once.
  private readonly elasticity: number;
  private readonly trend: number;
  private readonly loanTrend: number;
  private readonly volatile: boolean;
  private readonly quality: number;
  private readonly problemSpell: readonly [number, number] | null;
  private readonly beta: number;
  private readonly lag: number;
  private readonly baseMix: Map<BankSegment, number>;
  private readonly loanSpread: number;
  private readonly variableShare: number;
  private readonly targetLoanToDeposit: number;
  private readonly equityTarget: number;
  private readonly baseDeposits: Record<DepositKind, number>;
  private readonly foreignShare: number;
  private readonly jumboShare: number;
  private readonly brokeredShare: number;
  private readonly borrowTarget: number;
  private readonly fedFundsPurchasedShare: number;
  private readonly repoShare: number;
  private readonly subordinatedShare: number;
  private readonly cashShare: number;
  private readonly fedFundsSoldShare: number;
  private readonly htmShare: number;
  private readonly equitySecuritiesShare: number;
  private readonly pledgeShare: number;
  private readonly fixedShare: number;
  private readonly otherAssetShare: number;
  private readonly otherLiabilityShare: number;
  private readonly goodwillShare: number;
  private readonly intangibleShare: number;
  private readonly tradingShare: number;
  private readonly minorityShare: number;
  private readonly heldForSaleShare: number;
  private readonly mortgageBanking: boolean;
  private readonly serviceChargeRate: number;
  private readonly fiduciaryRate: number;
  private readonly insuranceRate: number;
  private readonly brokerageRate: number;
  private readonly loanSaleGainRate: number;
  private readonly servicingRate: number;
  private readonly otherIncomeRate: number;
  private readonly expenseRatio: number;
  private readonly efficiencyTarget: number;
  private lastRevenue = 0;
  private readonly personnelShare: number;
  private readonly occupancyShare: number;
  private readonly ceclQuarter: number;
  private readonly communityLeverageElector: boolean;
  private readonly tarpRepayQuarter: number | null;
  private readonly depositRatio: number;
  private readonly pledgeDepositHeavy: number;

  // State.
  private deposits = 0;
  private depositMix: Record<DepositKind, number> = {
    nib: 0,
    now: 0,
    mmda: 0,
    savings: 0,
    time: 0,
  };
  private readonly segments = new Map<BankSegment, number>();
  private readonly nonaccrualRatio = new Map<BankSegment, number>();
  private equityCore = 0;
  private preferred = 0;
  private aoci = 0;
  private allowance = 0;
  private chargeOffRate = 0;
  private oreo = 0;
  private costBase = 0;
  private loanYield = 0;
  private securitiesYield = 0;
  private timeBook = 0;
  private borrowingBook = 0;
  private subordinatedRate = 0;
  private purchaseRate = 0;
  private tenYearYearAgo: number[] = [];
  private recapitalizationTried = false;
  private previous: Balances | null = null;
  private previousAfs = 0;
  private readonly ytd = new YearToDate();

  constructor(
    private readonly codes: CodeTable,
    readonly profile: BankProfile,
    seed: number,
  ) {
    const r = new Random(seed, 101, profile.index);
    this.random = r;
    const demo = profile.demo;
    const archetype = profile.archetype;
    const large = profile.initialAssets > 10_000_000;

    this.elasticity = demo ? 0.95 : r.normal(GROWTH.elasticity.mean, GROWTH.elasticity.sd);
    this.trend = demo ? 0.005 : r.normal(GROWTH.bankTrend.mean, GROWTH.bankTrend.sd);
    this.loanTrend = r.normal(0, 0.01);
    this.volatile = !demo && r.chance(GROWTH.volatileShare);
    this.quality = demo ? 0.85 : r.logNormal(1, CREDIT_QUALITY_SIGMA);
    this.problemSpell =
      !demo && r.chance(PROBLEM_SPELL_SHARE)
        ? ((start) => [start, start + r.int(6, 16)] as const)(r.int(4, 70))
        : null;
    this.beta = demo ? 0.35 + 0.05 * (profile.agencyId % 3) : r.uniform(...DEPOSIT_PRICING.beta);
    this.lag = demo ? 1 : r.int(...DEPOSIT_PRICING.lagQuarters);

    // Loan mix: the archetype's weights scattered log-normally.
    this.baseMix = new Map();
    let total = 0;
    for (const [segment, weight] of Object.entries(BANK_LOAN_MIX[archetype]) as [
      BankSegment,
      number,
    ][]) {
      const w = weight * r.logNormal(1, 0.35);
      this.baseMix.set(segment, w);
      total += w;
    }
    let spread = 0;
    let variable = 0;
    for (const [segment, w] of this.baseMix) {
      this.baseMix.set(segment, w / total);
      spread += (w / total) * BANK_SEGMENTS[segment].spread;
      variable += (w / total) * BANK_SEGMENTS[segment].variable;
    }
    this.loanSpread =
      spread + r.normal(LOAN_PRICING.institutionSpread.mean, LOAN_PRICING.institutionSpread.sd);
    this.variableShare = variable;

    const loanToDeposit = {
      agricultural: 0.75,
      commercial: 0.85,
      cre: 0.95,
      residential: 0.95,
      consumer: 1.15,
      diversified: 0.8,
      trust: 0.3,
    }[archetype];
    this.targetLoanToDeposit = 0.93 * loanToDeposit * r.logNormal(1, 0.15);
    this.depositRatio = clamp(
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
    this.equityTarget = r.uniform(...BANK_INCOME.equityTarget) + equityShift;

    const mix = BANK_DEPOSIT_MIX[archetype];
    this.baseDeposits = {
      nib: mix.nib * r.logNormal(1, 0.3),
      now: mix.now * r.logNormal(1, 0.3),
      mmda: mix.mmda * r.logNormal(1, 0.25),
      savings: mix.savings * r.logNormal(1, 0.3),
      time: mix.time * r.logNormal(1, 0.25),
    };
    if (this.volatile) this.baseDeposits.nib *= 2;
    this.foreignShare = profile.foreignOffices ? r.uniform(0.08, 0.2) : 0;
    this.jumboShare = clamp(0.18 + 0.04 * Math.log10(profile.initialAssets / 100_000), 0.1, 0.4);
    const brokeredChance = { consumer: 0.7, cre: 0.45 }[archetype as string] ?? 0.2;
    this.brokeredShare = r.chance(brokeredChance) ? Math.min(0.3, r.logNormal(0.05, 0.6)) : 0;
    this.borrowTarget = r.chance(0.35)
      ? 0
      : Math.min(0.2, r.logNormal(0.045, 0.6) * (archetype === 'residential' ? 1.8 : 1));
    this.fedFundsPurchasedShare = r.chance(0.2) ? r.uniform(0.003, 0.02) : 0;
    this.repoShare = r.chance(large ? 0.7 : 0.22) ? r.uniform(0.005, 0.04) : 0;
    this.subordinatedShare = profile.foreignOffices
      ? 0.01
      : large && r.chance(0.5)
        ? 0.005
        : r.chance(0.01)
          ? 0.003
          : 0;
    this.cashShare = r.logNormal(archetype === 'trust' ? 0.1 : 0.035, 0.35);
    this.fedFundsSoldShare = !large && r.chance(0.4) ? r.uniform(0.01, 0.05) : 0;
    this.htmShare = r.chance(0.5) ? 0 : r.uniform(0.05, 0.5);
    this.equitySecuritiesShare = r.chance(0.4) ? r.uniform(0.002, 0.02) : 0;
    this.pledgeShare = r.uniform(0.15, 0.6);
    this.pledgeDepositHeavy = r.uniform(0.8, 1.2);
    this.fixedShare = r.logNormal(0.018, 0.3);
    this.otherAssetShare = r.logNormal(0.015, 0.3);
    this.otherLiabilityShare = r.logNormal(0.007, 0.3);
    this.goodwillShare = r.chance(large ? 0.8 : 0.22) ? Math.min(0.05, r.logNormal(0.008, 0.8)) : 0;
    this.intangibleShare = this.goodwillShare * r.uniform(0.08, 0.3);
    this.tradingShare = profile.foreignOffices ? r.uniform(0.01, 0.06) : 0;
    this.minorityShare = profile.foreignOffices ? r.uniform(0, 0.002) : 0;

    this.mortgageBanking = r.chance(
      archetype === 'residential' ? 0.4 : large || archetype === 'diversified' ? 0.6 : 0.15,
    );
    this.heldForSaleShare = this.mortgageBanking ? r.uniform(0.01, 0.05) : r.uniform(0, 0.003);
    this.serviceChargeRate = r.logNormal(0.35, 0.3);
    const trustActive =
      archetype === 'trust' ||
      (archetype === 'diversified' && r.chance(0.8)) ||
      r.chance(profile.name.includes('Trust') ? 0.7 : 0.15);
    this.fiduciaryRate = trustActive
      ? archetype === 'trust'
        ? r.uniform(2, 4)
        : r.uniform(0.05, 0.5)
      : 0;
    this.insuranceRate = r.chance(archetype === 'agricultural' ? 0.2 : 0.08)
      ? r.uniform(0.02, 0.25)
      : 0;
    this.brokerageRate = r.chance(large ? 0.7 : 0.2) ? r.uniform(0.02, 0.15) : 0;
    this.loanSaleGainRate = this.mortgageBanking ? r.uniform(0.4, 2) : r.uniform(0, 0.15);
    this.servicingRate = this.mortgageBanking && r.chance(0.5) ? r.uniform(0.02, 0.12) : 0;
    this.otherIncomeRate =
      r.logNormal(BANK_INCOME.nonInterestIncome.median, BANK_INCOME.nonInterestIncome.sigma) *
        0.45 +
      (archetype === 'consumer' ? 1.5 : 0);
    this.expenseRatio =
      BANK_INCOME.nonInterestExpense.median *
        Math.pow(profile.initialAssets / 100_000, BANK_INCOME.nonInterestExpense.scaleElasticity) *
        r.logNormal(1, BANK_INCOME.nonInterestExpense.sigma) +
      (archetype === 'trust' ? 2.5 : archetype === 'consumer' ? 2 : 0);
    this.efficiencyTarget = clamp(
      r.normal(BANK_INCOME.efficiencyTarget.mean, BANK_INCOME.efficiencyTarget.sd) +
        (archetype === 'trust' ? 0.1 : 0),
      0.45,
      0.85,
    );
    this.personnelShare = BANK_INCOME.personnelShare * r.logNormal(1, 0.08);
    this.occupancyShare = BANK_INCOME.occupancyShare * r.logNormal(1, 0.15);
    this.ceclQuarter = profile.foreignOffices || large ? Q_2020Q1 : Q_2023Q1;
    this.communityLeverageElector = !demo && !large && r.chance(0.35);
    this.tarpRepayQuarter =
      !demo && profile.ownershipType === 'Stock' && r.chance(CHURN.tarpShare)
        ? r.int(20, 35)
        : null;
  }

  /** The quarter's items, or null when the bank does not file. */
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

    // Deposit mix leans with the rate level, approached gradually.
    const target = { ...this.baseDeposits };
    let targetTotal = 0;
    for (const kind of DEPOSIT_KINDS) {
      target[kind] *= Math.max(0.2, 1 + DEPOSIT_MIX_RATE_SLOPE[kind] * (market - 2));
      targetTotal += target[kind];
    }
    for (const kind of DEPOSIT_KINDS) {
      const share = target[kind] / targetTotal;
      this.depositMix[kind] = firstReport
        ? share
        : this.depositMix[kind] + 0.3 * (share - this.depositMix[kind]);
    }

    // ---- Credit quality of the quarter, per segment.
    const stressPower = p.archetype === 'cre' ? CRE_BANK_STRESS_POWER : 1;
    const spell =
      this.problemSpell && q.index >= this.problemSpell[0] && q.index <= this.problemSpell[1]
        ? 2.5
        : 1;
    const loans = this.loanTotal();
    const credit = new Map<
      BankSegment,
      { pastDue30: number; pastDue90: number; nonaccrual: number; netChargeOff: number }
    >();
    let netChargeOffs = 0;
    let nonaccrualTotal = 0;
    let realEstateNonaccrual = 0;
    for (const segment of SEGMENTS) {
      const balance = this.segments.get(segment) ?? 0;
      const s = BANK_SEGMENTS[segment];
      const stress = Math.pow(stressIndex(s.group, q.time), stressPower) * spell;
      const stressBefore = Math.pow(stressIndex(s.group, q.time - 0.25), stressPower) * spell;
      const quality = this.quality;
      const pastDue30 =
        (balance * s.pastDue30 * Math.pow(stress, 0.7) * quality * r.logNormal(1, 0.25)) / 100;
      const pastDue90 = (balance * s.pastDue90 * stress * quality * r.logNormal(1, 0.3)) / 100;
      const targetNa =
        (s.nonaccrual * Math.pow(stressBefore, 1.2) * quality * r.logNormal(1, 0.2)) / 100;
      const naRatio = firstReport
        ? targetNa
        : 0.6 * (this.nonaccrualRatio.get(segment) ?? targetNa) + 0.4 * targetNa;
      this.nonaccrualRatio.set(segment, naRatio);
      const nonaccrual = balance * Math.min(0.5, naRatio);
      const netChargeOff =
        (balance * s.chargeOff * Math.pow(stressBefore, 1.3) * quality * r.logNormal(1, 0.35)) /
        400;
      credit.set(segment, { pastDue30, pastDue90, nonaccrual, netChargeOff });
      netChargeOffs += netChargeOff;
      nonaccrualTotal += nonaccrual;
      if (REAL_ESTATE.has(segment)) realEstateNonaccrual += nonaccrual;
    }
    const recoveryShare = clamp(
      r.normal(
        q.year >= 2011 && q.year <= 2014
          ? BALANCE_SHEET.recoveryShare.workout
          : BALANCE_SHEET.recoveryShare.normal,
        0.05,
      ),
      0.05,
      0.6,
    );
    const grossChargeOffs = netChargeOffs / (1 - recoveryShare);
    const recoveries = grossChargeOffs - netChargeOffs;
    this.oreo = firstReport
      ? loans * 0.001
      : BALANCE_SHEET.foreclosed.kept * this.oreo +
        BALANCE_SHEET.foreclosed.fromNonaccrual * realEstateNonaccrual;

    // Allowance and provision (CECL raises the target; the day-one step goes through equity).
    this.chargeOffRate = firstReport
      ? (4 * netChargeOffs) / Math.max(loans, 1)
      : 0.7 * this.chargeOffRate + 0.3 * ((4 * netChargeOffs) / Math.max(loans, 1));
    const cecl = q.index >= this.ceclQuarter;
    const allowanceTarget =
      loans *
      (ALLOWANCE.base +
        ALLOWANCE.chargeOffWeight * this.chargeOffRate +
        (ALLOWANCE.nonaccrualWeight * nonaccrualTotal) / Math.max(loans, 1)) *
      (cecl ? 1 + ALLOWANCE.ceclStep : 1);
    if (firstReport) this.allowance = allowanceTarget;
    let ceclAdjustment = 0;
    if (q.index === this.ceclQuarter && !firstReport) {
      ceclAdjustment = this.allowance * ALLOWANCE.ceclStep;
      this.allowance += ceclAdjustment;
    }
    const provision = netChargeOffs + ALLOWANCE.speed * (allowanceTarget - this.allowance);
    const allowanceBefore = this.allowance;

    // ---- Rates of the quarter.
    const prime = Math.max(rates.fedFunds + LOAN_PRICING.primeSpread, LOAN_PRICING.primeFloor);
    const fixedNew = Math.max(rates.treasury5y + LOAN_PRICING.fixedSpread, LOAN_PRICING.fixedFloor);
    const newLoanRate =
      this.variableShare *
        Math.max(prime + LOAN_PRICING.variableSpread, LOAN_PRICING.variableFloor) +
      (1 - this.variableShare) * fixedNew +
      this.loanSpread;
    const securitiesNew = Math.max(
      0.3 * rates.treasury3m + 0.7 * rates.treasury5y + LOAN_PRICING.securitiesSpread,
      LOAN_PRICING.securitiesFloor,
    );
    const timeNew =
      DEPOSIT_PRICING.time.floor +
      (DEPOSIT_PRICING.time.factor + DEPOSIT_PRICING.time.betaFactor * this.beta) *
        (0.6 * lagged.treasury3m + 0.4 * lagged.treasury5y);
    const borrowingNew =
      0.5 * rates.treasury3m + 0.5 * rates.treasury5y + LOAN_PRICING.borrowingSpread;
    if (firstReport) {
      this.loanYield = newLoanRate;
      this.securitiesYield = securitiesNew;
      this.timeBook = timeNew;
      this.borrowingBook = borrowingNew;
      this.subordinatedRate = rates.treasury10y + 2.5;
      this.purchaseRate = rates.treasury5y;
    } else {
      const speed =
        this.variableShare * LOAN_PRICING.variableSpeed +
        (1 - this.variableShare) * LOAN_PRICING.fixedSpeed;
      this.loanYield += speed * (newLoanRate - this.loanYield);
      this.securitiesYield += LOAN_PRICING.securitiesSpeed * (securitiesNew - this.securitiesYield);
      this.timeBook += DEPOSIT_PRICING.time.bookSpeed * (timeNew - this.timeBook);
      this.borrowingBook += LOAN_PRICING.borrowingSpeed * (borrowingNew - this.borrowingBook);
      this.subordinatedRate += 0.03 * (rates.treasury10y + 2.5 - this.subordinatedRate);
      this.purchaseRate += LOAN_PRICING.securitiesSpeed * (rates.treasury5y - this.purchaseRate);
    }
    const nowRate = DEPOSIT_PRICING.now.floor + DEPOSIT_PRICING.now.factor * this.beta * market;
    const mmdaRate = DEPOSIT_PRICING.mmda.floor + DEPOSIT_PRICING.mmda.factor * this.beta * market;
    const savingsRate =
      DEPOSIT_PRICING.savings.floor + DEPOSIT_PRICING.savings.factor * this.beta * market;
    const jumboRate = this.timeBook + DEPOSIT_PRICING.jumboPremium;
    const foreignRate = DEPOSIT_PRICING.foreign * rates.treasury3m;
    const cashRate = q.index >= 11 ? rates.fedFunds + 0.03 : 0.75 * rates.fedFunds;

    // ---- Balance sheet, floats in thousands; the securities portfolio balances it.
    const deposits = this.deposits;
    const foreignDeposits = deposits * this.foreignShare;
    const domestic = deposits - foreignDeposits;
    const nib = domestic * this.depositMix.nib;
    const now = domestic * this.depositMix.now;
    const mmda = domestic * this.depositMix.mmda;
    const savings = domestic * this.depositMix.savings;
    const time = domestic * this.depositMix.time;
    const jumbo = time * this.jumboShare;
    const { first: under100First, last: under100Last } = BALANCE_SHEET.timeUnder100k;
    const smallShare =
      under100First + ((under100Last - under100First) * clamp(q.year - 2006, 0, 19)) / 19;
    const under100 = (time - jumbo) * smallShare;
    const from100to250 = time - jumbo - under100;
    const brokeredFactor = q.year === 2023 || q.year === 2024 ? 1.5 : 1;
    const brokered = Math.min(time * 0.9, deposits * this.brokeredShare * brokeredFactor);
    const foreignNib = foreignDeposits * 0.1;

    const scale = this.previous?.assets ?? p.initialAssets;
    const borrowFactor =
      q.year === 2020 || q.year === 2021
        ? BALANCE_SHEET.borrowingFactor.flood
        : q.year === 2023 || q.year === 2024
          ? BALANCE_SHEET.borrowingFactor.runoff
          : 1;
    let otherBorrowed = scale * this.borrowTarget * borrowFactor;
    const fedFundsPurchased = scale * this.fedFundsPurchasedShare;
    const repos = scale * this.repoShare;
    const subordinated = scale * this.subordinatedShare;
    const otherLiabilities = scale * this.otherLiabilityShare;
    const goodwill = scale * this.goodwillShare;
    const intangibles = scale * this.intangibleShare * Math.max(0.3, 1 - 0.02 * q.index);
    const fixed = scale * this.fixedShare;
    const otherAssets = scale * this.otherAssetShare;
    const trading = scale * this.tradingShare;
    const equityBefore = this.equityCore + this.aoci;
    const minority = scale * this.minorityShare;
    const fundingBefore =
      deposits + otherBorrowed + fedFundsPurchased + repos + subordinated + otherLiabilities;
    const nonLiquid =
      loans - allowanceBefore + this.oreo + goodwill + intangibles + fixed + otherAssets + trading;
    let liquid = fundingBefore + equityBefore + minority - nonLiquid;
    const minimumLiquid = BALANCE_SHEET.minimumLiquidShare.bank * (fundingBefore + equityBefore);
    if (liquid < minimumLiquid) {
      otherBorrowed += minimumLiquid - liquid;
      liquid = minimumLiquid;
    }
    const provisionalAssets = nonLiquid + liquid;
    const cash = Math.min(0.6 * liquid, provisionalAssets * this.cashShare * cashFactor(q.year));
    const nibCashShare =
      q.index >= 11
        ? BALANCE_SHEET.nonInterestCashShare.after
        : BALANCE_SHEET.nonInterestCashShare.before;
    const interestBearingCash = cash * (1 - nibCashShare);
    const fedFundsSold =
      provisionalAssets *
      this.fedFundsSoldShare *
      (q.index >= 11 ? BALANCE_SHEET.fedFundsSoldAfter2008 : 1) *
      r.logNormal(1, 0.2);
    const reverseRepos = p.foreignOffices ? provisionalAssets * 0.01 : 0;
    const securitiesProvisional = Math.max(0, liquid - cash - fedFundsSold - reverseRepos);

    // ---- Income of the quarter on average balances.
    const prev = this.previous;
    const average = (current: number, key: keyof Balances) =>
      prev ? (prev[key] + current) / 2 : current;
    const naShare = nonaccrualTotal / Math.max(loans, 1);
    const loanInterest = (average(loans, 'loans') * (1 - naShare) * this.loanYield) / 400;
    const leaseShare = (this.segments.get('lease') ?? 0) / Math.max(loans, 1);
    const securitiesInterest =
      (average(securitiesProvisional, 'securities') * this.securitiesYield) / 400;
    const flows: Record<string, number> = {
      '4010': loanInterest * (1 - leaseShare),
      '4065': loanInterest * leaseShare,
      '4115': (average(interestBearingCash, 'interestBearingCash') * cashRate) / 400,
      B488: securitiesInterest * 0.35,
      B489: securitiesInterest * 0.4,
      '4060': securitiesInterest * 0.25,
      '4020': (average(fedFundsSold + reverseRepos, 'fedFundsSoldAndRepos') * rates.fedFunds) / 400,
      '4508': (average(now, 'now') * nowRate) / 400,
      '0093': (average(mmda, 'mmda') * mmdaRate + average(savings, 'savings') * savingsRate) / 400,
      HK03: (average(time - jumbo, 'timeSmall') * this.timeBook) / 400,
      HK04: (average(jumbo, 'jumbo') * jumboRate) / 400,
      '4180':
        (average(fedFundsPurchased, 'fedFundsPurchased') * (rates.fedFunds + 0.05) +
          average(repos, 'repos') * 0.6 * rates.fedFunds) /
        400,
      '4185': (average(otherBorrowed, 'otherBorrowed') * this.borrowingBook) / 400,
      '4200': (average(subordinated, 'subordinated') * this.subordinatedRate) / 400,
    };
    if (p.foreignOffices)
      flows['4172'] =
        (average(foreignDeposits - foreignNib, 'foreignInterestBearing') * foreignRate) / 400;

    const averageAssets = average(provisionalAssets, 'assets');
    const tenYearAgo =
      this.tenYearYearAgo.length >= 4 ? this.tenYearYearAgo[0]! : rates.treasury10y;
    this.tenYearYearAgo.push(rates.treasury10y);
    if (this.tenYearYearAgo.length > 4) this.tenYearYearAgo.shift();
    const serviceTrend = clamp(1 - 0.018 * (q.year - 2006), 0.6, 1);
    const residential =
      (this.segments.get('resFirst') ?? 0) +
      (this.segments.get('heloc') ?? 0) +
      (this.segments.get('resJunior') ?? 0);
    flows['4080'] =
      (average(deposits, 'deposits') *
        this.serviceChargeRate *
        serviceTrend *
        r.logNormal(1, 0.05)) /
      400;
    flows['4070'] = (averageAssets * this.fiduciaryRate * r.logNormal(1, 0.05)) / 400;
    flows['C386'] = (averageAssets * this.insuranceRate * 0.1) / 400;
    flows['C387'] = (averageAssets * this.insuranceRate * 0.9 * r.logNormal(1, 0.1)) / 400;
    flows['C886'] = (averageAssets * this.brokerageRate * 0.7 * r.logNormal(1, 0.1)) / 400;
    flows['C887'] = (averageAssets * this.brokerageRate * 0.3) / 400;
    flows['5416'] =
      (average(residential, 'residential') *
        this.loanSaleGainRate *
        refinanceFactor(rates.treasury10y, tenYearAgo) *
        r.logNormal(1, 0.15)) /
      400;
    flows['B492'] = (averageAssets * this.servicingRate) / 400;
    flows['B497'] = (averageAssets * this.otherIncomeRate * r.logNormal(1, 0.1)) / 400;

    // Costs are sticky: they follow assets with an elasticity below 1, plus wage inflation.
    if (firstReport) this.costBase = (this.expenseRatio * provisionalAssets) / 400;
    else if (prev)
      this.costBase *= Math.exp(
        BANK_INCOME.costAssetElasticity * Math.log(provisionalAssets / prev.assets) +
          BANK_INCOME.costInflation / 4 +
          r.normal(0, 0.015),
      );
    if (!firstReport && this.lastRevenue > 0)
      this.costBase +=
        BANK_INCOME.costDiscipline *
        // Thin capital: costs are cut harder.
        ((this.efficiencyTarget - (equityBefore / Math.max(scale, 1) < 0.07 ? 0.08 : 0)) *
          this.lastRevenue -
          this.costBase);
    const specialAssessment =
      q.index === Q_2009Q2 ? provisionalAssets * BALANCE_SHEET.specialAssessment2009 : 0;
    flows['4135'] = this.costBase * this.personnelShare;
    flows['4217'] = this.costBase * this.occupancyShare;
    flows['4092'] =
      this.costBase * (1 - this.personnelShare - this.occupancyShare) + specialAssessment;
    flows['3196'] =
      q.year === 2023 && r.chance(0.05)
        ? -0.01 * securitiesProvisional
        : averageAssets * r.normal(0, 0.0002);

    const interestIncome = ['4010', '4065', '4115', 'B488', 'B489', '4060', '4020'];
    const interestExpense = ['4508', '0093', 'HK03', 'HK04', '4172', '4180', '4185', '4200'];
    const nonInterestIncome = [
      '4070',
      '4080',
      'C886',
      'C887',
      'C386',
      'C387',
      '5416',
      'B492',
      'B497',
    ];
    const nonInterestExpense = ['4135', '4217', '4092'];
    const sum = (codes: readonly string[]) => codes.reduce((t, c) => t + (flows[c] ?? 0), 0);
    this.lastRevenue = sum(interestIncome) - sum(interestExpense) + sum(nonInterestIncome);
    const pretax =
      sum(interestIncome) -
      sum(interestExpense) +
      sum(nonInterestIncome) -
      sum(nonInterestExpense) -
      provision +
      flows['3196']!;
    const taxRate =
      p.ownershipType === 'SubS'
        ? BANK_INCOME.taxSubS
        : q.year >= 2018
          ? BANK_INCOME.taxFrom2018
          : BANK_INCOME.taxBefore2018;
    const taxes = pretax > 0 ? pretax * taxRate : pretax * taxRate * 0.5;
    const netIncome = pretax - taxes;

    // ---- Equity: dividends toward the target ratio, TARP, recapitalisation, failure.
    const equityRatio = (this.equityCore + this.aoci) / Math.max(provisionalAssets, 1);
    const payout = BANK_INCOME.payout[p.ownershipType];
    const pull = clamp(1 + (4 * (equityRatio - this.equityTarget)) / this.equityTarget, 0, 2.5);
    const commonDividends = netIncome > 0 ? netIncome * payout * pull : 0;
    const preferredDividends = (this.preferred * 0.05) / 4;
    this.allowance = allowanceBefore + provision - netChargeOffs;
    this.equityCore +=
      netIncome - commonDividends - preferredDividends - ceclAdjustment * (1 - taxRate);
    if (this.tarpRepayQuarter !== null) {
      if (q.index === Q_2009Q1) {
        this.preferred = provisionalAssets * CHURN.tarpSize;
        this.equityCore += this.preferred;
      } else if (q.index === this.tarpRepayQuarter && this.preferred > 0) {
        this.equityCore -= this.preferred;
        this.preferred = 0;
      }
    }
    const coreRatio = this.equityCore / Math.max(provisionalAssets, 1);
    if (coreRatio < CHURN.recapitalizeBelow) {
      if (p.demo || (!this.recapitalizationTried && r.chance(CHURN.recapitalizeChance))) {
        this.equityCore = provisionalAssets * 0.08;
      }
      this.recapitalizationTried = true;
    }
    if (!p.demo && this.equityCore / Math.max(provisionalAssets, 1) < CHURN.failureEquityRatio) {
      this.alive = false;
      return null;
    }
    // Unrealized gains and losses on AFS securities (after tax), from the move in the 5-year.
    const duration = BALANCE_SHEET.securitiesDuration.bank;
    this.aoci =
      -BALANCE_SHEET.unrealizedAfterTax *
      this.previousAfs *
      duration *
      ((rates.treasury5y - this.purchaseRate) / 100);
    const htmFairValueFactor = 1 - (duration * (rates.treasury5y - this.purchaseRate)) / 100;

    // ---- Round, and build the report.
    const R = (value: number) => Math.round(value) || 0;
    const consolidated = p.foreignOffices ? 'RCFD' : 'RCON';
    const c = (item: string) => code(consolidated, item);
    const items = new ItemSheet(this.codes);
    const segmentValues = new Map<BankSegment, number>();
    for (const segment of SEGMENTS) segmentValues.set(segment, R(this.segments.get(segment) ?? 0));
    const seg = (s: BankSegment) => segmentValues.get(s)!;
    const totalLoans = SEGMENTS.reduce((t, s) => t + seg(s), 0);
    const heldForSale = Math.min(R(seg('resFirst') * this.heldForSaleShare), seg('resFirst'));
    const allowanceOut = R(this.allowance);

    // Deposits (domestic RC-E, foreign RCFN).
    const dNib = R(nib);
    const dNow = R(now);
    const dMmda = R(mmda);
    const dSavings = R(savings);
    const dUnder100 = R(under100);
    const d100to250 = R(from100to250);
    const dJumbo = R(jumbo);
    const domesticTotal = dNib + dNow + dMmda + dSavings + dUnder100 + d100to250 + dJumbo;
    const foreignTotal = R(foreignDeposits);
    const foreignNibOut = R(foreignNib);

    const liabilities = {
      B993: R(fedFundsPurchased),
      B995: R(repos),
      '3190': R(otherBorrowed),
      '3200': R(subordinated),
      '2930': R(otherLiabilities),
    };
    let totalLiabilities =
      domesticTotal +
      foreignTotal +
      liabilities.B993 +
      liabilities.B995 +
      liabilities['3190'] +
      liabilities['3200'] +
      liabilities['2930'];
    const equity = R(this.equityCore + this.aoci);
    const minorityOut = R(minority);
    let totalAssets = totalLiabilities + equity + minorityOut;

    const cashNib = R(cash * nibCashShare);
    const cashIb = R(interestBearingCash);
    const ffSold = R(fedFundsSold);
    const rrOut = R(reverseRepos);
    const oreo = R(this.oreo);
    const goodwillOut = R(goodwill);
    const intangiblesOut = R(intangibles);
    const fixedOut = R(fixed);
    const otherAssetsOut = R(otherAssets);
    const tradingOut = R(trading);
    const netLoans = totalLoans - heldForSale - allowanceOut;
    let securities =
      totalAssets -
      (cashNib +
        cashIb +
        ffSold +
        rrOut +
        heldForSale +
        netLoans +
        tradingOut +
        fixedOut +
        oreo +
        goodwillOut +
        intangiblesOut +
        otherAssetsOut);
    // A loss larger than the liquid assets (rare): borrow the difference, keep a sliver of securities.
    if (securities < 0.01 * totalAssets) {
      const extra = R(0.01 * totalAssets) - securities;
      liabilities['3190'] += extra;
      totalLiabilities += extra;
      totalAssets += extra;
      otherBorrowed += extra;
      securities += extra;
    }
    const equitySecurities = q.index >= Q_2018Q1 ? R(securities * this.equitySecuritiesShare) : 0;
    const htmFactor = q.year >= 2021 && q.year <= 2022 ? BALANCE_SHEET.heldToMaturityFactor2021 : 1;
    const htm = R(
      Math.max(0, securities - equitySecurities) * Math.min(0.7, this.htmShare * htmFactor),
    );
    const afs = securities - equitySecurities - htm;
    this.previousAfs = afs;

    // RC
    items.set(c('0081'), cashNib);
    items.set(c('0071'), cashIb);
    items.set('RCONB987', ffSold);
    items.set(c('B989'), rrOut);
    items.set(c('1754'), htm);
    items.set(c('1773'), afs);
    if (q.index >= Q_2018Q1) items.set(c('JA22'), equitySecurities);
    items.set(c('5369'), heldForSale);
    items.set(c('B529'), netLoans);
    items.set(c('3123'), allowanceOut);
    items.set(c('3545'), tradingOut);
    items.set(c('2145'), fixedOut);
    items.set(c('2150'), oreo);
    items.set(c('3163'), goodwillOut);
    items.set(c('0426'), intangiblesOut);
    items.set(c('2160'), otherAssetsOut);
    items.set(c('2170'), totalAssets);
    items.set('RCON2200', domesticTotal);
    items.set('RCON6631', dNib);
    items.set('RCON6636', domesticTotal - dNib);
    if (p.foreignOffices) {
      items.set('RCFN2200', foreignTotal);
      items.set('RCFN6631', foreignNibOut);
      items.set('RCFN6636', foreignTotal - foreignNibOut);
    }
    items.set('RCONB993', liabilities.B993);
    items.set(c('B995'), liabilities.B995);
    items.set(c('3190'), liabilities['3190']);
    items.set(c('3200'), liabilities['3200']);
    items.set(c('2930'), liabilities['2930']);
    items.set(c('2948'), totalLiabilities);
    items.set(c('3210'), equity);
    if (p.foreignOffices) items.set(c('3000'), minorityOut);
    items.set(c('G105'), equity + minorityOut);

    // RC-B
    items.set(c('1771'), R(htm * htmFairValueFactor));
    items.set(c('0416'), R(securities * Math.min(0.9, this.pledgeShare * this.pledgeDepositHeavy)));

    // RC-C
    items.set('RCON1420', seg('farmland'));
    items.set('RCON1460', seg('multifamily'));
    items.set('RCON1797', seg('heloc'));
    items.set('RCON5367', seg('resFirst'));
    items.set('RCON5368', seg('resJunior'));
    items.set('RCONF158', seg('con14'));
    items.set('RCONF159', seg('conOther'));
    items.set('RCONF160', seg('creOwner'));
    items.set('RCONF161', seg('creNonOwner'));
    items.set(c('1590'), seg('agProd'));
    if (p.foreignOffices) {
      const nonUs = R(seg('ci') * 0.15);
      items.set('RCFD1763', seg('ci') - nonUs);
      items.set('RCFD1764', nonUs);
    } else {
      items.set('RCON1766', seg('ci'));
    }
    items.set(c('B538'), seg('card'));
    items.set(c('B539'), seg('otherRevolving'));
    items.set(c('K137'), seg('auto'));
    items.set(c('K207'), seg('otherConsumer'));
    items.set(c('2165'), seg('lease'));
    items.set(c('1563'), seg('other'));
    items.set('RCON2746', R(seg('ci') * 0.05));
    items.set(c('2122'), totalLoans);

    // RC-E
    items.set('RCON2210', dNib);
    items.set('RCON2215', dNib + dNow);
    items.set('RCON6810', dMmda);
    items.set('RCON0352', dSavings);
    items.set('RCON6648', dUnder100);
    items.set('RCONJ473', d100to250);
    items.set('RCONJ474', dJumbo);
    items.set('RCON2365', R(brokered));
    items.set('RCONHK05', R(brokered * BALANCE_SHEET.insuredBrokeredShare));

    // RC-K: quarterly averages (this and the previous quarter-end, with a little noise).
    const avg = (current: number, key: keyof Balances) =>
      R(average(current, key) * r.logNormal(1, 0.01));
    items.set('RCON3485', avg(now, 'now'));
    items.set(
      'RCONB563',
      R((average(mmda, 'mmda') + average(savings, 'savings')) * r.logNormal(1, 0.01)),
    );
    items.set('RCONHK16', avg(time - jumbo, 'timeSmall'));
    items.set('RCONHK17', avg(jumbo, 'jumbo'));
    if (p.foreignOffices)
      items.set('RCFN3404', avg(foreignDeposits - foreignNib, 'foreignInterestBearing'));
    items.set(
      c('3353'),
      R(average(fedFundsPurchased, 'fedFundsPurchased') + average(repos, 'repos')),
    );
    items.set(c('3355'), avg(otherBorrowed, 'otherBorrowed'));
    items.set(c('3368'), R(prev ? (prev.assets + totalAssets) / 2 : totalAssets));

    // RC-N: past due and nonaccrual by segment; the totals are their sums.
    let total30 = 0;
    let total90 = 0;
    let totalNa = 0;
    const putPastDue = (
      codes: readonly [string, string, string],
      values: readonly number[],
      domesticOnly: boolean,
    ) => {
      const [a, b, n] = values.map(R) as [number, number, number];
      const prefix = (item: string) => (domesticOnly ? code('RCON', item) : c(item));
      items.set(prefix(codes[0]), a);
      items.set(prefix(codes[1]), b);
      items.set(prefix(codes[2]), n);
      total30 += a;
      total90 += b;
      totalNa += n;
    };
    const values = (segment: BankSegment, share = 1) => {
      const v = credit.get(segment)!;
      return [v.pastDue30 * share, v.pastDue90 * share, v.nonaccrual * share];
    };
    for (const [segment, [a, b, n, scope]] of PAST_DUE_ENTRIES) {
      putPastDue([a, b, n], values(segment), scope === 'domestic');
    }
    if (p.foreignOffices) {
      putPastDue(['1251', '1252', '1253'], values('ci', 0.85), false);
      putPastDue(['1254', '1255', '1256'], values('ci', 0.15), false);
    } else {
      putPastDue(['1606', '1607', '1608'], values('ci'), true);
    }
    const otherConsumer = values('otherConsumer').map((v, i) => v + values('otherRevolving')[i]!);
    putPastDue(['K216', 'K217', 'K218'], otherConsumer, false);
    putPastDue(['F166', 'F167', 'F168'], values('lease', 0.4), false);
    putPastDue(['F169', 'F170', 'F171'], values('lease', 0.6), false);
    putPastDue(['5459', '5460', '5461'], values('other', 0.9), false);
    putPastDue(['B834', 'B835', 'B836'], values('other', 0.1), false);
    items.set(c('1406'), total30);
    items.set(c('1407'), total90);
    items.set(c('1403'), totalNa);

    // RC-P: 1-4 family residential loans held for sale (banks with mortgage banking).
    if (this.mortgageBanking && totalAssets > 1_000_000) {
      items.set('RCONF072', R(heldForSale * 0.96));
      items.set('RCONF073', R(heldForSale * 0.02));
    }

    // RC-R Part I (RCFA/RCOA from 2015, RCFD/RCON before; CBLR electors file no risk-based ratios).
    const tier1 = R(this.equityCore - goodwill - intangibles * 0.9);
    const leverageAssets = items.get(c('3368'))! - goodwillOut - intangiblesOut;
    const riskWeighted =
      SEGMENTS.reduce((t, s) => t + seg(s) * BANK_SEGMENTS[s].riskWeight, 0) +
      0.2 * securities +
      0.2 * cashNib +
      fixedOut +
      otherAssetsOut +
      oreo +
      tradingOut +
      0.04 * totalLoans;
    const tier2 = Math.min(allowanceOut, 0.0125 * riskWeighted) + liabilities['3200'];
    const capitalPrefix =
      q.index >= Q_2015Q1
        ? p.foreignOffices
          ? 'RCFA'
          : 'RCOA'
        : p.foreignOffices
          ? 'RCFD'
          : 'RCON';
    const ratio = (value: number) => Math.round(value * 10000) / 10000 || 0;
    items.set(code(capitalPrefix, '8274'), tier1);
    items.set(code(capitalPrefix, '7204'), ratio((100 * tier1) / Math.max(leverageAssets, 1)));
    const communityLeverage =
      this.communityLeverageElector &&
      q.index >= Q_2020Q1 &&
      items.get(code(capitalPrefix, '7204'))! > 9;
    if (!communityLeverage) {
      items.set(code(capitalPrefix, '7206'), ratio((100 * tier1) / Math.max(riskWeighted, 1)));
      items.set(
        code(capitalPrefix, '7205'),
        ratio((100 * (tier1 + tier2)) / Math.max(riskWeighted, 1)),
      );
      if (q.index >= Q_2015Q1)
        items.set(
          code(capitalPrefix, 'P793'),
          ratio((100 * (tier1 - R(this.preferred))) / Math.max(riskWeighted, 1)),
        );
    }

    // RI (year to date): components rounded, totals their sums.
    const ytd = (item: string) => R(this.ytd.add(item, flows[item] ?? 0));
    const income = (codes: readonly string[]) => {
      let total = 0;
      for (const item of codes) {
        if (item === '4172' && !p.foreignOffices) continue;
        const value = ytd(item);
        items.set(code('RIAD', item), value);
        total += value;
      }
      return total;
    };
    const interestIncomeTotal = income(interestIncome);
    const interestExpenseTotal = income(interestExpense);
    const nonInterestIncomeTotal = income(nonInterestIncome);
    const nonInterestExpenseTotal = income(nonInterestExpense);
    items.set('RIAD4107', interestIncomeTotal);
    items.set('RIAD4073', interestExpenseTotal);
    items.set('RIAD4074', interestIncomeTotal - interestExpenseTotal);
    items.set('RIAD4079', nonInterestIncomeTotal);
    items.set('RIAD4093', nonInterestExpenseTotal);
    // The provision code changes at CECL adoption: a year holds one of the two, year to date.
    const provisionCode = cecl ? 'JJ33' : '4230';
    const provisionYtd = R(this.ytd.add('provision', provision));
    items.set(code('RIAD', provisionCode), provisionYtd);
    const gains = ytd('3196');
    items.set('RIAD3196', gains);
    const pretaxYtd =
      interestIncomeTotal -
      interestExpenseTotal +
      nonInterestIncomeTotal -
      nonInterestExpenseTotal -
      provisionYtd +
      gains;
    items.set('RIAD4301', pretaxYtd);
    const taxYtd = R(this.ytd.add('tax', taxes));
    items.set('RIAD4302', taxYtd);
    items.set('RIAD4340', pretaxYtd - taxYtd);
    items.set('RIAD4460', R(this.ytd.add('4460', commonDividends)));
    items.set('RIAD4470', R(this.ytd.add('4470', preferredDividends)));
    items.set('RIAD4635', R(this.ytd.add('4635', grossChargeOffs)));
    items.set('RIAD4605', R(this.ytd.add('4605', recoveries)));

    this.previous = {
      assets: totalAssets,
      loans: totalLoans,
      securities,
      interestBearingCash: cashIb,
      fedFundsSoldAndRepos: ffSold + rrOut,
      now,
      mmda,
      savings,
      timeSmall: time - jumbo,
      jumbo,
      foreignInterestBearing: foreignDeposits - foreignNib,
      fedFundsPurchased,
      repos,
      otherBorrowed,
      subordinated,
      deposits,
      residential,
    };
    return items;
  }

  /** The bank's filing type in the POR: 031 (foreign offices), 051 (small, from 2017), 041. */
  filingType(q: QuarterContext): '031' | '041' | '051' {
    if (this.profile.foreignOffices) return '031';
    return q.year >= 2017 && (this.previous?.assets ?? Infinity) < 1_000_000 ? '051' : '041';
  }

  private loanTotal() {
    let total = 0;
    for (const value of this.segments.values()) total += value;
    return total;
  }

  private initialize() {
    const r = this.random;
    const assets = this.profile.initialAssets;
    this.deposits = assets * this.depositRatio;
    const loans = Math.min(
      0.85 * assets,
      this.targetLoanToDeposit * this.deposits * r.uniform(0.9, 1.1),
    );
    for (const [segment, share] of this.baseMix) this.segments.set(segment, loans * share);
    this.equityCore = assets * this.equityTarget * r.uniform(0.9, 1.1);
  }

  private grow(q: QuarterContext) {
    const r = this.random;
    // Deposits: M2 elasticity + trend + noise; volatile banks swing.
    let growth =
      this.elasticity * q.m2Growth +
      this.trend / 4 +
      r.normal(0, this.volatile ? GROWTH.volatileNoise : GROWTH.quarterlyNoise);
    if (this.volatile && r.chance(GROWTH.volatileEventChance)) {
      const size = r.uniform(...GROWTH.volatileEventSize);
      growth += r.chance(0.5) ? Math.log(1 + size) : Math.log(1 - size);
    }
    this.deposits *= Math.exp(growth);

    // Loans: industry cycle + segment tilt + trend + pull to the target loan/deposit ratio.
    const loans = this.loanTotal();
    const pull =
      GROWTH.loanToDepositPull *
      Math.log((this.targetLoanToDeposit * this.deposits) / Math.max(loans, 1));
    const cycle = (LOAN_CYCLE[q.year] ?? 3) / 400;
    for (const [segment, balance] of this.segments) {
      const base = this.baseMix.get(segment) ?? 0;
      const revert = base > 0 && balance > 0 ? 0.03 * Math.log((base * loans) / balance) : 0;
      let g =
        cycle +
        segmentTilt(segment, q.year) / 400 +
        this.loanTrend / 4 +
        clamp(pull, -0.08, 0.08) +
        revert +
        r.normal(0, GROWTH.loanNoise);
      if (segment === 'ci' && q.index === Q_2020Q2) g += Math.log(PPP_JUMP);
      this.segments.set(segment, balance * Math.exp(g));
    }
  }
}
