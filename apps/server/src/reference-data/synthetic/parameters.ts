/**
 * The synthetic dataset's model, in one place: every number that shapes the data is here.
 *
 * WHAT IS MODELLED (per institution, quarter by quarter, 2006-03-31 to 2025-12-31)
 *
 * Size. Total assets at the start are log-normal (banks median ~$165M in 2006, which grows to
 * a median of ~$250M across the period; credit unions ~$30M, ~$50M across the period) with a
 * Pareto tail for a few per cent, so a national run holds a handful of banks above $500B and
 * credit unions above $20B. Each institution keeps its size class all along: growth is the
 * deposit growth below.
 *
 * Growth. Deposits (shares) grow each quarter by elasticity × M2 growth + an institution trend
 * + noise: the 2020 surge, the 2022-23 outflows and the slow drift of small credit unions all
 * come from there. 2-3% of institutions have volatile deposits (quarterly noise of ~6% and
 * events of 25-45% up or down). Non-maturity balances also swing around that trend, by a
 * seasonal cycle and quarter-end noise of the institution's own (NMD_SWING in nmd-swing.ts), which gives each
 * one a believable deposit run-off. Loans grow with the industry loan cycle (strong in 2006-07,
 * shrinking in 2009-11, PPP in 2020, strong in 2022), segment tilts (construction collapsing
 * after 2008, card balances dipping in 2020) and a pull toward the institution's target
 * loan-to-deposit ratio. Borrowings fill the gap when loans outrun deposits.
 *
 * Mix. A bank's archetype sets its loan mix: agricultural (farm states), commercial, CRE-heavy,
 * residential (savings banks and thrifts, often mutual), consumer/card, diversified (large
 * banks) and trust (non-traditional). Credit unions: consumer (auto, often indirect), mortgage,
 * balanced, small (unsecured and auto only) and business lenders. Each institution's shares are
 * the archetype's, scattered log-normally. Deposit mix (non-interest-bearing, NOW, MMDA, other
 * savings, time by size, brokered; CU regular shares, share drafts, money market, certificates,
 * IRAs, non-member deposits) moves with the rate level: time deposits and certificates gain when
 * rates are high, non-interest-bearing and regular shares when they are near zero.
 *
 * Credit. Past due (30-89, 90+), nonaccrual and charge-off rates per loan segment are a baseline
 * × a stress index × the institution's credit quality × noise. The stress index of each
 * segment group is 1 plus Gaussian bumps in time: the 2008-2011 crisis (peak 2009-10, worst for
 * construction and CRE, then residential), a smaller 2020 bump, the 2021 stimulus dip and the
 * 2023-25 normalisation of consumer credit, the 2015-19 farm downturn. Charge-offs and
 * nonaccrual lag the stress by a quarter or two. The allowance follows a target (loans ×
 * (0.9% + 1.2 × charge-off rate + 0.1 × nonaccrual rate)); the provision is charge-offs plus a
 * third of the gap, so reserves build in 2009 and release in 2021. CECL raises the target by
 * 20% at adoption (2020 for large banks, 2023 for the rest and for credit unions), through equity.
 *
 * Rates. Deposit product rates follow a market rate (½ Fed Funds + ½ 3-month) lagged 0-2
 * quarters, times the institution's deposit beta (0.2-0.7) and a product factor, above a
 * floor; time deposits and certificates reprice through a book rate that moves 30% of the way
 * to the new rate each quarter. Loan and securities yields are book yields that move toward new
 * rates (prime + 0.5 for variable loans, 5-year + 2 for fixed, both with floors; credit unions
 * price lower; 5-year for securities) at a speed set by the variable-rate share. FHLB advances
 * follow ½ 3-month + ½ 5-year with a slow book. Market rates are the FRED series when a folder
 * is given, else the built-in path of rate-path.ts.
 *
 * Income. Interest income and expense are rate × average balance / 4 per quarter, non-interest
 * income and expense are ratios of assets with economies of scale and sticky costs that drift
 * toward an efficiency target (so nobody drifts into permanent losses; thin capital cuts costs
 * harder), taxes depend on ownership (S corporations pay almost none, the 2018 tax cut lowers
 * the others'), dividends keep bank equity near the bank's target (8-13% of assets); credit
 * unions retain earnings and pay excess net worth out as higher share dividends. Income items
 * are year-to-date: cumulated within the calendar year and restarted in the first quarter,
 * exactly as filed.
 *
 * Consistency. Totals are the sums of their parts after rounding (assets, loans, deposits,
 * liabilities, interest income and expense, non-interest income and expense, delinquency
 * buckets); equity is assets less liabilities; the securities portfolio is what balances the
 * balance sheet. Credit-union net worth is undivided earnings + other reserves + subordinated
 * debt counted as net worth; ACCT_998 is net worth / assets in basis points, rounded half up
 * (what NCUA's files show, see credit-union-net-worth-ratio.ts; the FPR truncates its display).
 *
 * Churn. A few institutions merge away (~0.1% of banks and ~0.12-0.24% of credit unions a
 * quarter), banks whose equity falls below 2% fail (mostly CRE and construction lenders in
 * 2009-11) unless recapitalised, credit unions whose net worth falls below 2% are merged, and a
 * few de novo institutions start after 2006. The counts of a scale are the roster: the last
 * quarter holds ~92% of the banks and ~84% of the credit unions. The demo institutions report
 * every quarter.
 *
 * Deliberate simplifications: every item is filed in every quarter although some began later
 * (RC-E J473/J474 in 2010, NCUA DL/AS/CH accounts in the 2010s and 2020s); credit-union loan
 * categories are disjoint (commercial real estate is not also counted in "other real estate");
 * no intra-year seasonality beyond the non-maturity balances' swing. Secondary coefficients (noise levels, a few shares) sit beside
 * their use in the models with a comment.
 */

