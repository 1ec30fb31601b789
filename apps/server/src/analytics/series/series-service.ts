import type { PeerStatistic } from '@app/core/analytics/peer-statistics';
import type { MetricDefinition } from '../../reference-data/catalogue/metric-definition';
import type { MetricSeries, SeriesLine } from '@app/core/api/metrics';
import { groupLine } from './group-line';
import { peerMetricId } from '@app/core/domain/common-metrics';
import { badRequest } from '../../platform/http/http-error';
import { ratioScales, requireStatistic } from '../subject/peer-statistic-choice';
import type { PeerSpec, Subject, Viewer } from '../subject/subject';
import { LAST_DATE } from '../subject/subject';
import type { SubjectService } from '../subject/subject-service';
import {
  notReportedKey,
  type MetricValuesRepository,
} from '../../reference-data/metric-values/metric-values-repository';
import type { SystemSettingsRepository } from '../../platform/settings/system-settings-repository';
import type { SeriesRepository } from './series-repository';
import type { MixedGroupFigures } from './mixed-group-figures';
import { mixedMembersOf, requireMixedComparable } from '../subject/mixed-group-rules';

function assemble(metricId: string, dates: string[], lines: SeriesLine[]): MetricSeries {
  return {
    metricId,
    dates,
    dateSeries: dates.map((reportDate, i) => ({
      reportDate,
      values: lines.map((line) => line.values[i] ?? null),
    })),
    institutionSeries: lines,
  };
}

