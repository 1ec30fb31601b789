import { asymmetricBetas } from '@app/core/analytics/asymmetric-beta';
import { betaDistribution, betaPercentile } from '@app/core/analytics/beta-distribution';
import { cycleBeta } from '@app/core/analytics/cycle-beta';
import type { DatedValue } from '@app/core/analytics/lagged-regression';
import { BETA_NAMES, type peerRankQuery, type PeerBetaRankResult } from '@app/core/api/beta-suite';
import { quarterLabel } from '@app/core/domain/quarters';
import { NOT_COMMON_REASON, pairedMetricId } from '@app/core/domain/common-metrics';
import { badRequest } from '../../platform/http/http-error';
import type { z } from 'zod';
import type { Subject, Viewer } from '../subject/subject';
import type { SubjectService } from '../subject/subject-service';
import { versionedCache } from '../../platform/db/data-version';
import {
  isNational,
  type GroupMembersRepository,
} from '../../reference-data/peer-groups/group-members-repository';
import type { MetricValuesRepository } from '../../reference-data/metric-values/metric-values-repository';
import type { InstitutionType } from '@app/core/domain/products';
import { seriesNames, within, type BetaInputs } from './beta-inputs';
import { cycleWindowOf, type CycleWindow } from './cycle-window';

/** Cost metric, rate and window combinations whose national betas are kept. */
const NATIONAL_BETAS_KEPT = 16;

export interface InstitutionBetas {
  cycleBeta: number | null;
  upBeta: number | null;
}

/** A peer's betas, for the ALCO pack's list of the group it ranks in. */
export interface PeerBetas extends InstitutionBetas {
  iid: number;
}

/** The names and definitions of the ranked betas, with the quarters they are fitted on. */
function definitionsOf(window: CycleWindow) {
  const from = quarterLabel(window.baseDate);
  const to = quarterLabel(window.end);
  return {
    cycleBeta: {
      label: BETA_NAMES.cycleBeta,
      definition: `The change in the deposit cost from ${from} to ${to} over the change in the rate, as on the Cycle Beta page.`,
    },
    upBeta: {
      label: BETA_NAMES.upBetaOverCycle,
      definition: `The up-beta of the asymmetric model fitted on the quarterly changes from ${from} to ${to}, no lag. Asymmetric Betas fits it on the date range and lag chosen there, and gives this figure for the range ${from}–${to} at lag 0.`,
    },
  };
}

/**
 * Every filer's cycle beta and up-beta over the window, from the stored cross-sections of the
 * cost metric (one read for the whole nation): the same functions as the institution's own
 * pages, so its rank is of the figure it sees there.
 */
function betasOfAll(
  sections: readonly { reportDate: string; iids: number[]; values: number[] }[],
  rate: readonly DatedValue[],
  window: CycleWindow,
): Map<number, InstitutionBetas> {
  const seriesOf = new Map<number, DatedValue[]>();
  for (const section of sections) {
    section.iids.forEach((iid, k) => {
      const series = seriesOf.get(iid) ?? [];
      series.push({ reportDate: section.reportDate, value: section.values[k] ?? null });
      seriesOf.set(iid, series);
    });
  }
  const betas = new Map<number, InstitutionBetas>();
  for (const [iid, series] of seriesOf) {
    betas.set(iid, {
      cycleBeta: cycleBeta(series, rate, window).cycleBeta,
      upBeta:
        asymmetricBetas(series, rate, { start: window.start, end: window.end }).upBeta?.beta ??
        null,
    });
  }
  return betas;
}

/** The ranked figure: the institution's value, its percentiles and both distributions. */
function ranked(
  subjectIid: number,
  peerIids: readonly number[],
  nationalIids: readonly number[],
  betas: Map<number, InstitutionBetas>,
  pick: (b: InstitutionBetas) => number | null,
) {
  const value = (iid: number) => {
    const b = betas.get(iid);
    return b ? pick(b) : null;
  };
  const own = value(subjectIid);
  const among = (iids: readonly number[]) => {
    // The institution once, first: its index is 0.
    const values = [own, ...iids.filter((iid) => iid !== subjectIid).map(value)];
    return { percentile: betaPercentile(values, 0), distribution: betaDistribution(values, own) };
  };
  const peer = among(peerIids);
  const national = among(nationalIids);
  return {
    value: own,
    peerPercentile: peer.percentile,
    nationalPercentile: national.percentile,
    peer: peer.distribution,
    national: national.distribution,
  };
}