export type Scale = 'demo' | 'national';

/** Number of institutions generated, besides the demo institutions. */
export const SCALES: Record<Scale, { banks: number; creditUnions: number }> = {
  demo: { banks: 150, creditUnions: 150 },
  national: { banks: 4500, creditUnions: 4400 },
};

/** The report dates: 80 quarters. */
export const FIRST_REPORT_DATE = '2006-03-31';
export const QUARTER_COUNT = 80;

// ---------------------------------------------------------------------------------------------
// Size and growth

export const SIZE = {
  bank: {
    /** Total assets at the start, $ thousands: log-normal median and log spread. */
    median: 165_000,
    sigma: 1.0,
    minimum: 12_000,
    /** Share of banks drawn from the Pareto tail instead, its floor and index. */
    tailShare: 0.03,
    tailFloor: 2_500_000,
    tailAlpha: 0.85,
    maximum: 2_200_000_000,
  },
  creditUnion: {
    /** Whole dollars. */
    median: 30_000_000,
    sigma: 1.6,
    minimum: 800_000,
    tailShare: 0.015,
    tailFloor: 1_500_000_000,
    tailAlpha: 0.9,
    maximum: 180_000_000_000,
  },
} as const;

export const GROWTH = {
  /** Deposit growth = elasticity × M2 log growth + trend / 4 + noise. */
  elasticity: { mean: 0.95, sd: 0.2 },
  /** Annual trend: banks; credit unions below $20M drift down. */
  bankTrend: { mean: -0.012, sd: 0.025 },
  creditUnionTrend: { mean: -0.005, sd: 0.025 },
  smallCreditUnionTrend: -0.03,
  quarterlyNoise: 0.012,
  /** Institutions with volatile deposits: share, quarterly noise, event probability and size. */
  volatileShare: 0.025,
  volatileNoise: 0.06,
  volatileEventChance: 0.06,
  volatileEventSize: [0.25, 0.45] as const,
  /** Loan growth pulls toward the target loan/deposit ratio at this speed (per quarter, log). */
  loanToDepositPull: 0.08,
  loanNoise: 0.012,
} as const;

/** Industry loan growth by year, percent per year (the loan cycle). */
export const LOAN_CYCLE: Record<number, number> = {
  2006: 10,
  2007: 10,
  2008: 6,
  2009: -4,
  2010: -4,
  2011: 0,
  2012: 3,
  2013: 3,
  2014: 5,
  2015: 6,
  2016: 6,
  2017: 4,
  2018: 4,
  2019: 4,
  2020: 3,
  2021: 1,
  2022: 8,
  2023: 4,
  2024: 3,
  2025: 3.5,
};

export const CHURN = {
  bankMergerPerQuarter: 0.001,
  creditUnionMergerPerQuarter: 0.0012,
  /** Smaller credit unions merge more: the chance above × this below $20M. */
  smallCreditUnionMergerFactor: 2,
  /** Share of the roster that starts after the first quarter (de novo). */
  deNovoShare: 0.04,
  /** Equity / assets below which a bank fails, unless recapitalised. */
  failureEquityRatio: 0.02,
  /** Equity / assets below which a bank seeks capital; the chance it finds some. */
  recapitalizeBelow: 0.06,
  recapitalizeChance: 0.45,
  /** Share of stock banks taking TARP preferred in 2009Q1, as a share of assets; repaid 2011-14. */
  tarpShare: 0.1,
  tarpSize: 0.02,
} as const;

