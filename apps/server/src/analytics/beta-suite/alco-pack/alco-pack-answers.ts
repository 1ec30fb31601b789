import type { DatedValue } from '@app/core/analytics/lagged-regression';
import type {
  alcoPackQuery,
  AsymmetricBetaResult,
  BackTestResult,
  CycleBetaResult,
  LagSearchResult,
  RegulatoryResult,
  RollingBetaResult,
  ScenarioResult,
} from '@app/core/api/beta-suite';
import type { DecayResult } from '@app/core/api/decay';
import type { z } from 'zod';
import type { Subject, Viewer } from '../../subject/subject';
import type { BetaInputs, BetaSeries, QuarterRange } from '../beta-inputs';
import type { BetaSuiteService } from '../beta-suite-service';
import type { PeerBetaRankService } from '../peer-beta-rank-service';
import type { PeerRankFigures } from './peer-rank-sheet';
import type { OwnSeries } from '../../own-data/own-quarterly';
import type { OwnPackFigures } from './own-data-sheets';
import { OWN_ALL } from '@app/core/api/own-deposit-data';
import { toFiniteNumber } from '@app/core/analytics/to-finite-number';

/** The caller's organization's own deposit data by source (`own:<product>`, `own:all`). */
export type OwnDataLoader = (source: string) => Promise<OwnSeries | undefined>;

export type AlcoPackQuery = z.output<typeof alcoPackQuery>;

/** Every page's answer for one set of choices, and the series they were computed from. */
export interface AlcoPackAnswers {
  subject: Subject;
  query: AlcoPackQuery;
  range: QuarterRange;
  series: BetaSeries;
  /** The balance metric's whole history (the decay and back-test balance). */
  balance: readonly DatedValue[];
  cycle: CycleBetaResult;
  asymmetric: AsymmetricBetaResult;
  rolling: RollingBetaResult;
  lags: LagSearchResult;
  regulatory: RegulatoryResult;
  /** The decay analysis behind the regulatory view's stable share and WAL. */
  decay: DecayResult;
  backTest: BackTestResult;
  scenarios: ScenarioResult;
  /** The Peer Rank page's figures in the chosen group; null when no group was chosen. */
  peerRank: PeerRankFigures | null;
  /** The organization's own deposit data, product by product; null when it has none. */
  own: OwnPackFigures | null;
}

/** The first refusal in page order, so that a bad choice is named as its page names it. */
async function allOrFirstError<T extends readonly unknown[]>(calls: {
  [K in keyof T]: Promise<T[K]>;
}): Promise<T> {
  const settled = await Promise.allSettled(calls);
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/**
 * The pack's figures are the pages' own answers, asked through the same service calls with the
 * same choices, so the workbook's cached values are the API's to the last digit.
 */
export async function gatherAlcoPack(
  deps: {
    betaSuite: BetaSuiteService;
    inputs: BetaInputs;
    peerRanks: PeerBetaRankService;
    labels: (iids: readonly number[]) => Promise<Map<number, string>>;
  },
  subject: Subject,
  viewer: Viewer,
  query: AlcoPackQuery,
  ownData: OwnDataLoader | null = null,
): Promise<AlcoPackAnswers> {
  const { betaSuite } = deps;
  // The change betas' own default lag is 0; the projections find theirs when none is chosen.
  const changeQuery = { ...query, lag: query.lag ?? 0 };
  const { groupId } = query;
  const [cycle, asymmetric, rolling, lags, regulatoryDecay, backTest, scenarios, ranked] =
    await allOrFirstError<
      [
        CycleBetaResult,
        AsymmetricBetaResult,
        RollingBetaResult,
        LagSearchResult,
        Awaited<ReturnType<BetaSuiteService['regulatoryDecay']>>,
        BackTestResult,
        ScenarioResult,
        Awaited<ReturnType<PeerBetaRankService['rankWithPeers']>> | null,
      ]
    >([
      betaSuite.cycle(subject, query),
      betaSuite.asymmetric(subject, changeQuery),
      betaSuite.rolling(subject, changeQuery),
      betaSuite.lags(subject, query),
      // The decay analysis once: the regulatory view is made from it, as the page makes it.
      betaSuite.regulatoryDecay(subject, query),
      betaSuite.backTest(subject, query),
      betaSuite.scenarios(subject, query),
      groupId === undefined
        ? Promise.resolve(null)
        : deps.peerRanks.rankWithPeers(subject, viewer, groupId, query),
    ]);
  const regulatory = betaSuite.regulatoryOf(subject, regulatoryDecay);
  const [series, range, balance, labels] = await Promise.all([
    deps.inputs.series(subject, query),
    deps.inputs.range(subject, query),
    deps.inputs.history(subject, regulatory.balanceMetricId),
    deps.labels(ranked?.peers?.map((p) => p.iid) ?? []),
  ]);
  const peerRank = ranked && {
    answer: ranked.answer,
    peers:
      ranked.peers
        ?.map((p) => ({ ...p, label: labels.get(p.iid) ?? `Institution ${p.iid}` }))
        .sort((a, b) => a.label.localeCompare(b.label)) ?? null,
  };
  return {
    own: ownData ? await ownFigures(betaSuite, subject, query, series, ownData) : null,
    subject,
    query,
    range,
    series,
    balance,
    cycle,
    asymmetric,
    rolling,
    lags,
    regulatory,
    decay: regulatoryDecay.decay,
    backTest,
    scenarios,
    peerRank,
  };
}

/**
 * Each product of the own deposit data through the Cycle Beta page's and the decay's own service
 * calls, with the pack's cycle, rate and range (issue 29). Null when nothing is uploaded.
 */
async function ownFigures(
  betaSuite: BetaSuiteService,
  subject: Subject,
  query: AlcoPackQuery,
  series: BetaSeries,
  ownData: OwnDataLoader,
): Promise<OwnPackFigures | null> {
  const all = await ownData(`own:${OWN_ALL}`).catch(() => undefined);
  if (!all) return null;
  const categories = new Map(
    all.byCategory.flatMap((c) => c.products.map((product) => [product, c.category] as const)),
  );
  const products = await Promise.all(
    [...categories.keys()].sort().map(async (product) => {
      const own = (await ownData(`own:${product}`))!;
      const [cycle, decay] = await Promise.all([
        betaSuite.cycle(subject, { ...query, own }),
        betaSuite.regulatoryDecay(subject, { ...query, own }),
      ]);
      return {
        product,
        category: categories.get(product)!,
        series: own,
        cycle,
        decay: decay.decay,
      };
    }),
  );
  const rate = new Map<string, number>();
  for (const row of series.rateValues) {
    const value = toFiniteNumber(row.value);
    if (value !== null) rate.set(row.reportDate, value);
  }
  return { rateName: series.rate.rateName, rate, products };
}
