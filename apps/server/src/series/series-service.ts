import { decayAnalysis, truncationYears } from '@app/core/analytics/decay';
import { HISTORY_QUARTERS } from '@app/core/analytics/stable-balance';
import type { DecayResult } from '@app/core/api/decay';
import { groupDifference, type RowSummary } from '@app/core/analytics/group-statistics';
import type { RankSort } from '@app/core/analytics/rank-sort';
import { laggedRegressions, REGRESSION_LAG_MONTHS } from '@app/core/analytics/lagged-regression';
import {
  paddedAxisRange,
  RANK_CHART_MAX_INSTITUTIONS,
  rankWindowBounds,
  rankWindowLabel,
} from '@app/core/analytics/rank-window';
import type {
  ChartData,
  MetricSeries,
  SeriesLine,
  Statistical,
  SummaryRow,
} from '@app/core/api/metrics';
import type { InstitutionType } from '@app/core/domain/products';
import { addQuarters } from '@app/core/domain/quarters';
import type { DatesRepository } from '../dates/dates-repository';
import type { Database } from '../db/database';
import { badRequest, notFound } from '../http/http-error';
import type { InstitutionsRepository } from '../institutions/institutions-repository';
import { REGRESSION_RATE_IDS } from '../rates/rate-catalogue';
import type { RatesRepository } from '../rates/rates-repository';
import { findMetric } from '../catalogue/find-metric';
import { chartElement } from './element-catalogue';
import type { MetricDefinition } from '../catalogue/metric-definition';
import {
  notReportedKey,
  type MetricValuesRepository,
  type PeerSummary,
} from './metric-values-repository';
import { findPeerGroup } from './peer-group-rules';
import { quarterlySummaryLayout } from './quarterly-summary-layout';

/**
 * Who asks: custom groups are their organization's. Whether the caller may use the peer at
 * all was decided by the access layer before the service is called.
 */
export interface Viewer {
  organizationId: string;
}

export interface Subject {
  iid: number;
  institutionType: InstitutionType;
  label: string;
}

/** The peer of a series: none, one institution, or a group (its list narrowed to `selected`). */
export type PeerSpec =
  | { kind: 'none' }
  | { kind: 'iid'; iid: number }
  | { kind: 'group'; groupId: number; selected?: readonly number[] };

const LAST_DATE = '9999-12-31';

/**
 * A summary row (spec 2 section 9) from the database's counts: the difference rounded and
 * flipped for L as groupDifference does; rank 1 + the better peers when the institution has a
 * value; institutionsReporting the selected peer count plus 1, as the spec defines it (and as
 * summarizeRow of @app/core counts), whether or not each peer has a value; and apart from it
 * institutionsWithValue, the institutions the rank is among: the peers with a value, plus the
 * institution when it has one (0 when nobody reports).
 */
function rowSummary(
  found: PeerSummary | undefined,
  rankSort: RankSort,
  selectedPeers: number,
): RowSummary & { institutionsWithValue: number } {
  const institutionValue = found?.institutionValue ?? null;
  const groupValue = found?.peerMean ?? null;
  return {
    institutionValue,
    groupValue,
    difference: groupDifference(institutionValue, groupValue, rankSort),
    institutionRank: institutionValue === null ? null : 1 + (found?.better ?? 0),
    institutionsReporting: selectedPeers + 1,
    institutionsWithValue: (found?.peerCount ?? 0) + (institutionValue === null ? 0 : 1),
    topInstitutionIid: found?.top?.iid ?? null,
    topInstitutionValue: found?.top?.value ?? null,
  };
}

