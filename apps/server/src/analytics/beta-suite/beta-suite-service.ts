import { asymmetricBetas, MIN_QUARTERS_PER_SIDE } from '@app/core/analytics/asymmetric-beta';
import { backTest, backTestWindow } from '@app/core/analytics/back-test';
import { cycleBeta, DEFAULT_RATE_CYCLES, MIN_CYCLE_QUARTERS } from '@app/core/analytics/cycle-beta';
import {
  LAG_R_SQUARED_NEAR_TIE,
  LAG_SEARCH_MONTHS,
  LAG_SEARCH_QUARTERS,
  lagSearch,
} from '@app/core/analytics/lag-search';
import {
  customRatePath,
  PARALLEL_SHOCKS_BP,
  parallelShockPath,
  projectDepositCost,
} from '@app/core/analytics/rate-scenarios';
import {
  regulatoryCaps,
  regulatorySummary,
  NCUA_NEV_NMD_VALUES,
  stableShareOf,
} from '@app/core/analytics/regulatory-caps';
import {
  ROLLING_WINDOW_MONTHS,
  ROLLING_WINDOW_QUARTERS,
  rollingBetas,
} from '@app/core/analytics/rolling-beta';
import { toFiniteNumber } from '@app/core/analytics/to-finite-number';
import {
  BETA_NAMES,
  MONTHLY_BACK_TEST_REFUSED,
  MONTHLY_SCENARIOS_REFUSED,
  type AsymmetricBetaResult,
  type backTestQuery,
  type BackTestResult,
  type changeBetaQuery,
  type cycleBetaQuery,
  type CycleBetaResult,
  type lagSearchQuery,
  type LagSearchResult,
  type regulatoryQuery,
  type RegulatoryResult,
  type RollingBetaResult,
  type scenarioQuery,
  type ScenarioResult,
} from '@app/core/api/beta-suite';
import { addMonths } from '@app/core/domain/months';
import { addQuarters, quarterLabel } from '@app/core/domain/quarters';
import type { z } from 'zod';
import type { Subject, Viewer } from '../subject/subject';
import type { DecayService } from '../decay/decay-service';
import { badRequest } from '../../platform/http/http-error';
import { asBadRequest } from './bad-request';
import { chooseBeta, presentBeta } from './beta-choice';
import {
  DEFAULT_BALANCE_METRIC,
  DEFAULT_COST_METRIC,
  firstChangeOf,
  periodsPerYearOf,
  rangeStartOf,
  seriesNames,
  within,
  type BetaInputs,
  type BetaSeries,
} from './beta-inputs';
import { cycleWindowOf } from './cycle-window';
import type { OwnInput } from '../own-data/own-quarterly';
import type { BASEL_IRRBB_NMD_CAPS } from '@app/core/analytics/regulatory-caps';
import type { OwnDataCategory } from '@app/core/api/own-deposit-data';
import type { OwnComparison } from '@app/core/api/own-comparison';
import type { ComparisonGroup, OwnComparisonService } from '../own-data/own-comparison';

/** A page's query; the frequency may be left out (the ALCO pack's pages are quarterly). */
type Query<T extends z.ZodType> = Omit<z.output<T>, 'frequency'> &
  Partial<Pick<z.output<T>, 'frequency' & keyof z.output<T>>>;

/** What an answer says of its period (issue 29). */
const frequencyOf = (series: BetaSeries) =>
  series.periodsPerYear === 12 ? ('monthly' as const) : ('quarterly' as const);

/** Value by quarter of a series, numbers only: missing is absent, never 0. */
function byDate(series: BetaSeries['cost']): Map<string, number> {
  const values = new Map<string, number>();
  for (const row of series) {
    const value = toFiniteNumber(row.value);
    if (value !== null) values.set(row.reportDate, value);
  }
  return values;
}

/** The Basel category of each own-data category (the template's words for BCBS d368's). */
const OWN_CATEGORY_CAPS: Record<
  OwnDataCategory,
  (typeof BASEL_IRRBB_NMD_CAPS)[number]['category']
> = {
  'retail transactional': 'retailTransactional',
  'retail non-transactional': 'retailNonTransactional',
  wholesale: 'wholesale',
};

/**
 * The Beta Suite pages (issue 16), each one call: the subject's deposit cost against a market
 * rate, through the pure functions of core/analytics. This module reads the series, picks the
 * quarters and the beta; every estimate and projection is core's.
 */
