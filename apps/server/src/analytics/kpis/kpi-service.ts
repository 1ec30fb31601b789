import { addQuarters } from '@app/core/domain/quarters';
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
}) {
  const { subjects, values } = deps;

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
      const groupMeans = async (): Promise<Map<string, number | null>> => {
        if (peer.kind !== 'group') return new Map();
        const group = await subjects.groupOf(subject, viewer, peer.groupId, peer.selected);
        const found = await deps.peerSummaries.peerSummaries(
          subject.institutionType,
          reportDate,
          metrics,
          subject.iid,
          group.members,
        );
        return new Map(metrics.map((m) => [m.metricId, found.get(m.metricId)?.peerMean ?? null]));
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
                ? (groupValues.get(h.metricId) ?? null)
                : null,
        };
      });
    },
  };
}

export type KpiService = ReturnType<typeof kpiService>;
