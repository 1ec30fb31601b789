import type {
  AsymmetricBetaResult,
  BackTestResult,
  CycleBetaResult,
  PeerBetaRankResult,
  RegulatoryResult,
  ScenarioResult,
} from '@app/core/api/beta-suite';
import { DEFAULT_RATE_CYCLES } from '@app/core/analytics/cycle-beta';
import type { BetaEstimate } from './beta-estimate-table';

/** Answers of the Beta Suite API as the server would give them, for the page tests. */
const series = {
  metricId: 'LBPRQCOSTDEP',
  metricTitle: 'Cost of Total Deposits',
  rateId: 'FEDFUNDS',
  rateName: 'Federal Funds Effective Rate',
  frequency: 'quarterly' as const,
};

export function cycleAnswer(overrides: Partial<CycleBetaResult> = {}): CycleBetaResult {
  return {
    ...series,
    window: {
      cycleId: 'tightening-2022',
      label: 'Tightening 2022Q1–2023Q4',
      start: '2022-03-31',
      end: '2023-12-31',
      baseDate: '2021-12-31',
    },
    cycleBeta: 0.422857,
    metricChange: 0.74,
    rateChange: 1.75,
    path: [
      { reportDate: '2022-03-31', metricChange: 0, rateChange: 0, cumulativeBeta: null },
      { reportDate: '2022-06-30', metricChange: null, rateChange: 0.75, cumulativeBeta: null },
      { reportDate: '2022-09-30', metricChange: 0.74, rateChange: 1.75, cumulativeBeta: 0.422857 },
    ],
    skippedQuarters: ['2022-06-30'],
    defaultCycles: [...DEFAULT_RATE_CYCLES],
    minimumQuarters: 4,
    ...overrides,
  };
}

export const upBetaEstimate: BetaEstimate = {
  beta: 0.312345,
  standardError: 0.041,
  confidenceInterval: [0.2254, 0.3993],
  tStatistic: 7.618,
  n: 12,
  rSquared: 0.8123,
  degreesOfFreedom: 9,
};

export function asymmetricAnswer(
  overrides: Partial<AsymmetricBetaResult> = {},
): AsymmetricBetaResult {
  return {
    ...series,
    startDate: '2021-12-31',
    endDate: '2025-09-30',
    lagQuarters: 0,
    upBetaLabel: 'Up-beta over the range',
    downBetaLabel: 'Down-beta over the range',
    upBeta: upBetaEstimate,
    downBeta: null,
    upQuarters: 8,
    downQuarters: 2,
    flatQuarters: 5,
    n: 15,
    intercept: 0.0123,
    rSquared: 0.7456,
    minimumQuartersPerSide: 3,
    skippedQuarters: [],
    ...overrides,
  };
}

export function regulatoryAnswer(overrides: Partial<RegulatoryResult> = {}): RegulatoryResult {
  return {
    institutionType: 'bank',
    balanceMetricId: 'LBPRNMD',
    balanceMetricTitle: 'Non-Maturity Deposits',
    startDate: '2015-03-31',
    endDate: '2025-09-30',
    stableShare: 0.932,
    walYears: 4.2,
    insufficientData: false,
    regulatoryCaps: [
      {
        category: 'retailTransactional',
        label: 'Retail, transactional',
        maxCoreShare: 0.9,
        maxAverageMaturityYears: 5,
        stableShareExceedsCap: true,
        walExceedsCap: false,
        exceedances: [
          'The estimated stable share of 93.2% exceeds the 90.0% Basel cap on core deposits for retail, transactional deposits.',
        ],
        cappedStableShare: 0.9,
        cappedWalYears: 4.2,
      },
      {
        category: 'wholesale',
        label: 'Wholesale',
        maxCoreShare: 0.5,
        maxAverageMaturityYears: 4,
        stableShareExceedsCap: true,
        walExceedsCap: true,
        exceedances: [
          'The estimated stable share of 93.2% exceeds the 50.0% Basel cap on core deposits for wholesale deposits.',
          'The estimated average life of 4.20 years exceeds the 4.00 years Basel cap on average maturity for wholesale deposits.',
        ],
        cappedStableShare: 0.5,
        cappedWalYears: 4,
      },
    ],
    summary:
      'The stable share of 93.2% exceeds the core-share cap of every category, and the average life of 4.20 years exceeds the maturity cap of wholesale deposits; the table gives each figure capped as that category’s regulatory view takes it.',
    ncuaNev: null,
    ...overrides,
  };
}