export function betaSuiteService(deps: {
  inputs: BetaInputs;
  decay: DecayService;
  comparison: OwnComparisonService;
}) {
  const { inputs } = deps;

  /**
   * With own data (issue 29): its rate paid beside the call report's deposit cost metric the
   * page would have used and the peer group's median of that metric, over `from`…`to`.
   */
  const costComparison = (
    subject: Subject,
    viewer: Viewer,
    query: { metricId?: string | undefined } & ComparisonGroup & OwnInput,
    from: string,
    to: string,
  ): Promise<OwnComparison> | undefined => {
    if (!query.own) return undefined;
    const metric = inputs.metricFrom(
      subject,
      query.metricId ?? DEFAULT_COST_METRIC[subject.institutionType],
      'correlation',
    );
    return deps.comparison.compare(subject, viewer, {
      measure: 'Deposit cost (%)',
      own: { label: query.own.label, values: query.own.ratePaid },
      metric,
      from,
      to,
      group: query,
    });
  };

  /** The balance metric asked for (a decay balance), or Non-Maturity Deposits (Shares). */
  const balanceMetricOf = (subject: Subject, id: string | undefined) =>
    inputs.metricFrom(subject, id ?? DEFAULT_BALANCE_METRIC[subject.institutionType], 'decay');

  /** The decay analysis the regulatory view's stable share and WAL come from. */
  async function regulatoryDecay(
    subject: Subject,
    query: Query<typeof regulatoryQuery> & OwnInput,
  ) {
    const balance = balanceMetricOf(subject, query.balanceMetricId);
    const range = await inputs.range(subject, query);
    const settings = { ...range, truncate: query.truncate, covid: false, basic: false };
    const decay = await deps.decay.decay(subject, balance.metricId, {
      ...settings,
      own: query.own,
    });
    // Own data: each category of the products asked, summed, for its own Basel cap.
    const categories = query.own
      ? await Promise.all(
          query.own.byCategory.map(async (of) => ({
            category: of.category,
            products: of.products,
            decay: await deps.decay.decay(subject, balance.metricId, {
              ...settings,
              own: { source: query.own!.source, balance: of.balance },
            }),
          })),
        )
      : null;
    return {
      balance: query.own
        ? { metricId: query.own.source, metricTitle: `${query.own.label}, balance` }
        : balance,
      range,
      decay,
      categories,
    };
  }

  /** The regulatory view of a decay analysis (the page's answer, and the pack's). */
  function regulatoryOf(
    subject: Subject,
    { balance, range, decay, categories }: Awaited<ReturnType<typeof regulatoryDecay>>,
  ): RegulatoryResult {
    // The decay module withholds its key figures under 8 quarters; the share goes with them.
    const stableShare = decay.insufficientData ? null : stableShareOf(decay.points);
    const walYears = decay.stable.pctDeclineWal;
    const caps = regulatoryCaps({ stableShare, walYears });
    return {
      institutionType: subject.institutionType,
      balanceMetricId: balance.metricId,
      balanceMetricTitle: balance.metricTitle,
      ...range,
      stableShare,
      walYears,
      insufficientData: decay.insufficientData,
      regulatoryCaps: caps,
      summary: regulatorySummary({ stableShare, walYears }, caps),
      ncuaNev: subject.institutionType === 'credit union' ? { ...NCUA_NEV_NMD_VALUES } : null,
      ...(categories ? { ownCategories: categories.map(ownCategoryView) } : {}),
    };
  }

  /** One own-data category's estimate against the Basel cap of that category. */
  function ownCategoryView(of: {
    category: OwnDataCategory;
    products: string[];
    decay: Awaited<ReturnType<DecayService['decay']>>;
  }) {
    const stableShare = of.decay.insufficientData ? null : stableShareOf(of.decay.points);
    const walYears = of.decay.stable.pctDeclineWal;
    const capCategory = OWN_CATEGORY_CAPS[of.category];
    const cap = regulatoryCaps({ stableShare, walYears }).find((c) => c.category === capCategory)!;
    return {
      category: of.category,
      products: of.products,
      stableShare,
      walYears,
      insufficientData: of.decay.insufficientData,
      cap,
    };
  }

  return {
    /** The cycle page's comparison: from the cycle's base quarter to its end. */
    async cycleComparison(
      subject: Subject,
      viewer: Viewer,
      query: Query<typeof cycleBetaQuery> & OwnInput,
    ): Promise<OwnComparison | undefined> {
      const window = cycleWindowOf(query);
      return costComparison(subject, viewer, query, window.baseDate, window.end);
    },

    /** A range page's comparison: over the range chosen (the own data's quarters by default). */
    async rangeComparison(
      subject: Subject,
      viewer: Viewer,
      query: Query<typeof lagSearchQuery> & OwnInput,
    ): Promise<OwnComparison | undefined> {
      if (!query.own) return undefined;
      const range = await inputs.range(subject, query);
      return costComparison(subject, viewer, query, range.startDate, range.endDate);
    },

    async cycle(
      subject: Subject,
      query: Query<typeof cycleBetaQuery> & OwnInput,
    ): Promise<CycleBetaResult> {
      const quarters = cycleWindowOf(query);
      const series = await inputs.series(subject, query);
      const months = series.periodsPerYear === 12;
      // Monthly: the months of the cycle's quarters, from the base quarter's end as quarterly.
      const window = months ? { ...quarters, start: addMonths(quarters.start, -2) } : quarters;
      const result = cycleBeta(series.cost, series.rateValues, window, series.periodsPerYear);
      return {
        ...seriesNames(series),
        frequency: frequencyOf(series),
        window,
        cycleBeta: result.cycleBeta,
        metricChange: result.metricChange,
        rateChange: result.rateChange,
        path: result.path,
        skippedQuarters: result.skippedQuarters,
        defaultCycles: [...DEFAULT_RATE_CYCLES],
        minimumQuarters: (MIN_CYCLE_QUARTERS * series.periodsPerYear) / 4,
      };
    },

    async asymmetric(
      subject: Subject,
      query: Query<typeof changeBetaQuery> & OwnInput,
    ): Promise<AsymmetricBetaResult> {
      const [series, range] = await Promise.all([
        inputs.series(subject, query),
        inputs.range(subject, query),
      ]);
      // Changes into the periods after the range's first: every value used lies in the range.
      const fit = asymmetricBetas(series.cost, series.rateValues, {
        lagQuarters: query.lag,
        start: firstChangeOf(range.startDate, series.periodsPerYear),
        end: range.endDate,
        periodsPerYear: series.periodsPerYear,
      });
      return {
        ...seriesNames(series),
        frequency: frequencyOf(series),
        ...range,
        lagQuarters: query.lag,
        upBetaLabel: BETA_NAMES.upBetaOverRange,
        downBetaLabel: BETA_NAMES.downBetaOverRange,
        ...fit,
        minimumQuartersPerSide: MIN_QUARTERS_PER_SIDE,
      };
    },

    async rolling(
      subject: Subject,
      query: Query<typeof changeBetaQuery> & OwnInput,
    ): Promise<RollingBetaResult> {
      const [series, range] = await Promise.all([
        inputs.series(subject, query),
        inputs.range(subject, query),
      ]);
      const windows =
        series.periodsPerYear === 12 ? ROLLING_WINDOW_MONTHS : ROLLING_WINDOW_QUARTERS;
      return {
        ...seriesNames(series),
        frequency: frequencyOf(series),
        ...range,
        lagQuarters: query.lag,
        rollingBetas: windows.map((windowQuarters) => ({
          windowQuarters,
          points: rollingBetas(series.cost, series.rateValues, {
            windowQuarters,
            lagQuarters: query.lag,
            start: firstChangeOf(range.startDate, series.periodsPerYear),
            end: range.endDate,
            periodsPerYear: series.periodsPerYear,
          }),
        })),
      };
    },

    async lags(
      subject: Subject,
      query: Query<typeof lagSearchQuery> & OwnInput,
    ): Promise<LagSearchResult> {
      const [series, range] = await Promise.all([
        inputs.series(subject, query),
        inputs.range(subject, query),
      ]);
      const months = series.periodsPerYear === 12;
      const search = lagSearch(
        within(series.cost, rangeStartOf(range.startDate, series.periodsPerYear), range.endDate),
        series.rateValues,
        months ? LAG_SEARCH_MONTHS : LAG_SEARCH_QUARTERS,
        series.periodsPerYear,
      );
      return {
        ...seriesNames(series),
        frequency: frequencyOf(series),
        ...range,
        ...search,
        nearTieRSquared: LAG_R_SQUARED_NEAR_TIE,
      };
    },

    regulatoryDecay,

    async regulatory(
      subject: Subject,
      query: Query<typeof regulatoryQuery> & OwnInput,
    ): Promise<RegulatoryResult> {
      return regulatoryOf(subject, await regulatoryDecay(subject, query));
    },

    regulatoryOf,

    async backTest(
      subject: Subject,
      query: Query<typeof backTestQuery> & OwnInput,
    ): Promise<BackTestResult> {
      if (periodsPerYearOf(query) === 12) throw badRequest(MONTHLY_BACK_TEST_REFUSED);
      const balance = balanceMetricOf(subject, query.balanceMetricId);
      const cycle = cycleWindowOf(query);
      const [series, range] = await Promise.all([
        inputs.series(subject, query),
        inputs.range(subject, query),
      ]);
      const { estimationEnd } = backTestWindow(range.endDate);
      if (range.startDate > estimationEnd) {
        const last = quarterLabel(estimationEnd);
        throw badRequest(
          `The back-test estimates its beta and decay on the quarters up to ${last} and tests them on the four quarters after; your date range starts later. Choose a start date of ${last} or earlier.`,
        );
      }
      const chosen = chooseBeta(query.beta, series, {
        startDate: range.startDate,
        through: estimationEnd,
        cycle,
        lagQuarters: query.lag,
      });
      const [decay, balanceSeries] = await Promise.all([
        deps.decay.decay(subject, balance.metricId, {
          startDate: range.startDate,
          endDate: estimationEnd,
          truncate: false,
          covid: false,
          basic: false,
          own: query.own,
        }),
        query.own ? query.own.balance : inputs.history(subject, balance.metricId),
      ]);
      const decayFactor = decay.actual.decayFactor;
      const result = backTest({
        metric: series.cost,
        rate: series.rateValues,
        balance: balanceSeries,
        lastQuarter: range.endDate,
        // Without a beta the cost columns are blanked below; the balance test still stands.
        assumptions: {
          beta: chosen.choice ?? { kind: 'single', beta: 0 },
          lagQuarters: chosen.lagQuarters,
          decayFactor,
        },
      });
      const tested = chosen.choice
        ? result
        : {
            ...result,
            quarters: result.quarters.map((q) => ({ ...q, predictedCost: null, costError: null })),
            meanAbsoluteCostError: null,
          };
      return {
        ...seriesNames(series),
        balanceMetricId: query.own ? query.own.source : balance.metricId,
        assumptions: { ...presentBeta(chosen), decayFactor },
        backTest: tested,
      };
    },

    async scenarios(
      subject: Subject,
      query: Query<typeof scenarioQuery> & OwnInput,
    ): Promise<ScenarioResult> {
      if (periodsPerYearOf(query) === 12) throw badRequest(MONTHLY_SCENARIOS_REFUSED);
      const custom =
        query.path === undefined
          ? null
          : asBadRequest(() => customRatePath(query.path!.split(',').map((v) => v.trim())));
      const cycle = cycleWindowOf(query);
      const [series, range] = await Promise.all([
        inputs.series(subject, query),
        inputs.range(subject, query),
      ]);
      const costs = byDate(series.cost);
      const rates = byDate(series.rateValues);
      // The projection starts from the last quarter of the range with both a cost and a rate.
      const start =
        [...costs.keys()]
          .filter((d) => d >= range.startDate && d <= range.endDate && rates.has(d))
          .sort()
          .at(-1) ?? null;
      const chosen = chooseBeta(query.beta, series, {
        startDate: range.startDate,
        through: start ?? range.endDate,
        cycle,
        lagQuarters: query.lag,
      });
      const startCost = start === null ? null : costs.get(start)!;
      const startRate = start === null ? null : rates.get(start)!;
      const changeInto = (date: string) => {
        const now = rates.get(date);
        const before = rates.get(addQuarters(date, -1));
        return now === undefined || before === undefined ? null : now - before;
      };
      const project = (ratePath: number[]) => {
        if (start === null || startCost === null || startRate === null) {
          return {
            projection: [],
            unavailableReason: 'No quarter of the range has both a deposit cost and the rate.',
          };
        }
        if (!chosen.choice) return { projection: [], unavailableReason: chosen.unavailableReason };
        const lag = chosen.lagQuarters;
        const priorRateChanges = Array.from({ length: lag }, (_, i) =>
          changeInto(addQuarters(start, i + 1 - lag)),
        );
        const projection = projectDepositCost({
          startCost,
          startRate,
          ratePath,
          beta: chosen.choice,
          lagQuarters: lag,
          priorRateChanges,
        }).map((q) => ({ ...q, reportDate: addQuarters(start, q.quarter) }));
        return { projection, unavailableReason: null };
      };
      const parallel = PARALLEL_SHOCKS_BP.map((shockBp) => ({
        kind: 'parallel' as const,
        label: `${shockBp > 0 ? '+' : '−'}${Math.abs(shockBp)} bp`,
        shockBp,
        ...(startRate === null ? project([]) : project(parallelShockPath(startRate, shockBp))),
      }));
      const scenarios = custom
        ? [
            ...parallel,
            { kind: 'custom' as const, label: 'Custom path', shockBp: null, ...project(custom) },
          ]
        : parallel;
      return {
        ...seriesNames(series),
        startDate: start,
        startCost,
        startRate,
        betaUsed: presentBeta(chosen),
        parallelShocksBp: [...PARALLEL_SHOCKS_BP],
        scenarios,
      };
    },
  };
}

export type BetaSuiteService = ReturnType<typeof betaSuiteService>;