/**
 * Peer beta rank (issue 16 item 5): the institution's cycle beta and up-beta ranked within the
 * peer group chosen in the peer selector (its members, or the ticked ones) and nationally.
 */
export function peerBetaRankService(deps: {
  subjects: SubjectService;
  inputs: BetaInputs;
  values: MetricValuesRepository;
  groupMembers: GroupMembersRepository;
  dataVersion: (institutionType: InstitutionType) => Promise<number>;
}) {
  /**
   * Every filer's betas take a second on the national data (4,500 regressions), and they are
   * the same for every user and group until the next import: kept per data version. The rate's
   * values of the window are part of the key, since a rates import does not raise the version.
   */
  const nationalBetas = versionedCache<Map<number, InstitutionBetas>>(NATIONAL_BETAS_KEPT);

  /**
   * The page's answer, and the peers' betas of a group that is not the national aggregate (the
   * subject left out) for the ALCO pack's list.
   */
  async function rankWithPeers(
    subject: Subject,
    viewer: Viewer,
    groupId: number,
    query: z.output<typeof peerRankQuery>,
  ): Promise<{ answer: PeerBetaRankResult; peers: PeerBetas[] | null }> {
    const window = cycleWindowOf(query);
    const series = await deps.inputs.series(subject, query);
    const group = await deps.subjects.groupOf(subject, viewer, groupId, query.members);
    const type = subject.institutionType;
    const rateInWindow = within(series.rateValues, window.baseDate, window.end);
    const betasOfNation = async (of: InstitutionType, metricId: string) => {
      const key = JSON.stringify([of, metricId, window, rateInWindow]);
      return nationalBetas.get(key, await deps.dataVersion(of), async () =>
        betasOfAll(
          await deps.values.crossSections(of, metricId, window.baseDate, window.end),
          series.rateValues,
          window,
        ),
      );
    };
    const own = await betasOfNation(type, series.metric.metricId);
    const nationalIids = [...own.keys()];
    // A group of banks and credit unions (issue 28 point 4): each member's betas from its own
    // charter's cost metric of the common pair; the national rank stays the subject's charter.
    let betas = own;
    if (group.mixed) {
      const other: InstitutionType = type === 'bank' ? 'credit union' : 'bank';
      const paired = pairedMetricId(series.metric.metricId, other);
      if (paired === undefined) {
        throw badRequest(
          `${series.metric.metricTitle} (${series.metric.metricId}): ${NOT_COMMON_REASON}`,
        );
      }
      betas = new Map([...own, ...(await betasOfNation(other, paired))]);
    }
    const { members } = group;
    const peerIids =
      members.kind === 'list'
        ? members.iids
        : isNational(members)
          ? nationalIids
          : await deps.groupMembers.aggregateMemberIids(
              subject.institutionType,
              members.rule,
              window.end,
            );
    const rank = (pick: (b: InstitutionBetas) => number | null) =>
      ranked(subject.iid, peerIids, nationalIids, betas, pick);
    const named = definitionsOf(window);
    const national = isNational(members);
    const answer: PeerBetaRankResult = {
      ...seriesNames(series),
      institutionType: subject.institutionType,
      window,
      group: { groupId: group.groupId, name: group.name, national },
      cycleBeta: { ...named.cycleBeta, ...rank((b) => b.cycleBeta) },
      upBeta: { ...named.upBeta, ...rank((b) => b.upBeta) },
    };
    const peers = national
      ? null
      : [...new Set(peerIids)]
          .filter((iid) => iid !== subject.iid)
          .map((iid) => ({ iid, cycleBeta: null, upBeta: null, ...betas.get(iid) }));
    return { answer, peers };
  }

  return {
    rankWithPeers,
    async peerRank(...args: Parameters<typeof rankWithPeers>): Promise<PeerBetaRankResult> {
      return (await rankWithPeers(...args)).answer;
    },
  };
}

export type PeerBetaRankService = ReturnType<typeof peerBetaRankService>;
