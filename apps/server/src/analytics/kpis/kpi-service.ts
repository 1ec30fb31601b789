import { addQuarters } from '@app/core/domain/quarters';
import { NO_VALUES, type PeerStatistic } from '@app/core/analytics/peer-statistics';
import { ratioScales, statisticRefusal } from '../subject/peer-statistic-choice';
import { commonMetricOf, NOT_COMMON_REASON } from '@app/core/domain/common-metrics';
import { MIXED_AGGREGATE_REFUSAL, mixedMembersOf } from '../subject/mixed-group-rules';
import type { MixedGroupFigures } from '../series/mixed-group-figures';
import type { MetricDefinition } from '../../reference-data/catalogue/metric-definition';
import type { PeerSpec, Subject, Viewer } from '../subject/subject';
import type { SubjectService } from '../subject/subject-service';
import {
  notReportedKey,
  type MetricValuesRepository,
} from '../../reference-data/metric-values/metric-values-repository';
import type { PeerSummariesRepository } from '../summaries/peer-summaries-repository';
import {
  kpisBehind,
  measuresOf,
  scoreAreasAmong,
  tooFewMeasures,
} from '../summaries/score-measures';

/** KPI and performance tiles: a few metrics at a date against the quarter before and a peer. */
export function kpiService(deps: {
  subjects: SubjectService;
  values: MetricValuesRepository;
  peerSummaries: PeerSummariesRepository;
  mixed: MixedGroupFigures;
}) {
  const { subjects, values } = deps;

  /**
   * A mixed-charter group's tiles (issue 28 point 4): the common metrics from each member's own
   * charter's metric; the others, and the aggregate, with the reason and no figure.
   */
  const mixedFigures = async (
    metrics: readonly MetricDefinition[],
    iids: readonly number[],
    leaveOut: number,
    reportDate: string,
    statistic: PeerStatistic,
  ) => {
    const result = new Map<
      string,
      { value: number | null; count: number; reason: string | null }
    >();
    for (const m of metrics) {
      const common = commonMetricOf(m.metricId) !== undefined;
      if (statistic === 'aggregate' || !common) {
        const reason = common ? MIXED_AGGREGATE_REFUSAL : NOT_COMMON_REASON;
        result.set(m.metricId, { value: null, count: 0, reason });
        continue;
      }
      const at = (
        await deps.mixed.figures(m.metricId, iids, leaveOut, reportDate, reportDate, {
          statistic,
          bands: false,
        })
      ).get(reportDate);
      result.set(m.metricId, at ?? { value: null, count: 0, reason: NO_VALUES });
    }
    return result;
  };

  /**
   * The quarter tiles show without a date: the newest of the type, or for a closed institution
   * its last report (the newest quarter would show it as all dashes).
   */
  const latestDateOf = async (subject: Subject) => {
    const dates = await subjects.reportDates(subject);
    const closedAfter = subject.closedAfter;
    return closedAfter ? dates.filter((d) => d <= closedAfter).at(-1) : dates.at(-1);
  };

  return {
    /**
     * KPI tiles: value at the date, the quarter before, and the peer's (group average) value.
     * A performance score also says how many of its area's KPIs it rests on; with fewer than a
     * score needs it is absent, with that reason (issue 23).
     */
    async kpis(
      subject: Subject,
      viewer: Viewer,
      metricIds: readonly string[],
      peer: PeerSpec,
      date?: string,
      statistic: PeerStatistic = 'mean',
    ) {
      const metrics = metricIds.map((id) => subjects.metricOf(subject, id));
      const reportDate = date ?? (await latestDateOf(subject));
      const head = metrics.map((m) => ({
        metricId: m.metricId,
        metricTitle: m.metricTitle,
        displayType: m.displayType,
        rankSort: m.rankSort,
      }));
      if (!reportDate) {
        return head.map((h) => ({
          ...h,
          reportDate: null,
          value: null,
          priorValue: null,
          peerValue: null,
        }));
      }
      const prior = addQuarters(reportDate, -1);
      const peerIids = peer.kind === 'iid' ? [peer.iid] : [];
      // Independent reads, each a round trip: asked at once.
      /** Per metric, the group's figure under the statistic, its members counted, or why none. */
      type GroupFigure = { value: number | null; count: number; reason: string | null };
      const groupMeans = async (): Promise<Map<string, GroupFigure>> => {
        if (peer.kind !== 'group') return new Map();
        const group = await subjects.groupOf(subject, viewer, peer.groupId, peer.selected);
        const mixedIids = mixedMembersOf(group);
        if (mixedIids) {
          return mixedFigures(metrics, mixedIids, subject.iid, reportDate, statistic);
        }
        const found = await deps.peerSummaries.peerSummaries(
          subject.institutionType,
          reportDate,
          metrics,
          subject.iid,
          group.members,
        );
        const figures =
          statistic === 'mean'
            ? null
            : await deps.peerSummaries.figures(
                subject.institutionType,
                metrics.filter((m) => !statisticRefusal(m, statistic)).map((m) => m.metricId),
                group.members,
                subject.iid,
                reportDate,
                reportDate,
                { statistic, bands: false, scales: ratioScales(metrics) },
              );
        return new Map(
          metrics.map((m): [string, GroupFigure] => {
            const count = found.get(m.metricId)?.peerCount ?? 0;
            const refused = statisticRefusal(m, statistic);
            if (refused) return [m.metricId, { value: null, count, reason: refused }];
            const value = figures
              ? (figures.get(m.metricId)?.get(reportDate)?.value ?? null)
              : (found.get(m.metricId)?.peerMean ?? null);
            const reason =
              value === null
                ? (figures?.get(m.metricId)?.get(reportDate)?.reason ?? NO_VALUES)
                : null;
            return [m.metricId, { value, count, reason }];
          }),
        );
      };
      const areas = scoreAreasAmong(subject.institutionType, metricIds);
      const [now, before, groupValues, gaps, behind] = await Promise.all([
        values.valuesAt(subject.institutionType, reportDate, [subject.iid, ...peerIids], metricIds),
        values.valuesAt(subject.institutionType, prior, [subject.iid], metricIds),
        groupMeans(),
        values.notReported(
          subject.institutionType,
          [subject.iid],
          metricIds,
          reportDate,
          reportDate,
        ),
        areas.size === 0
          ? Promise.resolve(new Map<number, Record<string, number | null>>())
          : values.valuesAt(subject.institutionType, reportDate, [subject.iid], kpisBehind(areas)),
      ]);
      return head.map((h) => {
        const area = areas.get(h.metricId);
        const measures = area ? measuresOf(area, behind.get(subject.iid)) : null;
        // Scores stored before the minimum was kept are held back here too.
        const thin = tooFewMeasures(measures);
        return {
          ...h,
          reportDate,
          value: thin ? null : (now.get(subject.iid)?.[h.metricId] ?? null),
          valueNote: thin
            ? ('too-few-measures' as const)
            : gaps.has(notReportedKey(subject.iid, reportDate, h.metricId))
              ? ('not-reported' as const)
              : null,
          ...(measures ? { measures } : {}),
          priorValue: before.get(subject.iid)?.[h.metricId] ?? null,
          peerValue:
            peer.kind === 'iid'
              ? (now.get(peer.iid)?.[h.metricId] ?? null)
              : peer.kind === 'group'
                ? (groupValues.get(h.metricId)?.value ?? null)
                : null,
          ...(peer.kind === 'group'
            ? {
                peerStatistic: statistic,
                peerCount: groupValues.get(h.metricId)?.count ?? 0,
                peerValueReason: groupValues.get(h.metricId)?.reason ?? null,
              }
            : {}),
        };
      });
    },
  };
}

export type KpiService = ReturnType<typeof kpiService>;
