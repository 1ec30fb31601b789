import { asymmetricBetas } from '@app/core/analytics/asymmetric-beta';
import { betaDistribution, betaPercentile } from '@app/core/analytics/beta-distribution';
import { cycleBeta } from '@app/core/analytics/cycle-beta';
import type { DatedValue } from '@app/core/analytics/lagged-regression';
import type { peerRankQuery, PeerBetaRankResult } from '@app/core/api/beta-suite';
import type { z } from 'zod';
import type { Subject, Viewer } from '../analytics/subject';
import type { SubjectService } from '../analytics/subject-service';
import { versionedCache } from '../data/data-version';
import { isNational, type GroupMembersRepository } from '../groups/group-members-repository';
import type { MetricValuesRepository } from '../metric-values/metric-values-repository';
import type { InstitutionType } from '@app/core/domain/products';
import { seriesNames, within, type BetaInputs } from './beta-inputs';
import { cycleWindowOf, type CycleWindow } from './cycle-window';

/** Cost metric, rate and window combinations whose national betas are kept. */
const NATIONAL_BETAS_KEPT = 16;

interface InstitutionBetas {
  cycleBeta: number | null;
  upBeta: number | null;
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

  return {
    async peerRank(
      subject: Subject,
      viewer: Viewer,
      groupId: number,
      query: z.output<typeof peerRankQuery>,
    ): Promise<PeerBetaRankResult> {
      const window = cycleWindowOf(query);
      const series = await deps.inputs.series(subject, query);
      const group = await deps.subjects.groupOf(subject, viewer, groupId, query.members);
      const type = subject.institutionType;
      const rateInWindow = within(series.rateValues, window.baseDate, window.end);
      const key = JSON.stringify([type, series.metric.metricId, window, rateInWindow]);
      const betas = await nationalBetas.get(key, await deps.dataVersion(type), async () =>
        betasOfAll(
          await deps.values.crossSections(
            type,
            series.metric.metricId,
            window.baseDate,
            window.end,
          ),
          series.rateValues,
          window,
        ),
      );
      const nationalIids = [...betas.keys()];
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
      return {
        ...seriesNames(series),
        institutionType: subject.institutionType,
        window,
        group: { groupId: group.groupId, name: group.name, national: isNational(members) },
        cycleBeta: rank((b) => b.cycleBeta),
        upBeta: rank((b) => b.upBeta),
      };
    },
  };
}

export type PeerBetaRankService = ReturnType<typeof peerBetaRankService>;
