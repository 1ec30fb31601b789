import {
  paddedAxisRange,
  RANK_CHART_MAX_INSTITUTIONS,
  rankWindowBounds,
  rankWindowLabel,
} from '@app/core/format/rank-window';
import { groupDifference } from '@app/core/analytics/group-statistics';
import type { SummaryRow } from '@app/core/api/metrics';
import type { Distribution } from '@app/core/api/distribution';
import { boxOf, isOutlier } from '@app/core/analytics/distribution';
import { NO_VALUES, type PeerStatistic } from '@app/core/analytics/peer-statistics';
import { ratioScales, statisticRefusal } from '../subject/peer-statistic-choice';
import type { Subject, Viewer } from '../subject/subject';
import type { SubjectService } from '../subject/subject-service';
import type { GroupMembersRepository } from '../../reference-data/peer-groups/group-members-repository';
import type { InstitutionsRepository } from '../../reference-data/institutions/institutions-repository';
import {
  notReportedKey,
  type MetricValuesRepository,
} from '../../reference-data/metric-values/metric-values-repository';
import type { PeerSummariesRepository } from './peer-summaries-repository';
import { quarterlySummaryLayout } from './quarterly-summary-layout';
import type { RankRepository } from './rank-repository';
import { rowSummary } from './row-summary';
import { kpisBehind, measuresOf, scoreAreasAmong, tooFewMeasures } from './score-measures';
import { presentSummaryRowHead } from './summary-presenter';

