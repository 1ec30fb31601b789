import { z } from 'zod';
import { DISPLAY_TYPES } from '../domain/display-type';
import { idListText, quarterEndDate } from './input';
import { groupLineFigures, peerStatistic } from './peer-statistics';

/** L lower is better, N no direction, H higher is better. */
const rankSort = z.enum(['L', 'N', 'H']);

/** spec 2 section 3, Metric. */
export const metric = z
  .object({
    metricId: z.string(),
    metricTitle: z.string(),
    metricInformation: z.string(),
    categoryTitle: z.string(),
    category: z.string(),
    metricDisplayOrder: z.number().int(),
    displayType: z.enum(DISPLAY_TYPES),
    rankSort,
    description1: z.string(),
    alternateTitle: z.string().nullable(),
    /** Rates a correlation or regression of this metric may use (rateIdStatistical). */
    rates: z.array(z.string()),
    /**
     * The caller's plan does not open this metric: a picker shows it locked, as an upsell,
     * and the server refuses its values (the tier of the pages that show it).
     */
    locked: z.boolean().default(false),
    /**
     * The aggregate peer statistic (Σ numerator / Σ denominator) is offered: the metric is a
     * ratio of summable items (issue 28). Absent: not offered.
     */
    aggregate: z.boolean().optional(),
  })
  .meta({ id: 'Metric' });
export type Metric = z.infer<typeof metric>;

export const seriesKind = z.enum(['institution', 'peer', 'group']);

/**
 * Why a value is missing, where the data can say (issue 12, "missing is not zero"):
 * `not-reported`, an input is not in the agency's files (its schedule left out of the
 * download, or the cell confidential); `too-few-measures`, a performance score whose area has
 * fewer of its KPIs than a score needs (SCORE_MIN_MEASURES, issue 23). Shown as the dash with
 * VALUE_NOTE_TEXT in its tooltip.
 * A null without a note is a formula without an answer (a zero denominator, no history).
 */
export const valueNote = z.enum(['not-reported', 'too-few-measures']);
export type ValueNote = z.infer<typeof valueNote>;

/** One line of a chart: an institution, a peer institution or a group average. */
export const seriesLine = z.object({
  kind: seriesKind,
  /** The institution's iid, or the group id for a group line. */
  id: z.number().int(),
  label: z.string(),
  values: z.array(z.number().nullable()),
  /** Parallel to values, present when some value has a note (institution and peer lines). */
  notes: z.array(valueNote.nullable()).optional(),
  /** A group line: its statistic, counts, reasons and bands (peer-statistics.ts). */
  ...groupLineFigures,
});
export type SeriesLine = z.infer<typeof seriesLine>;

/**
 * spec 2 section 3, Metric series: the dates, the same data row by date (dateSeries, for
 * tables and export) and one line per institution or group (institutionSeries, for charts).
 */
export const metricSeries = z
  .object({
    metricId: z.string(),
    dates: z.array(z.string()),
    dateSeries: z.array(
      z.object({ reportDate: z.string(), values: z.array(z.number().nullable()) }),
    ),
    institutionSeries: z.array(seriesLine),
    /** The peer statistic of the group line, when there is one. */
    statistic: peerStatistic.optional(),
  })
  .meta({ id: 'MetricSeries' });
export type MetricSeries = z.infer<typeof metricSeries>;

/** Where the peer of a series comes from: /{iid|group|none}/{id}. */
export const peerKind = z.enum(['iid', 'group', 'none']);

export const iidList = idListText();

export const quarterEndParam = quarterEndDate();

/**
 * A performance score's footing (issue 23): how many of its area's KPIs the institution reports
 * at the date, of how many, and the fewest a score needs (SCORE_MIN_MEASURES).
 */
export const scoreMeasures = z.object({
  used: z.number().int(),
  of: z.number().int(),
  minimum: z.number().int(),
});
export type ScoreMeasures = z.infer<typeof scoreMeasures>;

/** What the group summary's and the institution summary's rows both say of the subject. */
const summaryRowSubject = {
  sectionTitle: z.string(),
  rowTitle: z.string(),
  rowInformation: z.string(),
  metricId: z.string(),
  displayType: z.enum(DISPLAY_TYPES),
  rankSort,
  level: z.number().int(),
  institutionValue: z.number().nullable(),
  /** Why institutionValue is null, when the data says. */
  institutionValueNote: valueNote.nullable().optional(),
  /** A score row's footing: how many of its area's KPIs the institution has. */
  institutionMeasures: scoreMeasures.nullable().optional(),
};