/** Balance-sheet mechanics of the models. */
export const BALANCE_SHEET = {
  /** Liquid assets never fall below this share of funding: borrowings fill the gap. */
  minimumLiquidShare: { bank: 0.06, creditUnion: 0.07 },
  /** Share of bank cash paying no interest, before and after the Fed paid on reserves (2008Q4). */
  nonInterestCashShare: { before: 0.6, after: 0.3 },
  /** Fed funds sold after 2008, × the bank's share before. */
  fedFundsSoldAfter2008: 0.25,
  /** Foreclosed real estate: share kept each quarter, share of real-estate nonaccrual foreclosed. */
  foreclosed: { kept: 0.85, fromNonaccrual: 0.06 },
  /** Recoveries as a share of gross charge-offs, higher in the 2011-14 workout years. */
  recoveryShare: { normal: 0.18, workout: 0.3, creditUnion: 0.2 },
  /** Duration (years) of the securities for unrealised gains and losses, and the after-tax share. */
  securitiesDuration: { bank: 3.5, creditUnion: 3 },
  unrealizedAfterTax: 0.75,
  /** Borrowings × this in 2020-21 (deposits flooded in) and in 2023-24 (deposits ran off). */
  borrowingFactor: { flood: 0.6, runoff: 1.6, creditUnionRunoff: 1.5 },
  /** Held-to-maturity share × this in 2021-22, when portfolios were parked in HTM. */
  heldToMaturityFactor2021: 1.4,
  /** Insured (≤ $250K) share of brokered deposits. */
  insuredBrokeredShare: 0.75,
  /** Share under $100K of time deposits up to $250K: from 0.55 in 2006 to 0.35 in 2025. */
  timeUnder100k: { first: 0.55, last: 0.35 },
  /** FDIC special assessment of 2009 Q2, share of assets. */
  specialAssessment2009: 0.0005,
} as const;

// ---------------------------------------------------------------------------------------------
// Credit cycle

export type StressGroup =
  'construction' | 'cre' | 'residential' | 'ci' | 'consumer' | 'card' | 'ag' | 'other';

/** A Gaussian bump of the stress index: centre (fractional year), width (years), amplitude. */
type Bump = readonly [center: number, width: number, amplitude: number];

export const STRESS_BUMPS: Record<StressGroup, readonly Bump[]> = {
  construction: [
    [2006.3, 1.0, -0.3],
    [2010.0, 1.1, 9],
    [2020.6, 0.35, 0.4],
  ],
  cre: [
    [2010.3, 1.3, 4],
    [2020.8, 0.5, 0.8],
    [2024.5, 1.0, 0.5],
  ],
  residential: [
    [2006.3, 1.0, -0.2],
    [2010.2, 1.5, 3.5],
    [2020.7, 0.45, 0.6],
  ],
  ci: [
    [2009.7, 1.0, 1.8],
    [2020.7, 0.45, 0.7],
  ],
  consumer: [
    [2009.6, 0.9, 1.0],
    [2020.5, 0.3, 0.4],
    [2021.5, 0.5, -0.3],
    [2024.5, 1.2, 0.3],
  ],
  card: [
    [2009.6, 0.9, 1.2],
    [2020.5, 0.3, 0.3],
    [2021.4, 0.5, -0.35],
    [2024.3, 1.2, 0.35],
  ],
  ag: [
    [2009.8, 1.0, 0.5],
    [2017.5, 2.0, 0.5],
    [2020.5, 0.4, 0.4],
  ],
  other: [
    [2009.8, 1.0, 1.2],
    [2020.6, 0.4, 0.5],
  ],
};

/** Credit quality of an institution: a multiplier of its delinquency, log-normal. */
export const CREDIT_QUALITY_SIGMA = 0.45;
/** CRE-heavy banks feel the 2009 stress more: their stress index is raised to this power. */
export const CRE_BANK_STRESS_POWER = 1.35;
/** Share of institutions that go through a bad spell of their own (a few years of ×2.5). */
export const PROBLEM_SPELL_SHARE = 0.04;

export const ALLOWANCE = {
  base: 0.009,
  chargeOffWeight: 1.2,
  nonaccrualWeight: 0.1,
  /** Share of the gap to the target closed by each quarter's provision. */
  speed: 0.35,
  /** CECL day-one increase of the target. */
  ceclStep: 0.2,
} as const;

// ---------------------------------------------------------------------------------------------
// Bank loans

export type BankSegment =
  | 'con14'
  | 'conOther'
  | 'farmland'
  | 'heloc'
  | 'resFirst'
  | 'resJunior'
  | 'multifamily'
  | 'creOwner'
  | 'creNonOwner'
  | 'agProd'
  | 'ci'
  | 'card'
  | 'otherRevolving'
  | 'auto'
  | 'otherConsumer'
  | 'lease'
  | 'other';

export interface SegmentParameters {
  group: StressGroup;
  /** Baseline (stress 1): 30-89 days past due and 90+ accruing, % of balance. */
  pastDue30: number;
  pastDue90: number;
  /** Nonaccrual, % of balance. */
  nonaccrual: number;
  /** Net charge-offs, % of balance per year; recoveries are a share of gross. */
  chargeOff: number;
  /** Loan pricing: spread over the reference rate (points) and share priced off prime. */
  spread: number;
  variable: number;
  /** Basel I/III risk weight. */
  riskWeight: number;
}

