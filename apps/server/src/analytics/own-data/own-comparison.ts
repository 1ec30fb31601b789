import {
  MIXED_COMPARISON_GROUP,
  NO_COMPARISON_GROUP,
  type OwnComparison,
} from '@app/core/api/own-comparison';
import { toFiniteNumber } from '@app/core/analytics/to-finite-number';
import { quarterRange } from '@app/core/domain/quarters';
import type { Subject, Viewer } from '../subject/subject';
import type { SubjectService } from '../subject/subject-service';
import type { MetricValuesRepository } from '../../reference-data/metric-values/metric-values-repository';
import type { GroupFiguresRepository } from '../series/group-figures-repository';
import type { OwnQuarter } from './own-quarterly';

/**
 * A group's figures per metric and quarter, the subject left out: the peer statistics' figures
 * (series/group-figures-repository.ts, handed in by compose.ts); this module asks the median.
 */
export type GroupMedians = GroupFiguresRepository['figures'];

/** The peer group of the peer selector, as the own-data pages pass it. */
export interface ComparisonGroup {
  groupId?: number | undefined;
  members?: readonly number[] | undefined;
}

/** What one chart compares: the own series, the call-report metric it stands for, the quarters. */
export interface ComparisonInput {
  /** The chart's axis: "Deposit cost (%)", "Balance". */
  measure: string;
  own: { label: string; values: readonly OwnQuarter[] };
  metric: { metricId: string; metricTitle: string };
  /** First and last quarter-end of the chart, both included. */
  from: string;
  to: string;
  group: ComparisonGroup;
}

/**
 * The own data beside the call report and the peers (issue 29): the institution's call-report
 * series of the measure the own data stands in for, and the median of its peer group's members
 * of that same series, the institution left out. The median is the peer statistic of issue 28
 * (group-figures-repository: the national group from its stored sorted cross-sections, other
 * groups by percentile_cont), so it is the figure the Peer Comparison pages show as
 * "Peer median". Never reads the own data of anyone: only the call reports.
 */
export function ownComparisonService(deps: {
  subjects: SubjectService;
  values: MetricValuesRepository;
  figures: GroupMedians;
}) {
  async function peerMedian(
    subject: Subject,
    viewer: Viewer,
    input: ComparisonInput,
    dates: readonly string[],
  ): Promise<Pick<OwnComparison, 'peerMedian' | 'peerMedianReason'>> {
    const { groupId, members } = input.group;
    if (groupId === undefined) return { peerMedian: null, peerMedianReason: NO_COMPARISON_GROUP };
    const group = await deps.subjects.groupOf(subject, viewer, groupId, members);
    if (group.mixed) return { peerMedian: null, peerMedianReason: MIXED_COMPARISON_GROUP };
    const figures = await deps.figures(
      subject.institutionType,
      [input.metric.metricId],
      group.members,
      subject.iid,
      input.from,
      input.to,
      { statistic: 'median', bands: false },
    );
    const byDate = figures.get(input.metric.metricId) ?? new Map();
    const values = dates.map((d) => byDate.get(d)?.value ?? null);
    const counts = dates.map((d) => byDate.get(d)?.count ?? 0);
    // Named by its members with a value at the last quarter that has one, as the Peer
    // Comparison lines are ("Peer median (146)").
    const last = values.findLastIndex((v) => v !== null);
    return {
      peerMedian: {
        label: last < 0 ? 'Peer median' : `Peer median (${counts[last]})`,
        groupId: group.groupId,
        groupName: group.name,
        values,
        counts,
      },
      peerMedianReason: null,
    };
  }

  return {
    async compare(
      subject: Subject,
      viewer: Viewer,
      input: ComparisonInput,
    ): Promise<OwnComparison> {
      const dates = quarterRange(input.from, input.to);
      const [callReport, peers] = await Promise.all([
        deps.values.series(
          subject.iid,
          subject.institutionType,
          input.metric.metricId,
          input.from,
          input.to,
        ),
        peerMedian(subject, viewer, input, dates),
      ]);
      const reported = new Map(callReport.map((r) => [r.reportDate, toFiniteNumber(r.value)]));
      const own = new Map(input.own.values.map((q) => [q.reportDate, q.value]));
      return {
        measure: input.measure,
        dates,
        own: { label: input.own.label, values: dates.map((d) => own.get(d) ?? null) },
        callReport: {
          label: 'Call report',
          metricId: input.metric.metricId,
          metricTitle: input.metric.metricTitle,
          values: dates.map((d) => reported.get(d) ?? null),
        },
        ...peers,
      };
    },
  };
}

export type OwnComparisonService = ReturnType<typeof ownComparisonService>;