/** spec 2 section 3, Summary row. */
export const summaryRow = z
  .object({
    ...summaryRowSubject,
    groupValue: z.number().nullable(),
    difference: z.number().nullable(),
    institutionRank: z.number().int().nullable(),
    /** spec 2 section 9: the selected peer count plus 1, whether or not each has a value. */
    institutionsReporting: z.number().int(),
    /**
     * The institutions with a value this quarter among the institution and its selected peers:
     * the ones the rank is among (0 when nobody reports). Shown where it differs from
     * institutionsReporting ("146 selected, 114 reporting").
     */
    institutionsWithValue: z.number().int(),
    topInstitutionIid: z.number().int().nullable(),
    topInstitutionLabel: z.string().nullable(),
    topInstitutionValue: z.number().nullable(),
    /**
     * The subject's percentile within the group, 0 to 100 (100 best): the share of the peers
     * with a value strictly worse than it, as the percentile-rank chart counts. Null when the
     * subject has no value.
     */
    institutionPercentile: z.number().nullable().optional(),
    /** The peer statistic groupValue is (issue 28), and why it is missing when it is. */
    statistic: peerStatistic.optional(),
    groupValueReason: z.string().nullable().optional(),
  })
  .meta({ id: 'SummaryRow' });
export type SummaryRow = z.infer<typeof summaryRow>;

/** The institution summary: the subject's value and, per peer institution, value and difference. */
export const institutionSummaryRow = z.object({
  ...summaryRowSubject,
  peers: z.array(
    z.object({
      iid: z.number().int(),
      value: z.number().nullable(),
      note: valueNote.nullable().optional(),
      difference: z.number().nullable(),
      /** Why a peer of the other charter has no figure: the row is outside the common set. */
      reason: z.string().nullable().optional(),
    }),
  ),
});
export type InstitutionSummaryRow = z.infer<typeof institutionSummaryRow>;

export const rankEntry = z.object({
  iid: z.number().int(),
  label: z.string(),
  value: z.number(),
  rank: z.number().int(),
  isSubject: z.boolean(),
});

/** The rank chart: at most 25 institutions around the subject (spec 2 section 9). */
export const aggregateRanks = z
  .object({
    metricId: z.string(),
    reportDate: z.string(),
    institutionRank: z.number().int().nullable(),
    institutionsReporting: z.number().int(),
    label: z.string(),
    axisMin: z.number().nullable(),
    axisMax: z.number().nullable(),
    ranks: z.array(rankEntry),
  })
  .meta({ id: 'AggregateRanks' });
export type AggregateRanks = z.infer<typeof aggregateRanks>;

export const statistical = z.object({
  rateId: z.string(),
  rateIdStatistical: z.string(),
  rateName: z.string(),
  lagMonths: z.number().int(),
  beta: z.number().nullable(),
  rSquared: z.number().nullable(),
  intercept: z.number().nullable(),
  points: z.number().int(),
});
export type Statistical = z.infer<typeof statistical>;

export const kpiValue = z.object({
  metricId: z.string(),
  metricTitle: z.string(),
  displayType: z.enum(DISPLAY_TYPES),
  rankSort,
  reportDate: z.string().nullable(),
  value: z.number().nullable(),
  /** Why value is null, when the data says. */
  valueNote: valueNote.nullable().optional(),
  priorValue: z.number().nullable(),
  /** The peer's value: the average across the group's members, or the peer institution's. */
  peerValue: z.number().nullable(),
  /** Against a group: the statistic peerValue is, the members with a value, why it is missing. */
  peerStatistic: peerStatistic.optional(),
  peerCount: z.number().int().optional(),
  peerValueReason: z.string().nullable().optional(),
  /** A performance score's footing (issue 23); absent for other metrics. */
  measures: scoreMeasures.nullable().optional(),
});
export type KpiValue = z.infer<typeof kpiValue>;

export const dialogInformation = z
  .object({ id: z.string(), title: z.string(), content: z.string(), footer: z.string() })
  .meta({ id: 'DialogInformation' });
export type DialogInformation = z.infer<typeof dialogInformation>;

export const regressionMetric = z.object({
  metricId: z.string(),
  metricTitle: z.string(),
  categoryTitle: z.string(),
  displayType: z.enum(DISPLAY_TYPES),
  rates: z.array(z.object({ rateIdStatistical: z.string(), rateName: z.string() })),
});
export type RegressionMetric = z.infer<typeof regressionMetric>;

/** spec 2 section 3, Chart data: a header row of ids, then one row per date. */
export const chartData = z
  .object({
    metricId: z.string(),
    rowTitle: z.string(),
    compType: z.enum(['bar', 'line', 'NET', 'PLUS', 'MINUS']),
    displayType: z.enum(DISPLAY_TYPES),
    dataType: z.enum(['metric', 'rate']),
    data: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
  })
  .meta({ id: 'ChartData' });
export type ChartData = z.infer<typeof chartData>;

/** Largest value of an element's data: charts set their axis maximum from it (× 1.1). */
export const elementMax = z.object({ max: z.number().nullable() });

/** An element's rows at one date, sorted, the first `count` and the rest as Other (pies). */
export const elementSlices = z.object({
  reportDate: z.string().nullable(),
  displayType: z.enum(DISPLAY_TYPES),
  slices: z.array(
    z.object({ metricId: z.string().nullable(), title: z.string(), value: z.number() }),
  ),
});
export type ElementSlices = z.infer<typeof elementSlices>;