export const BANK_SEGMENTS: Record<BankSegment, SegmentParameters> = {
  con14: {
    group: 'construction',
    pastDue30: 0.8,
    pastDue90: 0.1,
    nonaccrual: 0.5,
    chargeOff: 0.2,
    spread: 1.0,
    variable: 0.6,
    riskWeight: 1,
  },
  conOther: {
    group: 'construction',
    pastDue30: 0.7,
    pastDue90: 0.1,
    nonaccrual: 0.6,
    chargeOff: 0.25,
    spread: 1.1,
    variable: 0.6,
    riskWeight: 1.3,
  },
  farmland: {
    group: 'ag',
    pastDue30: 0.7,
    pastDue90: 0.1,
    nonaccrual: 0.7,
    chargeOff: 0.05,
    spread: 0.4,
    variable: 0.25,
    riskWeight: 1,
  },
  heloc: {
    group: 'residential',
    pastDue30: 0.4,
    pastDue90: 0.05,
    nonaccrual: 0.3,
    chargeOff: 0.2,
    spread: 0.3,
    variable: 0.9,
    riskWeight: 1,
  },
  resFirst: {
    group: 'residential',
    pastDue30: 1.0,
    pastDue90: 0.2,
    nonaccrual: 0.6,
    chargeOff: 0.1,
    spread: -0.4,
    variable: 0.1,
    riskWeight: 0.5,
  },
  resJunior: {
    group: 'residential',
    pastDue30: 0.8,
    pastDue90: 0.1,
    nonaccrual: 0.5,
    chargeOff: 0.4,
    spread: 0.6,
    variable: 0.1,
    riskWeight: 1,
  },
  multifamily: {
    group: 'cre',
    pastDue30: 0.3,
    pastDue90: 0.03,
    nonaccrual: 0.3,
    chargeOff: 0.05,
    spread: 0.0,
    variable: 0.2,
    riskWeight: 1,
  },
  creOwner: {
    group: 'cre',
    pastDue30: 0.5,
    pastDue90: 0.05,
    nonaccrual: 0.5,
    chargeOff: 0.1,
    spread: 0.2,
    variable: 0.2,
    riskWeight: 1,
  },
  creNonOwner: {
    group: 'cre',
    pastDue30: 0.4,
    pastDue90: 0.04,
    nonaccrual: 0.5,
    chargeOff: 0.12,
    spread: 0.3,
    variable: 0.25,
    riskWeight: 1,
  },
  agProd: {
    group: 'ag',
    pastDue30: 0.6,
    pastDue90: 0.1,
    nonaccrual: 0.6,
    chargeOff: 0.2,
    spread: 0.6,
    variable: 0.5,
    riskWeight: 1,
  },
  ci: {
    group: 'ci',
    pastDue30: 0.6,
    pastDue90: 0.08,
    nonaccrual: 0.8,
    chargeOff: 0.4,
    spread: 0.4,
    variable: 0.5,
    riskWeight: 1,
  },
  card: {
    group: 'card',
    pastDue30: 1.8,
    pastDue90: 1.4,
    nonaccrual: 0.05,
    chargeOff: 3.8,
    spread: 9.5,
    variable: 1,
    riskWeight: 1,
  },
  otherRevolving: {
    group: 'consumer',
    pastDue30: 1.2,
    pastDue90: 0.3,
    nonaccrual: 0.2,
    chargeOff: 1.2,
    spread: 4.0,
    variable: 0.8,
    riskWeight: 1,
  },
  auto: {
    group: 'consumer',
    pastDue30: 1.5,
    pastDue90: 0.1,
    nonaccrual: 0.1,
    chargeOff: 0.5,
    spread: 1.0,
    variable: 0,
    riskWeight: 1,
  },
  otherConsumer: {
    group: 'consumer',
    pastDue30: 1.5,
    pastDue90: 0.2,
    nonaccrual: 0.3,
    chargeOff: 1.0,
    spread: 3.0,
    variable: 0.05,
    riskWeight: 1,
  },
  lease: {
    group: 'ci',
    pastDue30: 0.6,
    pastDue90: 0.05,
    nonaccrual: 0.3,
    chargeOff: 0.3,
    spread: 0.5,
    variable: 0.1,
    riskWeight: 1,
  },
  other: {
    group: 'other',
    pastDue30: 0.3,
    pastDue90: 0.03,
    nonaccrual: 0.2,
    chargeOff: 0.1,
    spread: 0.3,
    variable: 0.4,
    riskWeight: 1,
  },
};

export type BankArchetype =
  'agricultural' | 'commercial' | 'cre' | 'residential' | 'consumer' | 'diversified' | 'trust';