export function metricService(deps: {
  db: Database;
  values: MetricValuesRepository;
  institutions: InstitutionsRepository;
  dates: DatesRepository;
  rates: RatesRepository;
}) {
  const { values } = deps;

  async function subjectOf(iid: number): Promise<Subject> {
    const row = await deps.institutions.find(iid);
    if (!row) throw notFound(`No institution ${iid}.`);
    return {
      iid,
      institutionType: row.institutionType as InstitutionType,
      label: `${row.name} (${row.city}, ${row.state})`,
    };
  }

  function metricOf(subject: Subject, metricId: string): MetricDefinition {
    const metric = findMetric(metricId, subject.institutionType);
    if (!metric) throw notFound(`No ${subject.institutionType} metric ${metricId}.`);
    return metric;
  }

  async function groupOf(
    subject: Subject,
    viewer: Viewer,
    groupId: number,
    selected?: readonly number[],
  ) {
    const group = await findPeerGroup(deps.db, {
      groupId,
      institutionType: subject.institutionType,
      organizationId: viewer.organizationId,
      selected,
    });
    if (!group) throw notFound('Peer group not found.');
    return group;
  }

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

  async function datesFrom(subject: Subject, fromDate: string | undefined) {
    const all = await deps.dates.reportDates(subject.institutionType);
    return fromDate ? all.filter((d) => d >= fromDate) : all;
  }

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

  async function peerInstitution(subject: Subject, iid: number) {
    const peer = await deps.institutions.find(iid);
    if (!peer || peer.institutionType !== subject.institutionType) {
      throw badRequest(`Institution ${iid} is not a ${subject.institutionType}.`);
    }
    return `${peer.name} (${peer.city}, ${peer.state})`;
  }

  return {
    subjectOf,
    metricOf,

    /** The subject's series and its peer's: an institution, or a group's average each quarter. */
    async series(
      subject: Subject,
      viewer: Viewer,
      metricId: string,
      peer: PeerSpec,
      fromDate?: string,
    ): Promise<MetricSeries> {
      metricOf(subject, metricId);
      const dates = await datesFrom(subject, fromDate);
      const lines = [
        await institutionLine(subject, subject.iid, 'institution', subject.label, metricId, dates),
      ];
      if (peer.kind === 'iid') {
        const label = await peerInstitution(subject, peer.iid);
        lines.push(await institutionLine(subject, peer.iid, 'peer', label, metricId, dates));
      } else if (peer.kind === 'group' && dates.length > 0) {
        const group = await groupOf(subject, viewer, peer.groupId, peer.selected);
        const byDate = await values.averages(
          subject.institutionType,
          metricId,
          group.members,
          subject.iid,
          dates[0] as string,
        );
        lines.push({
          kind: 'group',
          id: group.groupId,
          label: group.name,
          values: dates.map((d) => byDate.get(d) ?? null),
        });
      }
      return assemble(metricId, dates, lines);
    },

    /** Series of the subject and of up to three peer institutions (spec: competitor watch). */
    async iidsSeries(
      subject: Subject,
      metricId: string,
      iids: readonly number[],
    ): Promise<MetricSeries> {
      metricOf(subject, metricId);
      const dates = await datesFrom(subject, undefined);
      const lines = [
        await institutionLine(subject, subject.iid, 'institution', subject.label, metricId, dates),
      ];
      for (const iid of iids.filter((i) => i !== subject.iid)) {
        lines.push(
          await institutionLine(
            subject,
            iid,
            'peer',
            await peerInstitution(subject, iid),
            metricId,
            dates,
          ),
        );
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
      const metric = metricOf(subject, metricId);
      const group = await groupOf(subject, viewer, groupId, selected);
      const dates = await datesFrom(subject, undefined);
      const byDate = await values.percentRanks(
        subject.institutionType,
        metricId,
        metric.rankSort,
        subject.iid,
        group.members,
        dates[0] ?? LAST_DATE,
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

    /** The rank chart (spec 2 section 2.5): the group and the subject ranked, 25 around it. */
    async aggregateRanks(
      subject: Subject,
      viewer: Viewer,
      metricId: string,
      reportDate: string,
      groupId: number,
      selected?: readonly number[],
    ) {
      const metric = metricOf(subject, metricId);
      // The peer selector's member filter, as the summary row it belongs to takes it.
      const group = await groupOf(subject, viewer, groupId, selected);
      // Only the entries a window around the subject can show leave the database.
      const { total, entries } = await values.rankNeighbourhood(
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

    /** The quarterly group summary (spec 2 section 2.5): one row per layout metric. */
    async quarterlyGroup(
      subject: Subject,
      viewer: Viewer,
      reportDate: string,
      groupId: number,
      selected?: readonly number[],
    ): Promise<SummaryRow[]> {
      const group = await groupOf(subject, viewer, groupId, selected);
      const layout = quarterlySummaryLayout(subject.institutionType);
      const metrics = layout.flatMap((s) => s.rows.map((r) => metricOf(subject, r.metricId)));
      const found = await values.peerSummaries(
        subject.institutionType,
        reportDate,
        metrics,
        subject.iid,
        group.members,
      );
      const selectedPeers = await values.peerCount(
        subject.institutionType,
        group.members,
        subject.iid,
        reportDate,
      );
      const rows = layout.flatMap((section) =>
        section.rows.map((layoutRow) => {
          const metric = metricOf(subject, layoutRow.metricId);
          return {
            section: section.sectionTitle,
            layoutRow,
            metric,
            summary: rowSummary(found.get(metric.metricId), metric.rankSort, selectedPeers),
          };
        }),
      );
      const labels = await deps.institutions.labels(
        rows.map((r) => r.summary.topInstitutionIid).filter((iid): iid is number => iid !== null),
      );
      const gaps = await values.notReported(
        subject.institutionType,
        [subject.iid],
        metrics.map((m) => m.metricId),
        reportDate,
        reportDate,
      );
      return rows.map(({ section, layoutRow, metric, summary }) => ({
        sectionTitle: section,
        rowTitle: metric.metricTitle,
        rowInformation: metric.metricInformation,
        metricId: metric.metricId,
        displayType: metric.displayType,
        rankSort: metric.rankSort,
        level: layoutRow.level,
        ...summary,
        institutionValueNote: gaps.has(notReportedKey(subject.iid, reportDate, metric.metricId))
          ? ('not-reported' as const)
          : null,
        topInstitutionLabel:
          summary.topInstitutionIid === null
            ? null
            : (labels.get(summary.topInstitutionIid) ?? null),
      }));
    },

    /** The quarterly institution summary (spec 2 section 2.6): value and difference per peer. */
    async quarterlyInstitutions(subject: Subject, reportDate: string, iids: readonly number[]) {
      const peers = iids.filter((iid) => iid !== subject.iid);
      for (const iid of peers) await peerInstitution(subject, iid);
      const layout = quarterlySummaryLayout(subject.institutionType);
      const ids = layout.flatMap((s) => s.rows.map((r) => r.metricId));
      const found = await values.valuesAt(
        subject.institutionType,
        reportDate,
        [subject.iid, ...peers],
        ids,
      );
      const gaps = await values.notReported(
        subject.institutionType,
        [subject.iid, ...peers],
        ids,
        reportDate,
        reportDate,
      );
      const noteOf = (iid: number, metricId: string) =>
        gaps.has(notReportedKey(iid, reportDate, metricId)) ? ('not-reported' as const) : null;
      return layout.flatMap((section) =>
        section.rows.map((layoutRow) => {
          const metric = metricOf(subject, layoutRow.metricId);
          const own = found.get(subject.iid)?.[metric.metricId] ?? null;
          return {
            sectionTitle: section.sectionTitle,
            rowTitle: metric.metricTitle,
            rowInformation: metric.metricInformation,
            metricId: metric.metricId,
            displayType: metric.displayType,
            rankSort: metric.rankSort,
            level: layoutRow.level,
            institutionValue: own,
            institutionValueNote: noteOf(subject.iid, metric.metricId),
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
        }),
      );
    },

    /** Beta and R squared of the subject's metric against each regression rate and lag. */
    async statistical(
      subject: Subject,
      metricId: string,
      startDate: string,
      endDate: string,
    ): Promise<Statistical[]> {
      metricOf(subject, metricId);
      if (startDate > endDate) throw badRequest('startDate must not be after endDate.');
      const series = await values.series(
        subject.iid,
        subject.institutionType,
        metricId,
        startDate,
        endDate,
      );
      const rates = (await deps.rates.list()).filter((r) =>
        (REGRESSION_RATE_IDS as readonly string[]).includes(r.rateId),
      );
      const rows: Statistical[] = [];
      for (const rate of rates) {
        const lagStart = addQuarters(startDate, -(Math.max(...REGRESSION_LAG_MONTHS) / 3));
        const rateValues = await deps.rates.values(rate.rateId, lagStart);
        for (const fit of laggedRegressions(series, rateValues)) {
          rows.push({
            rateId: rate.rateId,
            rateIdStatistical: rate.rateIdStatistical,
            rateName: rate.rateName,
            lagMonths: fit.lagMonths,
            beta: fit.slope,
            rSquared: fit.rSquared,
            intercept: fit.intercept,
            points: fit.n,
          });
        }
      }
      return rows;
    },

    /** A chart element's rows for the subject and its peer, one data table per row. */
    async element(
      subject: Subject,
      viewer: Viewer,
      elementId: string,
      peer: PeerSpec,
    ): Promise<ChartData[]> {
      const element = chartElement(subject.institutionType, elementId);
      if (!element) throw notFound(`No ${subject.institutionType} chart element ${elementId}.`);
      const metrics = element.rows.map((row) => metricOf(subject, row.metricId));
      const ids = metrics.map((m) => m.metricId);
      const dates = await datesFrom(subject, undefined);
      const from = dates[0] ?? LAST_DATE;
      // Every row's series in one read per line (not one series call per row): the subject's
      // values and the peer's, each query answering all the element's metrics.
      const lines: { id: string; values: Map<string, Map<string, number | null>> }[] = [
        {
          id: String(subject.iid),
          values: await values.seriesOfMetrics(subject.iid, subject.institutionType, ids, from),
        },
      ];
      if (peer.kind === 'iid') {
        await peerInstitution(subject, peer.iid);
        lines.push({
          id: String(peer.iid),
          values: await values.seriesOfMetrics(peer.iid, subject.institutionType, ids, from),
        });
      } else if (peer.kind === 'group' && dates.length > 0) {
        const group = await groupOf(subject, viewer, peer.groupId, peer.selected);
        lines.push({
          id: `group:${group.groupId}`,
          values: await values.averagesOfMetrics(
            subject.institutionType,
            ids,
            group.members,
            subject.iid,
            from,
          ),
        });
      }
      const result: ChartData[] = element.rows.map((row, i) => {
        const metric = metrics[i] as MetricDefinition;
        const byLine = lines.map((line) => line.values.get(metric.metricId));
        return {
          metricId: metric.metricId,
          rowTitle: metric.metricTitle,
          compType: row.compType,
          displayType: metric.displayType,
          dataType: 'metric',
          data: [
            ['reportDate', ...lines.map((line) => line.id)],
            ...dates.map((d) => [d, ...byLine.map((byDate) => byDate?.get(d) ?? null)]),
          ],
        };
      });
      return result;
    },

    /** The subject's values of an element's rows at a date: `count` largest (or smallest), rest as Other. */
    async elementSlices(
      subject: Subject,
      elementId: string,
      date: string | undefined,
      sort: 'asc' | 'desc',
      count: number,
    ) {
      const element = chartElement(subject.institutionType, elementId);
      if (!element) throw notFound(`No ${subject.institutionType} chart element ${elementId}.`);
      const metrics = element.rows.map((r) => metricOf(subject, r.metricId));
      const reportDate = date ?? (await datesFrom(subject, undefined)).at(-1) ?? null;
      const found = reportDate
        ? (
            await values.valuesAt(
              subject.institutionType,
              reportDate,
              [subject.iid],
              metrics.map((m) => m.metricId),
            )
          ).get(subject.iid)
        : undefined;
      type Slice = { metricId: string | null; title: string; value: number };
      const present = metrics
        .map((m) => ({
          metricId: m.metricId,
          title: m.metricTitle,
          value: found?.[m.metricId] ?? null,
        }))
        .filter((s): s is Slice & { metricId: string } => s.value !== null)
        .sort((a, b) => (sort === 'desc' ? b.value - a.value : a.value - b.value));
      const shown: Slice[] = present.slice(0, count);
      const rest = present.slice(count);
      if (rest.length > 0)
        shown.push({
          metricId: null,
          title: 'Other',
          value: rest.reduce((sum, s) => sum + s.value, 0),
        });
      return { reportDate, displayType: metrics[0]?.displayType ?? 'USD', slices: shown };
    },

    /**
     * Deposit decay (spec 2 sections 2.9 and 9): the balance series of the range with up to 4
     * quarters of history, its stable balance, decay factors and run-off key figures.
     */
    async decay(
      subject: Subject,
      metricId: string,
      options: {
        startDate: string;
        endDate: string;
        significantEventThreshold: number;
        adjustForCovid: boolean;
        truncationQuarters?: number;
      },
    ): Promise<DecayResult> {
      metricOf(subject, metricId);
      if (options.startDate > options.endDate)
        throw badRequest('startDate must not be after endDate.');
      const from = addQuarters(options.startDate, -HISTORY_QUARTERS);
      const rows = await values.series(
        subject.iid,
        subject.institutionType,
        metricId,
        from,
        options.endDate,
      );
      const input = rows.filter(
        (r): r is { reportDate: string; value: number } => r.value !== null,
      );
      const analysis = decayAnalysis(input, {
        rangeStart: options.startDate,
        rangeEnd: options.endDate,
        significantEventThreshold: options.significantEventThreshold,
        adjustForCovid: options.adjustForCovid,
        truncationQuarters: options.truncationQuarters,
      });
      return {
        metricId,
        points: analysis.points.map((p) => ({
          reportDate: p.reportDate,
          value: p.value,
          growthRate: p.growthRate,
          standardAverageBalanceVolatile: p.standardAverageBalanceVolatile,
          stableBalance: p.stableBalance,
          significantEvent: p.significantEvent,
        })),
        enoughData: analysis.enoughData,
        insufficientData: analysis.insufficientData,
        minimumQuarters: analysis.minimumQuarters,
        tooVolatile: analysis.tooVolatile,
        significantEventThreshold: options.significantEventThreshold,
        horizonQuarters: analysis.horizonQuarters,
        truncationYears:
          options.truncationQuarters === undefined
            ? null
            : truncationYears(options.truncationQuarters),
        nonStableBalance: analysis.nonStableBalance,
        actual: analysis.actual,
        stable: analysis.stable,
      };
    },

    /** KPI tiles: value at the date, the quarter before, and the peer's (group average) value. */
    async kpis(
      subject: Subject,
      viewer: Viewer,
      metricIds: readonly string[],
      peer: PeerSpec,
      date?: string,
    ) {
      const metrics = metricIds.map((id) => metricOf(subject, id));
      const reportDate = date ?? (await datesFrom(subject, undefined)).at(-1);
      if (!reportDate) {
        return metrics.map((m) => ({
          metricId: m.metricId,
          metricTitle: m.metricTitle,
          displayType: m.displayType,
          rankSort: m.rankSort,
          reportDate: null,
          value: null,
          priorValue: null,
          peerValue: null,
        }));
      }
      const prior = addQuarters(reportDate, -1);
      const peerIids = peer.kind === 'iid' ? [peer.iid] : [];
      // Three independent reads, each a round trip: asked at once.
      const groupMeans = async (): Promise<Map<string, number | null>> => {
        if (peer.kind !== 'group') return new Map();
        const group = await groupOf(subject, viewer, peer.groupId, peer.selected);
        const found = await values.peerSummaries(
          subject.institutionType,
          reportDate,
          metrics,
          subject.iid,
          group.members,
        );
        return new Map(metrics.map((m) => [m.metricId, found.get(m.metricId)?.peerMean ?? null]));
      };
      const [now, before, groupValues, gaps] = await Promise.all([
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
      ]);
      return metrics.map((m) => ({
        metricId: m.metricId,
        metricTitle: m.metricTitle,
        displayType: m.displayType,
        rankSort: m.rankSort,
        reportDate,
        value: now.get(subject.iid)?.[m.metricId] ?? null,
        valueNote: gaps.has(notReportedKey(subject.iid, reportDate, m.metricId))
          ? ('not-reported' as const)
          : null,
        priorValue: before.get(subject.iid)?.[m.metricId] ?? null,
        peerValue:
          peer.kind === 'iid'
            ? (now.get(peer.iid)?.[m.metricId] ?? null)
            : peer.kind === 'group'
              ? (groupValues.get(m.metricId) ?? null)
              : null,
      }));
    },
  };
}

export type MetricService = ReturnType<typeof metricService>;