const betaUsed = {
  kind: 'regression' as const,
  beta: 0.35,
  upBeta: null,
  downBeta: null,
  lagQuarters: 3,
  lagSource: 'bestFit' as const,
  lagRSquared: 0.981,
  estimatedThrough: '2025-09-30',
  unavailableReason: null,
};

export function scenarioAnswer(overrides: Partial<ScenarioResult> = {}): ScenarioResult {
  const quarter = (
    q: number,
    reportDate: string,
    rate: number,
    depositCost: number,
    floored = false,
  ) => ({
    quarter: q,
    reportDate,
    rate,
    drivingRateChange: q === 1 ? 1 : 0,
    depositCost,
    floored,
  });
  return {
    ...series,
    startDate: '2025-09-30',
    startCost: 2.1,
    startRate: 4.3,
    betaUsed,
    parallelShocksBp: [-300, 100],
    scenarios: [
      {
        kind: 'parallel',
        label: '−300 bp',
        shockBp: -300,
        projection: [quarter(1, '2025-12-31', 1.3, 1.05), quarter(2, '2026-03-31', 1.3, 1.05)],
        unavailableReason: null,
      },
      {
        kind: 'parallel',
        label: '+100 bp',
        shockBp: 100,
        projection: [quarter(1, '2025-12-31', 5.3, 2.45), quarter(2, '2026-03-31', 5.3, 2.45)],
        unavailableReason: null,
      },
    ],
    ...overrides,
  };
}

export const scenarioBetaUsed = betaUsed;

export function backTestAnswer(overrides: Partial<BackTestResult> = {}): BackTestResult {
  return {
    ...series,
    balanceMetricId: 'LBPRNMD',
    assumptions: { ...betaUsed, estimatedThrough: '2024-12-31', decayFactor: 0.97125 },
    backTest: {
      estimationEnd: '2024-12-31',
      testQuarters: ['2025-03-31', '2025-06-30'],
      quarters: [
        {
          reportDate: '2025-03-31',
          predictedCost: 2.3,
          reportedCost: 2.42,
          costError: -0.12,
          predictedBalance: 1234567.4,
          reportedBalance: 1300000,
          balanceError: -65432.6,
          balanceErrorShare: -0.0503,
        },
        {
          reportDate: '2025-06-30',
          predictedCost: 2.2,
          reportedCost: null,
          costError: null,
          predictedBalance: 1200000,
          reportedBalance: 1150000,
          balanceError: 50000,
          balanceErrorShare: 0.0435,
        },
      ],
      meanAbsoluteCostError: 0.12,
      meanAbsoluteBalanceErrorShare: 0.0469,
    },
    ...overrides,
  };
}

const distribution = (median: number | null, count: number) => ({
  count,
  median,
  bins: [
    { from: 0, to: 0.25, count: count - 1, institution: false },
    { from: 0.25, to: 0.5, count: 1, institution: true },
  ],
});

export function peerRankAnswer(overrides: Partial<PeerBetaRankResult> = {}): PeerBetaRankResult {
  return {
    ...series,
    institutionType: 'bank',
    window: cycleAnswer().window,
    group: { groupId: 7, name: 'Colorado Banks', national: false },
    cycleBeta: {
      label: 'Cycle beta',
      definition:
        'The change in the deposit cost from 2021Q4 to 2023Q4 over the change in the rate, as on the Cycle Beta page.',
      value: 0.298,
      peerPercentile: 0.75,
      nationalPercentile: 0.1918,
      peer: distribution(0.21, 9),
      national: distribution(0.3541, 147),
    },
    upBeta: {
      label: 'Up-beta over the cycle',
      definition:
        'The up-beta of the asymmetric model fitted on the quarterly changes from 2021Q4 to 2023Q4, no lag. Asymmetric Betas fits it on the date range and lag chosen there, and gives this figure for the range 2021Q4–2023Q4 at lag 0.',
      value: null,
      peerPercentile: null,
      nationalPercentile: null,
      peer: distribution(0.1, 8),
      national: distribution(0.1158, 140),
    },
    ...overrides,
  };
}