/** Loan mix of each bank archetype: relative weights (normalised after scattering). */
export const BANK_LOAN_MIX: Record<BankArchetype, Partial<Record<BankSegment, number>>> = {
  agricultural: {
    farmland: 22,
    agProd: 20,
    ci: 13,
    creOwner: 8,
    creNonOwner: 5,
    con14: 2,
    conOther: 2,
    resFirst: 15,
    heloc: 2,
    resJunior: 1,
    multifamily: 1,
    auto: 3,
    otherConsumer: 3,
    card: 0.2,
    lease: 0.5,
    other: 2.5,
  },
  commercial: {
    ci: 20,
    creOwner: 15,
    creNonOwner: 15,
    con14: 3,
    conOther: 5,
    resFirst: 17,
    heloc: 4,
    resJunior: 1,
    multifamily: 4,
    farmland: 2,
    agProd: 2,
    auto: 3,
    otherConsumer: 3,
    otherRevolving: 0.3,
    card: 0.4,
    lease: 1,
    other: 4,
  },
  cre: {
    creNonOwner: 28,
    creOwner: 15,
    con14: 5,
    conOther: 11,
    multifamily: 10,
    ci: 10,
    resFirst: 10,
    heloc: 3,
    resJunior: 1,
    auto: 1,
    otherConsumer: 1.5,
    lease: 0.5,
    other: 2,
  },
  residential: {
    resFirst: 58,
    heloc: 6,
    resJunior: 2,
    multifamily: 10,
    creOwner: 4,
    creNonOwner: 5,
    con14: 3,
    conOther: 1,
    ci: 3,
    auto: 2,
    otherConsumer: 2,
    other: 1,
  },
  consumer: {
    card: 38,
    auto: 20,
    otherConsumer: 14,
    otherRevolving: 5,
    ci: 6,
    resFirst: 7,
    heloc: 2,
    creOwner: 1,
    lease: 2,
    other: 5,
  },
  diversified: {
    ci: 24,
    creOwner: 7,
    creNonOwner: 8,
    con14: 1,
    conOther: 3,
    resFirst: 19,
    heloc: 5,
    resJunior: 1,
    multifamily: 4,
    card: 8,
    auto: 6,
    otherConsumer: 4,
    otherRevolving: 1,
    lease: 3,
    farmland: 0.5,
    agProd: 0.5,
    other: 8,
  },
  trust: {
    resFirst: 30,
    heloc: 5,
    ci: 20,
    creOwner: 5,
    creNonOwner: 5,
    otherConsumer: 10,
    other: 25,
  },
};

/** Relative growth tilt of segments by year, percent per year (added to the loan cycle). */
export function segmentTilt(segment: BankSegment, year: number): number {
  switch (segment) {
    case 'con14':
    case 'conOther':
      return (
        {
          2006: 10,
          2007: 5,
          2008: -5,
          2009: -25,
          2010: -25,
          2011: -15,
          2012: -5,
          2020: 0,
          2022: 5,
          2024: -3,
          2025: -2,
        }[year] ?? 4
      );
    case 'card':
      return { 2009: -5, 2010: -8, 2020: -12, 2021: -2, 2022: 8, 2023: 5 }[year] ?? 0;
    case 'ci':
      return { 2009: -8, 2010: -4, 2021: -10 }[year] ?? 0;
    case 'resFirst':
      return { 2020: -3, 2021: -3, 2022: 3 }[year] ?? 0;
    case 'heloc':
      return year >= 2010 && year <= 2014 ? -6 : year === 2022 || year === 2023 ? 3 : 0;
    case 'farmland':
    case 'agProd':
      return year >= 2013 && year <= 2015 ? 2 : 0;
    case 'auto':
      return year === 2021 || year === 2022 ? 3 : 0;
    case 'creNonOwner':
    case 'creOwner':
    case 'lease':
    case 'multifamily':
    case 'other':
    case 'otherConsumer':
    case 'otherRevolving':
    case 'resJunior':
      return 0;
  }
}

/** Paycheck Protection Program: C&I balances jump in 2020Q2 (× this), run off in 2021. */
export const PPP_JUMP = 1.2;

/** Deposit mix of each bank archetype (domestic deposits), before the rate-level tilt. */
export const BANK_DEPOSIT_MIX: Record<
  BankArchetype,
  { nib: number; now: number; mmda: number; savings: number; time: number }
> = {
  agricultural: { nib: 0.15, now: 0.15, mmda: 0.15, savings: 0.12, time: 0.43 },
  commercial: { nib: 0.23, now: 0.13, mmda: 0.23, savings: 0.13, time: 0.28 },
  cre: { nib: 0.15, now: 0.1, mmda: 0.25, savings: 0.1, time: 0.4 },
  residential: { nib: 0.07, now: 0.08, mmda: 0.15, savings: 0.25, time: 0.45 },
  consumer: { nib: 0.05, now: 0.02, mmda: 0.35, savings: 0.1, time: 0.48 },
  diversified: { nib: 0.25, now: 0.1, mmda: 0.3, savings: 0.12, time: 0.23 },
  trust: { nib: 0.4, now: 0.1, mmda: 0.3, savings: 0.05, time: 0.15 },
};