/** The quarterly summaries and the rank chart of their drawer. */
export function summaryService(deps: {
  subjects: SubjectService;
  values: MetricValuesRepository;
  peerSummaries: PeerSummariesRepository;
  ranks: RankRepository;
  groupMembers: GroupMembersRepository;
  institutions: InstitutionsRepository;
}) {
  const { subjects, values } = deps;

  /**
   * The layout's rows with their metrics, a note reader of the given institutions' gaps, and
   * the footing of their score rows (issue 23): a score on too few of its area's KPIs is
   * missing for that reason.
   */
  async function layoutAt(subject: Subject, reportDate: string, iids: readonly number[]) {
    const rows = quarterlySummaryLayout(subject.institutionType).flatMap((section) =>
      section.rows.map((layoutRow) => {
        const metric = subjects.metricOf(subject, layoutRow.metricId);
        return { head: presentSummaryRowHead(section.sectionTitle, layoutRow, metric), metric };
      }),
    );
    const metricIds = rows.map((r) => r.metric.metricId);
    const areas = scoreAreasAmong(subject.institutionType, metricIds);
    const [gaps, behind] = await Promise.all([
      values.notReported(subject.institutionType, iids, metricIds, reportDate, reportDate),
      values.valuesAt(subject.institutionType, reportDate, iids, kpisBehind(areas)),
    ]);
    const measuresAt = (iid: number, metricId: string) => {
      const area = areas.get(metricId);
      return area ? measuresOf(area, behind.get(iid)) : null;
    };
    const noteOf = (iid: number, metricId: string) =>
      tooFewMeasures(measuresAt(iid, metricId))
        ? ('too-few-measures' as const)
        : gaps.has(notReportedKey(iid, reportDate, metricId))
          ? ('not-reported' as const)
          : null;
    return { rows, noteOf, measuresAt };
  }

  return {
    /** The quarterly group summary (spec 2 section 2.5): one row per layout metric. */
    async quarterlyGroup(
      subject: Subject,
      viewer: Viewer,
      reportDate: string,
      groupId: number,
      selected?: readonly number[],
      statistic: PeerStatistic = 'mean',
    ): Promise<SummaryRow[]> {
      const group = await subjects.groupOf(subject, viewer, groupId, selected);
      const { rows, noteOf, measuresAt } = await layoutAt(subject, reportDate, [subject.iid]);
      const metrics = rows.map((r) => r.metric);
      const found = await deps.peerSummaries.peerSummaries(
        subject.institutionType,
        reportDate,
        metrics,
        subject.iid,
        group.members,
      );
      // Another statistic than the mean: the group's figure of each row from the same members
      // (a metric that cannot have it shows no figure, with the reason).
      const figures =
        statistic === 'mean'
          ? null
          : await deps.peerSummaries.figures(
              subject.institutionType,
              metrics.filter((m) => statisticRefusal(m, statistic) === null).map((m) => m.metricId),
              group.members,
              subject.iid,
              reportDate,
              reportDate,
              { statistic, bands: false, scales: ratioScales(metrics) },
            );
      const selectedPeers = await deps.groupMembers.peerCount(
        subject.institutionType,
        group.members,
        subject.iid,
        reportDate,
      );
      const summaries = rows.map(({ metric }) => {
        const summary = rowSummary(found.get(metric.metricId), metric.rankSort, selectedPeers);
        if (!figures) {
          const groupValueReason = summary.groupValue === null ? NO_VALUES : null;
          return { ...summary, statistic, groupValueReason };
        }
        const figure = figures.get(metric.metricId)?.get(reportDate);
        const groupValue = figure?.value ?? null;
        return {
          ...summary,
          groupValue,
          difference: groupDifference(summary.institutionValue, groupValue, metric.rankSort),
          statistic,
          groupValueReason:
            statisticRefusal(metric, statistic) ??
            (groupValue === null ? (figure?.reason ?? NO_VALUES) : null),
        };
      });
      const labels = await deps.institutions.labels(
        summaries.map((s) => s.topInstitutionIid).filter((iid): iid is number => iid !== null),
      );
      return rows.map(({ head, metric }, i) => {
        const summary = summaries[i] as (typeof summaries)[number];
        return {
          ...head,
          ...summary,
          institutionValueNote: noteOf(subject.iid, metric.metricId),
          institutionMeasures: measuresAt(subject.iid, metric.metricId),
          topInstitutionLabel:
            summary.topInstitutionIid === null
              ? null
              : (labels.get(summary.topInstitutionIid) ?? null),
        };
      });
    },

    /** The quarterly institution summary (spec 2 section 2.6): value and difference per peer. */
    async quarterlyInstitutions(subject: Subject, reportDate: string, iids: readonly number[]) {
      const peers = iids.filter((iid) => iid !== subject.iid);
      for (const iid of peers) await subjects.peerLabel(subject, iid);
      const { rows, noteOf, measuresAt } = await layoutAt(subject, reportDate, [
        subject.iid,
        ...peers,
      ]);
      const found = await values.valuesAt(
        subject.institutionType,
        reportDate,
        [subject.iid, ...peers],
        rows.map((r) => r.metric.metricId),
      );
      return rows.map(({ head, metric }) => {
        const own = found.get(subject.iid)?.[metric.metricId] ?? null;
        return {
          ...head,
          institutionValue: own,
          institutionValueNote: noteOf(subject.iid, metric.metricId),
          institutionMeasures: measuresAt(subject.iid, metric.metricId),
          peers: peers.map((iid) => {
            const value = found.get(iid)?.[metric.metricId] ?? null;
            // The subject against this peer, as the group summary reads: positive is better.
            return {
              iid,
              value,
              note: noteOf(iid, metric.metricId),
              difference: groupDifference(own, value, metric.rankSort),
            };
          }),
        };
      });
    },

    /**
     * The Distribution page (issue 28): the group's members' values of a metric at a date, the
     * subject left out of them and marked, the box plot's figures, and the members beyond its
     * fences named.
     */
    async distribution(
      subject: Subject,
      viewer: Viewer,
      metricId: string,
      reportDate: string,
      groupId: number,
      selected?: readonly number[],
    ): Promise<Distribution> {
      subjects.metricOf(subject, metricId);
      const group = await subjects.groupOf(subject, viewer, groupId, selected);
      const found = await deps.ranks.memberValuesAt(
        subject.institutionType,
        metricId,
        subject.iid,
        group.members,
        reportDate,
      );
      const box = boxOf(found.members.map((m) => m.value));
      const beyond = box ? found.members.filter((m) => isOutlier(box, m.value)) : [];
      const labels = await deps.institutions.labels(beyond.map((m) => m.iid));
      return {
        metricId,
        reportDate,
        groupId: group.groupId,
        groupName: group.name,
        values: found.members.map((m) => m.value).sort((a, b) => a - b),
        box,
        subject: { iid: subject.iid, label: subject.label, value: found.own },
        outliers: beyond
          .sort((a, b) => a.value - b.value)
          .map((m) => ({ ...m, label: labels.get(m.iid) ?? String(m.iid) })),
      };
    },

    /** The rank chart (spec 2 section 2.5): the group and the subject ranked, 25 around it. */
    async aggregateRanks(
      subject: Subject,
      viewer: Viewer,
      metricId: string,
      reportDate: string,
      groupId: number,
      selected?: readonly number[],
    ) {
      const metric = subjects.metricOf(subject, metricId);
      // The peer selector's member filter, as the summary row it belongs to takes it.
      const group = await subjects.groupOf(subject, viewer, groupId, selected);
      // Only the entries a window around the subject can show leave the database.
      const { total, entries } = await deps.ranks.rankNeighbourhood(
        subject.institutionType,
        metricId,
        metric.rankSort,
        subject.iid,
        group.members,
        reportDate,
        RANK_CHART_MAX_INSTITUTIONS - 1,
      );
      const own = entries.find((e) => e.iid === subject.iid);
      const { start, end } = rankWindowBounds(own?.position ?? -1, total);
      const items = entries.filter((e) => e.position >= start && e.position < end);
      const labels = await deps.institutions.labels(items.map((e) => e.iid));
      const axis = paddedAxisRange(items.map((e) => e.value));
      return {
        metricId,
        reportDate,
        institutionRank: own?.rank ?? null,
        institutionsReporting: total,
        label: rankWindowLabel(items.length, total),
        axisMin: axis?.min ?? null,
        axisMax: axis?.max ?? null,
        ranks: items.map((e) => ({
          iid: e.iid,
          label: labels.get(e.iid) ?? String(e.iid),
          value: e.value,
          rank: e.rank,
          isSubject: e.iid === subject.iid,
        })),
      };
    },
  };
}

export type SummaryService = ReturnType<typeof summaryService>;
