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
import { NO_VALUES, statisticOf, type PeerStatistic } from '@app/core/analytics/peer-statistics';
import { NOT_COMMON_NOTE, NOT_COMMON_REASON, peerMetricId } from '@app/core/domain/common-metrics';
import type { InstitutionType } from '@app/core/domain/products';
import { ratioScales, statisticRefusal } from '../subject/peer-statistic-choice';
import type { Subject, Viewer } from '../subject/subject';
import {
  MIXED_AGGREGATE_REFUSAL,
  mixedMembersOf,
  requireCommonMetric,
} from '../subject/mixed-group-rules';
import type { MixedGroupFigures } from '../series/mixed-group-figures';
import type { MetricDefinition } from '../../reference-data/catalogue/metric-definition';
import type { SubjectService } from '../subject/subject-service';
import type {
  GroupMembersRepository,
  Members,
} from '../../reference-data/peer-groups/group-members-repository';
import type { InstitutionsRepository } from '../../reference-data/institutions/institutions-repository';
import {
  notReportedKey,
  type MetricValuesRepository,
} from '../../reference-data/metric-values/metric-values-repository';
import type { PeerSummariesRepository } from './peer-summaries-repository';
import { quarterlySummaryLayout } from './quarterly-summary-layout';
import { mixedPeerSummary } from './mixed-summary';
import { rankAround, type RankRepository } from './rank-repository';
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
  mixed: MixedGroupFigures;
}) {
  const { subjects, values } = deps;

  /**
   * A mixed-charter group's summary rows (issue 28 point 4): each common metric's members of
   * both charters, each by its own charter's metric of the pair, ranked with the subject; a
   * metric outside the common set gives no figure and no rank, with the reason.
   */
  async function mixedSummaries(
    subject: Subject,
    metrics: readonly MetricDefinition[],
    iids: readonly number[],
    reportDate: string,
    statistic: PeerStatistic,
  ) {
    const selectedPeers = new Set(iids.filter((iid) => iid !== subject.iid)).size;
    const metricIds = metrics.map((m) => m.metricId);
    const [found, own] = await Promise.all([
      deps.mixed.memberValuesAt(metricIds, iids, subject.iid, reportDate),
      values.valuesAt(subject.institutionType, reportDate, [subject.iid], metricIds),
    ]);
    return metrics.map((metric) => {
      const institutionValue = own.get(subject.iid)?.[metric.metricId] ?? null;
      const peers = found.get(metric.metricId);
      if (!peers) {
        return {
          institutionValue,
          groupValue: null,
          difference: null,
          institutionRank: null,
          institutionsReporting: selectedPeers + 1,
          // No rank is taken, so it is among none.
          institutionsWithValue: 0,
          topInstitutionIid: null,
          topInstitutionValue: null,
          institutionPercentile: null,
          statistic,
          groupValueReason: NOT_COMMON_REASON,
        };
      }
      const summary = rowSummary(
        mixedPeerSummary(subject.iid, institutionValue, peers, metric.rankSort),
        metric.rankSort,
        selectedPeers,
      );
      if (statistic === 'mean') {
        return {
          ...summary,
          statistic,
          groupValueReason: summary.groupValue === null ? NO_VALUES : null,
        };
      }
      const figure =
        statistic === 'aggregate'
          ? ({ value: null, reason: MIXED_AGGREGATE_REFUSAL } as const)
          : statisticOf(
              statistic,
              peers.map((p) => p.value),
            );
      return {
        ...summary,
        groupValue: figure.value,
        difference: groupDifference(summary.institutionValue, figure.value, metric.rankSort),
        statistic,
        groupValueReason: figure.value === null ? figure.reason : null,
      };
    });
  }

  /** A group of the subject's charter: its summary rows, counted in the database. */
  async function oneCharterSummaries(
    subject: Subject,
    metrics: readonly MetricDefinition[],
    members: Members,
    reportDate: string,
    statistic: PeerStatistic,
  ) {
    const found = await deps.peerSummaries.peerSummaries(
      subject.institutionType,
      reportDate,
      metrics,
      subject.iid,
      members,
    );
    // Another statistic than the mean: the group's figure of each row from the same members
    // (a metric that cannot have it shows no figure, with the reason).
    const figures =
      statistic === 'mean'
        ? null
        : await deps.peerSummaries.figures(
            subject.institutionType,
            metrics.filter((m) => statisticRefusal(m, statistic) === null).map((m) => m.metricId),
            members,
            subject.iid,
            reportDate,
            reportDate,
            { statistic, bands: false, scales: ratioScales(metrics) },
          );
    const selectedPeers = await deps.groupMembers.peerCount(
      subject.institutionType,
      members,
      subject.iid,
      reportDate,
    );
    const summaries = metrics.map((metric) => {
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
    return summaries;
  }

  /**
   * The members of a mixed group with a value of a common metric at one quarter, each by its
   * own charter's metric, the subject left out, and the subject's own value.
   */
  async function mixedMembersAt(
    subject: Subject,
    metric: MetricDefinition,
    iids: readonly number[],
    reportDate: string,
  ) {
    requireCommonMetric(metric);
    const [found, own] = await Promise.all([
      deps.mixed.memberValuesAt([metric.metricId], iids, subject.iid, reportDate),
      values.valuesAt(subject.institutionType, reportDate, [subject.iid], [metric.metricId]),
    ]);
    const value = own.get(subject.iid)?.[metric.metricId];
    return {
      members: found.get(metric.metricId) ?? [],
      own: typeof value === 'number' && Number.isFinite(value) ? value : null,
    };
  }

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
      const mixedIids = mixedMembersOf(group);
      const summaries = mixedIids
        ? await mixedSummaries(subject, metrics, mixedIids, reportDate, statistic)
        : await oneCharterSummaries(subject, metrics, group.members, reportDate, statistic);
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

    /**
     * The quarterly institution summary (spec 2 section 2.6): value and difference per peer. A
     * named peer of the other charter (issue 28) is read by its own charter's metric of each
     * row's common pair; a row outside the common set has no figure for it, with the reason.
     */
    async quarterlyInstitutions(subject: Subject, reportDate: string, iids: readonly number[]) {
      const peers = iids.filter((iid) => iid !== subject.iid);
      const typeOf = new Map<number, InstitutionType>([[subject.iid, subject.institutionType]]);
      for (const iid of peers) {
        typeOf.set(iid, (await subjects.peerOfEitherCharter(subject, iid)).institutionType);
      }
      const ofType = (type: InstitutionType) =>
        [subject.iid, ...peers].filter((iid) => typeOf.get(iid) === type);
      const { rows, noteOf, measuresAt } = await layoutAt(
        subject,
        reportDate,
        ofType(subject.institutionType),
      );
      const metricIds = rows.map((r) => r.metric.metricId);
      const metricOfPeer = (metricId: string, iid: number) =>
        peerMetricId(metricId, subject.institutionType, typeOf.get(iid) as InstitutionType);
      const found = new Map<number, Record<string, number | null>>();
      for (const type of new Set(typeOf.values())) {
        const ids = metricIds
          .map((id) => peerMetricId(id, subject.institutionType, type))
          .filter((id): id is string => id !== undefined);
        for (const [iid, record] of await values.valuesAt(type, reportDate, ofType(type), ids)) {
          found.set(iid, record);
        }
      }
      const valueOf = (iid: number, metricId: string) => found.get(iid)?.[metricId] ?? null;
      return rows.map(({ head, metric }) => {
        const own = valueOf(subject.iid, metric.metricId);
        return {
          ...head,
          institutionValue: own,
          institutionValueNote: noteOf(subject.iid, metric.metricId),
          institutionMeasures: measuresAt(subject.iid, metric.metricId),
          peers: peers.map((iid) => {
            const peerMetric = metricOfPeer(metric.metricId, iid);
            if (peerMetric === undefined) {
              return { iid, value: null, note: null, difference: null, reason: NOT_COMMON_NOTE };
            }
            const value = valueOf(iid, peerMetric);
            // The subject against this peer, as the group summary reads: positive is better.
            return {
              iid,
              value,
              // The gaps are read of the subject's charter only.
              note: typeOf.get(iid) === subject.institutionType ? noteOf(iid, peerMetric) : null,
              difference: groupDifference(own, value, metric.rankSort),
              reason: null,
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
      const metric = subjects.metricOf(subject, metricId);
      const group = await subjects.groupOf(subject, viewer, groupId, selected);
      // A mixed group's members of both charters, each by its own charter's metric of the pair.
      const mixedIids = mixedMembersOf(group);
      const found = mixedIids
        ? await mixedMembersAt(subject, metric, mixedIids, reportDate)
        : await deps.ranks.memberValuesAt(
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
      const reach = RANK_CHART_MAX_INSTITUTIONS - 1;
      const mixedIids = mixedMembersOf(group);
      const mixedAt = mixedIids
        ? await mixedMembersAt(subject, metric, mixedIids, reportDate)
        : null;
      // A mixed group's members of both charters are ranked here (at most 100 travel); else
      // only the entries a window around the subject can show leave the database.
      const { total, entries } = mixedAt
        ? rankAround(
            [...mixedAt.members.map((m) => m.iid), ...(mixedAt.own === null ? [] : [subject.iid])],
            [
              ...mixedAt.members.map((m) => m.value),
              ...(mixedAt.own === null ? [] : [mixedAt.own]),
            ],
            metric.rankSort,
            subject.iid,
            reach,
          )
        : await deps.ranks.rankNeighbourhood(
            subject.institutionType,
            metricId,
            metric.rankSort,
            subject.iid,
            group.members,
            reportDate,
            reach,
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