/**
 * How the deposit mix leans with the market rate r (percent): each share × (1 + slope × (r −
 * 2)), then normalised, approached 30% per quarter. Time deposits gain when rates are high;
 * non-interest-bearing and savings when they are near zero.
 */
export const DEPOSIT_MIX_RATE_SLOPE = {
  nib: -0.07,
  now: -0.02,
  mmda: 0.0,
  savings: -0.04,
  time: 0.07,
};

/**
 * Product rates paid (percent): floor + factor × beta × market rate (lagged); time deposits
 * and certificates: new rate = floor + (0.8 + 0.25 × beta) × (0.6 × 3-month + 0.4 × 5-year),
 * book rate moving 30% of the way each quarter.
 */
export const DEPOSIT_PRICING = {
  beta: [0.2, 0.7] as const,
  lagQuarters: [0, 2] as const,
  now: { floor: 0.03, factor: 0.45 },
  mmda: { floor: 0.08, factor: 1.0 },
  savings: { floor: 0.05, factor: 0.35 },
  /** New time deposit rate = floor + (factor + betaFactor × beta) × (0.6 × 3-month + 0.4 × 5-year). */
  time: { floor: 0.4, factor: 0.8, betaFactor: 0.25, bookSpeed: 0.3 },
  jumboPremium: 0.1,
  foreign: 0.9,
} as const;

export const LOAN_PRICING = {
  /** Prime = Fed Funds + 3 (floor 3.25); variable-rate loans price at prime + 0.5, floor 4.5. */
  primeSpread: 3.0,
  primeFloor: 3.25,
  variableSpread: 0.5,
  variableFloor: 4.5,
  /** Fixed-rate loans: 5-year + 2, at least 4.5. */
  fixedSpread: 2.0,
  fixedFloor: 4.5,
  /** Book yield speed: variable share × variableSpeed + fixed share × fixedSpeed. */
  variableSpeed: 0.6,
  fixedSpeed: 0.06,
  institutionSpread: { mean: 0, sd: 0.3 },
  securitiesSpeed: 0.08,
  securitiesSpread: 0.25,
  securitiesFloor: 0.8,
  borrowingSpeed: 0.2,
  borrowingSpread: 0.3,
} as const;

/** Bank income and expense ratios, percent of average assets per year. */
export const BANK_INCOME = {
  nonInterestIncome: { median: 0.55, sigma: 0.45 },
  serviceChargeShare: 0.3,
  /** Non-interest expense: median at $100M, economies of scale (elasticity), scatter. */
  nonInterestExpense: { median: 3.0, scaleElasticity: -0.07, sigma: 0.15 },
  personnelShare: 0.55,
  occupancyShare: 0.13,
  /** Costs follow assets with this elasticity plus wage inflation, so ratios fall when assets jump. */
  costAssetElasticity: 0.6,
  costInflation: 0.015,
  /**
   * Cost discipline: each quarter costs move this share of the way toward the institution's
   * efficiency target × the previous quarter's revenue, so a bank does not drift into
   * structural losses; crisis provisions still bring losses.
   */
  costDiscipline: 0.06,
  efficiencyTarget: { mean: 0.64, sd: 0.07 },
  /** Effective tax rates: C corporations before and after 2018; S corporations (state only). */
  taxBefore2018: 0.29,
  taxFrom2018: 0.2,
  taxSubS: 0.015,
  /** Dividends: payout of positive net income, before the pull toward the equity target. */
  payout: { Stock: 0.35, SubS: 0.65, Mutual: 0, Industrial: 0.5, 'Non-Traditional': 0.6 },
  equityTarget: [0.08, 0.13] as const,
} as const;

/** Credit-union income and expense ratios, percent of average assets per year. */
export const CREDIT_UNION_INCOME = {
  nonInterestIncome: { median: 1.25, sigma: 0.35 },
  feeShare: 0.45,
  nonInterestExpense: { median: 3.2, scaleElasticity: -0.06, sigma: 0.15 },
  costInflation: 0.015,
  efficiencyTarget: { mean: 0.75, sd: 0.06 },
  compensationShare: 0.5,
  occupancyShare: 0.08,
  operationsShare: 0.14,
  netWorthTarget: [0.09, 0.13] as const,
  /**
   * Credit unions have no shareholders: above their net worth target they pay it out as
   * higher dividends. Points added to share rates per point of excess net worth ratio, capped;
   * the bonus moves a quarter of the way there each quarter (a board sets dividends for a while,
   * not on one quarter-end's ratio, which swings with the non-maturity balances).
   */
  dividendBonus: { perPoint: 0.1, low: -0.2, high: 1.0, speed: 0.25 },
  /** New loans at fixed rates: 5-year + 1.5, at least 3.0 (credit unions price below banks). */
  fixedSpread: 1.5,
  fixedFloor: 3.0,
} as const;