/** Line charts: a metric's series for the subject and its peers, and its percentile rank. */
export function seriesService(deps: {
  subjects: SubjectService;
  values: MetricValuesRepository;
  series: SeriesRepository;
  settings: SystemSettingsRepository;
  mixed: MixedGroupFigures;
}) {
  const { subjects, values } = deps;

  async function institutionLine(
    subject: Subject,
    iid: number,
    kind: 'institution' | 'peer',
    label: string,
    metricId: string,
    dates: string[],
  ): Promise<SeriesLine> {
    const rows = await values.series(
      iid,
      subject.institutionType,
      metricId,
      dates[0] ?? LAST_DATE,
      LAST_DATE,
    );
    const byDate = new Map(rows.map((r) => [r.reportDate, r.value]));
    const line: SeriesLine = {
      kind,
      id: iid,
      label,
      values: dates.map((d) => byDate.get(d) ?? null),
    };
    const first = dates[0];
    const last = dates[dates.length - 1];
    if (first === undefined || last === undefined) return line;
    const gaps = await values.notReported(subject.institutionType, [iid], [metricId], first, last);
    if (gaps.size > 0)
      line.notes = dates.map((d) =>
        gaps.has(notReportedKey(iid, d, metricId)) ? ('not-reported' as const) : null,
      );
    return line;
  }

  /**
   * A mixed-charter group's percentile rank of the subject each quarter (issue 28 point 4):
   * among the members of both charters, each by its own charter's metric of the common pair,
   * counted as percentRanks counts in the database (worse members over those with a value, 0
   * with none); quarters the subject has no value are absent.
   */
  async function mixedPercentRanks(
    subject: Subject,
    metric: MetricDefinition,
    iids: readonly number[],
    from: string,
  ): Promise<Map<string, number>> {
    requireMixedComparable(metric, 'mean');
    const [own, members] = await Promise.all([
      values.series(subject.iid, subject.institutionType, metric.metricId, from, LAST_DATE),
      deps.mixed.memberValues(metric.metricId, iids, subject.iid, from, LAST_DATE),
    ]);
    const result = new Map<string, number>();
    for (const { reportDate, value } of own) {
      if (value === null) continue;
      const x = Number(value);
      const others = members.get(reportDate) ?? [];
      const worse = others.filter((v) => (metric.rankSort === 'L' ? v > x : v < x)).length;
      result.set(reportDate, others.length === 0 ? 0 : worse / others.length);
    }
    return result;
  }

  const subjectLine = (subject: Subject, metricId: string, dates: string[]) =>
    institutionLine(subject, subject.iid, 'institution', subject.label, metricId, dates);

  return {
    /**
     * The subject's series and its peer's: an institution, or a group's average each quarter;
     * from the date the system setting `dateKey` holds, when named.
     */
    async series(
      subject: Subject,
      viewer: Viewer,
      metricId: string,
      peer: PeerSpec,
      dateKey?: string,
      choice: { statistic: PeerStatistic; bands: boolean } = { statistic: 'mean', bands: false },
    ): Promise<MetricSeries> {
      const fromDate = dateKey ? await deps.settings.get(dateKey) : undefined;
      const metric = subjects.metricOf(subject, metricId);
      if (peer.kind === 'group') requireStatistic(metric, choice.statistic);
      const dates = await subjects.reportDates(subject, fromDate);
      const lines = [await subjectLine(subject, metricId, dates)];
      if (peer.kind === 'iid') {
        const found = await subjects.peerOfEitherCharter(subject, peer.iid);
        // A peer of the other charter compares on the common metric set, by its own metric.
        const peerMetric = peerMetricId(metricId, subject.institutionType, found.institutionType);
        if (peerMetric === undefined) {
          throw badRequest(
            `Institution ${peer.iid} is not a ${subject.institutionType}: ${metric.metricTitle} (${metricId}) is not in the common metric set that compares banks and credit unions.`,
          );
        }
        const peerSide = { ...subject, institutionType: found.institutionType };
        lines.push(
          await institutionLine(peerSide, peer.iid, 'peer', found.label, peerMetric, dates),
        );
      } else if (peer.kind === 'group' && dates.length > 0) {
        const group = await subjects.groupOf(subject, viewer, peer.groupId, peer.selected);
        const from = dates[0] as string;
        const label = group.name;
        const mixedIids = mixedMembersOf(group);
        if (mixedIids) {
          requireMixedComparable(metric, choice.statistic);
          const statistic = choice.statistic as Exclude<PeerStatistic, 'aggregate'>;
          const byDate = await deps.mixed.figures(
            metricId,
            mixedIids,
            subject.iid,
            from,
            LAST_DATE,
            { statistic, bands: choice.bands },
          );
          lines.push(groupLine(group.groupId, label, dates, byDate, statistic, choice.bands));
        } else if (choice.statistic === 'mean' && !choice.bands) {
          // Today's figure, by the query it always took.
          const byDate = await deps.series.averages(
            subject.institutionType,
            metricId,
            group.members,
            subject.iid,
            from,
          );
          lines.push({
            kind: 'group',
            id: group.groupId,
            label,
            values: dates.map((d) => byDate.get(d) ?? null),
            statistic: 'mean',
          });
        } else {
          const figures = await deps.series.figures(
            subject.institutionType,
            [metricId],
            group.members,
            subject.iid,
            from,
            LAST_DATE,
            { ...choice, scales: ratioScales([metric]) },
          );
          lines.push(
            groupLine(
              group.groupId,
              label,
              dates,
              figures.get(metricId),
              choice.statistic,
              choice.bands,
            ),
          );
        }
        return { ...assemble(metricId, dates, lines), statistic: choice.statistic };
      }
      return assemble(metricId, dates, lines);
    },

    /** Series of the subject and of up to three peer institutions (spec: competitor watch). */
    async iidsSeries(
      subject: Subject,
      metricId: string,
      iids: readonly number[],
    ): Promise<MetricSeries> {
      subjects.metricOf(subject, metricId);
      const dates = await subjects.reportDates(subject);
      const lines = [await subjectLine(subject, metricId, dates)];
      for (const iid of iids.filter((i) => i !== subject.iid)) {
        const label = await subjects.peerLabel(subject, iid);
        lines.push(await institutionLine(subject, iid, 'peer', label, metricId, dates));
      }
      return assemble(metricId, dates, lines);
    },

    /**
     * The subject's percentile rank (0 to 1, 1 best) among itself and the group's members in
     * each quarter. Aggregate groups take their members by rule; list groups may be narrowed.
     */
    async percentile(
      subject: Subject,
      viewer: Viewer,
      metricId: string,
      groupId: number,
      selected?: readonly number[],
    ): Promise<MetricSeries> {
      const metric = subjects.metricOf(subject, metricId);
      const group = await subjects.groupOf(subject, viewer, groupId, selected);
      const dates = await subjects.reportDates(subject);
      const from = dates[0] ?? LAST_DATE;
      const mixedIids = mixedMembersOf(group);
      const byDate = mixedIids
        ? await mixedPercentRanks(subject, metric, mixedIids, from)
        : await deps.series.percentRanks(
            subject.institutionType,
            metricId,
            metric.rankSort,
            subject.iid,
            group.members,
            from,
          );
      return assemble(metricId, dates, [
        {
          kind: 'institution',
          id: subject.iid,
          label: subject.label,
          values: dates.map((d) => byDate.get(d) ?? null),
        },
      ]);
    },
  };
}

export type SeriesService = ReturnType<typeof seriesService>;
