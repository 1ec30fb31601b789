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