// ---------------------------------------------------------------------------------------------
// Credit unions

export type CreditUnionSegment =
  | 'card'
  | 'unsecured'
  | 'pal'
  | 'student'
  | 'newVehicle'
  | 'usedVehicle'
  | 'lease'
  | 'otherSecured'
  | 'firstLien'
  | 'juniorLien'
  | 'otherRealEstate'
  | 'construction'
  | 'farmland'
  | 'multifamily'
  | 'creOwner'
  | 'creNonOwner'
  | 'agProd'
  | 'ci'
  | 'unsecuredCommercial';

export const COMMERCIAL_SEGMENTS: readonly CreditUnionSegment[] = [
  'construction',
  'farmland',
  'multifamily',
  'creOwner',
  'creNonOwner',
  'agProd',
  'ci',
  'unsecuredCommercial',
];

export const CREDIT_UNION_SEGMENTS: Record<
  CreditUnionSegment,
  {
    group: StressGroup;
    /** 30+ days delinquent, % of balance, and its spread over the NCUA buckets. */
    delinquent: number;
    buckets: readonly [number, number, number, number, number];
    chargeOff: number;
    spread: number;
    variable: number;
  }
> = {
  card: {
    group: 'card',
    delinquent: 2.2,
    buckets: [0.45, 0.22, 0.25, 0.06, 0.02],
    chargeOff: 2.8,
    spread: 4.5,
    variable: 1,
  },
  unsecured: {
    group: 'consumer',
    delinquent: 2.0,
    buckets: [0.5, 0.2, 0.18, 0.08, 0.04],
    chargeOff: 1.8,
    spread: 4.0,
    variable: 0.1,
  },
  pal: {
    group: 'consumer',
    delinquent: 5.0,
    buckets: [0.45, 0.2, 0.2, 0.1, 0.05],
    chargeOff: 6.0,
    spread: 16,
    variable: 0,
  },
  student: {
    group: 'consumer',
    delinquent: 2.0,
    buckets: [0.45, 0.2, 0.2, 0.1, 0.05],
    chargeOff: 1.2,
    spread: 3.0,
    variable: 0.3,
  },
  newVehicle: {
    group: 'consumer',
    delinquent: 0.9,
    buckets: [0.6, 0.2, 0.14, 0.04, 0.02],
    chargeOff: 0.35,
    spread: 0.0,
    variable: 0,
  },
  usedVehicle: {
    group: 'consumer',
    delinquent: 1.4,
    buckets: [0.58, 0.2, 0.15, 0.05, 0.02],
    chargeOff: 0.7,
    spread: 0.7,
    variable: 0,
  },
  lease: {
    group: 'consumer',
    delinquent: 0.6,
    buckets: [0.6, 0.2, 0.14, 0.04, 0.02],
    chargeOff: 0.3,
    spread: 0.5,
    variable: 0,
  },
  otherSecured: {
    group: 'consumer',
    delinquent: 1.2,
    buckets: [0.55, 0.2, 0.15, 0.07, 0.03],
    chargeOff: 0.6,
    spread: 2.0,
    variable: 0.1,
  },
  firstLien: {
    group: 'residential',
    delinquent: 0.9,
    buckets: [0.45, 0.18, 0.17, 0.12, 0.08],
    chargeOff: 0.05,
    spread: 0.6,
    variable: 0.25,
  },
  juniorLien: {
    group: 'residential',
    delinquent: 0.7,
    buckets: [0.45, 0.18, 0.17, 0.12, 0.08],
    chargeOff: 0.25,
    spread: 1.0,
    variable: 0.6,
  },
  otherRealEstate: {
    group: 'residential',
    delinquent: 0.8,
    buckets: [0.45, 0.18, 0.17, 0.12, 0.08],
    chargeOff: 0.15,
    spread: 1.0,
    variable: 0.4,
  },
  construction: {
    group: 'construction',
    delinquent: 1.0,
    buckets: [0.4, 0.18, 0.2, 0.12, 0.1],
    chargeOff: 0.3,
    spread: 1.2,
    variable: 0.8,
  },
  farmland: {
    group: 'ag',
    delinquent: 0.8,
    buckets: [0.45, 0.2, 0.18, 0.1, 0.07],
    chargeOff: 0.05,
    spread: 0.5,
    variable: 0.4,
  },
  multifamily: {
    group: 'cre',
    delinquent: 0.4,
    buckets: [0.45, 0.2, 0.18, 0.1, 0.07],
    chargeOff: 0.05,
    spread: 0.2,
    variable: 0.3,
  },
  creOwner: {
    group: 'cre',
    delinquent: 0.7,
    buckets: [0.45, 0.2, 0.18, 0.1, 0.07],
    chargeOff: 0.1,
    spread: 0.4,
    variable: 0.3,
  },
  creNonOwner: {
    group: 'cre',
    delinquent: 0.6,
    buckets: [0.45, 0.2, 0.18, 0.1, 0.07],
    chargeOff: 0.12,
    spread: 0.5,
    variable: 0.35,
  },
  agProd: {
    group: 'ag',
    delinquent: 0.8,
    buckets: [0.5, 0.2, 0.17, 0.08, 0.05],
    chargeOff: 0.2,
    spread: 0.8,
    variable: 0.6,
  },
  ci: {
    group: 'ci',
    delinquent: 0.9,
    buckets: [0.5, 0.2, 0.17, 0.08, 0.05],
    chargeOff: 0.4,
    spread: 0.8,
    variable: 0.7,
  },
  unsecuredCommercial: {
    group: 'ci',
    delinquent: 1.5,
    buckets: [0.5, 0.2, 0.17, 0.08, 0.05],
    chargeOff: 1.0,
    spread: 3.0,
    variable: 0.8,
  },
};

