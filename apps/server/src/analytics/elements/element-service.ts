import type { ChartData } from '@app/core/api/metrics';
import type { PeerStatistic } from '@app/core/analytics/peer-statistics';
import { ratioScales, statisticRefusal } from '../subject/peer-statistic-choice';
import type { PeerSpec, Subject, Viewer } from '../subject/subject';
import { LAST_DATE } from '../subject/subject';
import type { SubjectService } from '../subject/subject-service';
import { notFound } from '../../platform/http/http-error';
import type { MetricValuesRepository } from '../../reference-data/metric-values/metric-values-repository';
import type { SeriesRepository } from '../series/series-repository';
import { chartElement, elementInputs, mixedElementPairs, rowValue } from './element-catalogue';
import type { MixedGroupFigures } from '../series/mixed-group-figures';
import { badRequest } from '../../platform/http/http-error';
import { MIXED_AGGREGATE_REFUSAL, mixedMembersOf } from '../subject/mixed-group-rules';
import { presentElementRows, type ElementLine } from './element-presenter';

/** Why a mixed-charter group has no figure of an element other than the asset mix. */
export const MIXED_ELEMENT_REFUSAL =
  'This peer group holds banks and credit unions: of the balance-sheet elements only the asset mix compares them, row by row. The funding, loan, deposit (share), investment and borrowing mixes break the balance sheet into different kinds in the Call Report and the 5300 (deposits by interest against shares by member), so a peer figure of a row would add unlike items.';

/** Chart elements: several metrics drawn together (pies, stacked bars, concentration). */
export function elementService(deps: {
  subjects: SubjectService;
  values: MetricValuesRepository;
  series: SeriesRepository;
  mixed: MixedGroupFigures;
}) {
  const { subjects, values } = deps;

  /**
   * A mixed-charter group's figure of each element input (issue 28 point 4): each member's
   * value of its own charter's input at the same place (mixedElementPairs), whole dollars in
   * both; 400 for an element whose rows the two charters break down differently.
   */
  async function mixedGroupValues(
    subject: Subject,
    elementId: string,
    iids: readonly number[],
    from: string,
    statistic: PeerStatistic,
  ) {
    const pairs = mixedElementPairs(subject.institutionType, elementId);
    if (!pairs) throw badRequest(MIXED_ELEMENT_REFUSAL);
    if (statistic === 'aggregate') throw badRequest(MIXED_AGGREGATE_REFUSAL);
    const result = new Map<string, Map<string, number | null>>();
    for (const [metricId, pair] of pairs) {
      const figures = await deps.mixed.figures(
        metricId,
        iids,
        subject.iid,
        from,
        LAST_DATE,
        { statistic, bands: false },
        pair,
      );
      result.set(metricId, new Map([...figures].map(([date, f]) => [date, f.value])));
    }
    return result;
  }

  function elementOf(subject: Subject, elementId: string) {
    const element = chartElement(subject.institutionType, elementId);
    if (!element) throw notFound(`No ${subject.institutionType} chart element ${elementId}.`);
    return {
      element,
      // A remainder row takes its unit from its total.
      metrics: element.rows.map((row) =>
        subjects.metricOf(subject, row.remainder?.total ?? row.metricId),
      ),
      inputs: elementInputs(element),
    };
  }

  /**
   * The group's figure of each metric under another statistic than the mean, by date; a metric
   * that cannot have it (the aggregate of a non-ratio) has no values.
   */
  async function groupFigureValues(
    subject: Subject,
    ids: readonly string[],
    members: Parameters<SeriesRepository['figures']>[2],
    from: string,
    statistic: PeerStatistic,
  ) {
    const defined = ids.map((id) => subjects.metricOf(subject, id));
    const figures = await deps.series.figures(
      subject.institutionType,
      defined.filter((m) => statisticRefusal(m, statistic) === null).map((m) => m.metricId),
      members,
      subject.iid,
      from,
      LAST_DATE,
      { statistic, bands: false, scales: ratioScales(defined) },
    );
    return new Map(
      ids.map((id) => [
        id,
        new Map([...(figures.get(id) ?? new Map())].map(([date, f]) => [date, f.value])),
      ]),
    );
  }

  return {
    /** A chart element's rows for the subject and its peer, one data table per row. */
    async element(
      subject: Subject,
      viewer: Viewer,
      elementId: string,
      peer: PeerSpec,
      statistic: PeerStatistic = 'mean',
    ): Promise<ChartData[]> {
      const { element, metrics, inputs: ids } = elementOf(subject, elementId);
      const dates = await subjects.reportDates(subject);
      const from = dates[0] ?? LAST_DATE;
      // Every row's series in one read per line (not one series call per row): the subject's
      // values and the peer's, each query answering all the element's metrics.
      const lines: ElementLine[] = [
        {
          id: String(subject.iid),
          values: await values.seriesOfMetrics(subject.iid, subject.institutionType, ids, from),
        },
      ];
      if (peer.kind === 'iid') {
        await subjects.peerLabel(subject, peer.iid);
        lines.push({
          id: String(peer.iid),
          values: await values.seriesOfMetrics(peer.iid, subject.institutionType, ids, from),
        });
      } else if (peer.kind === 'group' && dates.length > 0) {
        const group = await subjects.groupOf(subject, viewer, peer.groupId, peer.selected);
        const mixedIids = mixedMembersOf(group);
        lines.push({
          id: `group:${group.groupId}`,
          values: mixedIids
            ? await mixedGroupValues(subject, elementId, mixedIids, from, statistic)
            : statistic === 'mean'
              ? await deps.series.averagesOfMetrics(
                  subject.institutionType,
                  ids,
                  group.members,
                  subject.iid,
                  from,
                )
              : await groupFigureValues(subject, ids, group.members, from, statistic),
        });
      }
      return presentElementRows(element, metrics, dates, lines);
    },

    /**
     * The subject's values of an element's bar rows at a date: `count` largest (or smallest),
     * rest as Other. Line rows (a total drawn over the stack) are no part of the whole.
     */
    async elementSlices(
      subject: Subject,
      elementId: string,
      date: string | undefined,
      sort: 'asc' | 'desc',
      count: number,
    ) {
      const { element, metrics, inputs } = elementOf(subject, elementId);
      const reportDate = date ?? (await subjects.reportDates(subject)).at(-1) ?? null;
      const found = reportDate
        ? (await values.valuesAt(subject.institutionType, reportDate, [subject.iid], inputs)).get(
            subject.iid,
          )
        : undefined;
      type Slice = { metricId: string | null; title: string; value: number };
      const present = element.rows
        .flatMap((row, i) => (row.compType === 'line' ? [] : [{ row, metric: metrics[i] }]))
        .map(({ row, metric }) => ({
          metricId: row.metricId,
          title: row.remainder?.title ?? metric?.metricTitle ?? row.metricId,
          value: rowValue(row, (metricId) => found?.[metricId] ?? null),
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
  };
}

export type ElementService = ReturnType<typeof elementService>;