export type CreditUnionArchetype = 'consumer' | 'mortgage' | 'balanced' | 'small' | 'business';

export const CREDIT_UNION_LOAN_MIX: Record<
  CreditUnionArchetype,
  Partial<Record<CreditUnionSegment, number>>
> = {
  consumer: {
    newVehicle: 18,
    usedVehicle: 26,
    card: 7,
    unsecured: 8,
    student: 1,
    otherSecured: 5,
    firstLien: 22,
    juniorLien: 6,
    otherRealEstate: 2,
    lease: 0.5,
    pal: 0.3,
  },
  mortgage: {
    newVehicle: 6,
    usedVehicle: 10,
    card: 4,
    unsecured: 4,
    student: 1,
    otherSecured: 3,
    firstLien: 55,
    juniorLien: 10,
    otherRealEstate: 5,
  },
  balanced: {
    newVehicle: 12,
    usedVehicle: 18,
    card: 6,
    unsecured: 7,
    student: 1,
    otherSecured: 4,
    firstLien: 35,
    juniorLien: 9,
    otherRealEstate: 3,
    pal: 0.2,
  },
  small: {
    newVehicle: 25,
    usedVehicle: 35,
    unsecured: 30,
    otherSecured: 8,
    pal: 1,
    card: 1,
  },
  business: {
    newVehicle: 9,
    usedVehicle: 14,
    card: 4,
    unsecured: 4,
    otherSecured: 3,
    firstLien: 30,
    juniorLien: 6,
    otherRealEstate: 2,
    construction: 3,
    multifamily: 3,
    creOwner: 7,
    creNonOwner: 8,
    ci: 5,
    unsecuredCommercial: 1,
  },
};

/** Farm-state business lenders add farm loans: these weights join the business mix. */
export const CREDIT_UNION_FARM_MIX: Partial<Record<CreditUnionSegment, number>> = {
  farmland: 5,
  agProd: 4,
};

/** Share mix (NCUA Schedule A), before the rate-level tilt. */
export const CREDIT_UNION_SHARE_MIX = {
  shareDrafts: 0.13,
  regular: 0.36,
  moneyMarket: 0.2,
  certificates: 0.22,
  ira: 0.06,
  other: 0.03,
} as const;

export const CREDIT_UNION_SHARE_RATE_SLOPE = {
  shareDrafts: -0.03,
  regular: -0.06,
  moneyMarket: 0.01,
  certificates: 0.13,
  ira: 0.03,
  other: 0,
} as const;

export const CREDIT_UNION_SHARE_PRICING = {
  shareDrafts: { floor: 0.02, factor: 0.15 },
  regular: { floor: 0.05, factor: 0.35 },
  moneyMarket: { floor: 0.1, factor: 1.0 },
  other: { floor: 0.05, factor: 0.4 },
} as const;

// ---------------------------------------------------------------------------------------------
// Market-dependent helpers shared by both models

/** Stress index of a segment group at a fractional year. */
export function stressIndex(group: StressGroup, time: number): number {
  let value = 1;
  for (const [center, width, amplitude] of STRESS_BUMPS[group]) {
    const z = (time - center) / width;
    value += amplitude * Math.exp(-z * z);
  }
  return Math.max(0.2, value);
}

/** Fractional year of the middle of a quarter: 2009 Q1 is 2009.125. */
export function fractionalYear(year: number, quarter: number): number {
  return year + (quarter - 0.5) / 4;
}

/** Cash held beyond needs, × the institution's cash share: excess reserves after 2008, 2020-21 flood. */
export function cashFactor(year: number): number {
  if (year <= 2008) return 1;
  if (year <= 2019) return 1.6;
  if (year <= 2021) return 2.6;
  if (year === 2022) return 2.0;
  return 1.7;
}

/** Mortgage refinancing activity (gains on loan sales): high when the 10-year falls. */
export function refinanceFactor(tenYear: number, tenYearYearAgo: number): number {
  return Math.min(2.5, Math.max(0.3, 1 + 0.9 * (tenYearYearAgo - tenYear)));
}
