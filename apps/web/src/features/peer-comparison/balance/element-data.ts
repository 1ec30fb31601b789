import type { ChartData } from '@app/core/api/metrics';
import type { BarLineData } from '../../../ui/charts/build-bar-line-options';
import type {
  NetBarData,
  NetBarSeries,
  NetCompType,
} from '../../../ui/charts/build-net-bar-options';
import type { PieData } from '../../../ui/charts/build-pie-options';
import type { CategoryData, ChartSeries } from '../../../ui/charts/chart-series';
import { finiteOrNull } from '../../../ui/charts/chart-series';
import { toDateLabels } from '../../../ui/charts/date-labels';
import type { ExportTable } from '../../../ui/export/export-table';
import { isInWindow, type DateWindow } from '../charts/metric-line-data';
import type { ElementSlices } from '@app/core/api/metrics';
import { elementColorMap } from '../../../ui/charts/element-colors';

/** Whose figures a chart of an element shows (the definitions' `subject`). */
export type ElementSubject = 'institution' | 'peer';

/**
 * The server's element rows hold a header row ['reportDate', institution, peer?] and then one
 * row per date (spec 2 section 3, Chart data): the institution is column 1, the peer column 2
 * (absent when there is no peer).
 */
const COLUMN: Record<ElementSubject, number> = { institution: 1, peer: 2 };

export interface ElementColumn {
  dates: string[];
  values: (number | null)[];
}

/** One subject's values of one element row, by date; all null when the column is absent. */
export function elementColumn(row: ChartData, subject: ElementSubject): ElementColumn {
  const column = COLUMN[subject];
  const body = row.data.slice(1);
  return {
    dates: body.map((cells) => String(cells[0] ?? '')),
    values: body.map((cells) => finiteOrNull(cells[column])),
  };
}

/** Whether the answer has a peer column at all (no peer chosen: it has none). */
export function hasPeerColumn(rows: readonly ChartData[]): boolean {
  return rows.some((row) => (row.data[0]?.length ?? 0) > COLUMN.peer);
}

/**
 * Each part's colour on the page: by its place among the element's rows, the same in the
 * institution's and the peer's pie, the stacked bars and the concentration chart.
 */
export function elementColors(rows: readonly ChartData[]): ReadonlyMap<string, string> {
  return elementColorMap(rows.map((row) => row.rowTitle));
}

/** The element's report dates (every row carries the same dates). */
function elementDates(rows: readonly ChartData[]): string[] {
  return rows[0] ? elementColumn(rows[0], 'institution').dates : [];
}

/**
 * The stacked bar plus line chart of one subject over the date range (spec 2 section 2.10):
 * 'bar' rows stacked, 'line' rows drawn over them, each row in its own palette colour.
 */
export function toStackedBarData(
  rows: readonly ChartData[],
  subject: ElementSubject,
  window: DateWindow | null,
): BarLineData & { dates: string[] } {
  const dates = elementDates(rows);
  const kept = dates.flatMap((date, index) => (isInWindow(date, window) ? [index] : []));
  const colors = elementColors(rows);
  const toSeries = (row: ChartData): ChartSeries => {
    const { values } = elementColumn(row, subject);
    return {
      name: row.rowTitle,
      role: 'element',
      values: kept.map((i) => values[i] ?? null),
      color: colors.get(row.rowTitle),
    };
  };
  const bars = rows.filter((row) => row.compType !== 'line');
  const lines = rows.filter((row) => row.compType === 'line');
  const keptDates = kept.map((i) => dates[i] ?? '');
  return {
    dates: keptDates,
    categories: toDateLabels(keptDates),
    bars: bars.map(toSeries),
    lines: lines.map(toSeries),
    displayType: bars[0]?.displayType ?? rows[0]?.displayType ?? 'USD',
    lineDisplayType: lines[0]?.displayType,
  };
}

/**
 * The date a single-date view of a range shows: the range's end when the element has it, else
 * the latest report date before it (a range may end after the newest data).
 */
export function snapshotDate(rows: readonly ChartData[], window: DateWindow | null): string | null {
  const dates = elementDates(rows).filter((date) => window === null || date <= window.endDate);
  return dates.at(-1) ?? null;
}

/** Every row's value for one subject at one date. */
function valuesAt(rows: readonly ChartData[], subject: ElementSubject, date: string | null) {
  return rows.map((row) => {
    const column = elementColumn(row, subject);
    const index = date === null ? -1 : column.dates.indexOf(date);
    return index < 0 ? null : (column.values[index] ?? null);
  });
}

/**
 * The pie of one subject at a date, from the element rows (the peer's pie: the slices
 * endpoint answers the institution only). topSlices of the pie builder keeps the top 5. Line
 * rows (the total a stacked bar draws over its parts) are no slice of the whole.
 */
export function toElementPieData(
  allRows: readonly ChartData[],
  subject: ElementSubject,
  date: string | null,
): PieData {
  const rows = allRows.filter((row) => row.compType !== 'line');
  const values = valuesAt(rows, subject, date);
  const colors = elementColors(allRows);
  return {
    slices: rows.map((row, i) => ({
      title: row.rowTitle,
      value: values[i] ?? null,
      color: colors.get(row.rowTitle),
    })),
    displayType: rows[0]?.displayType ?? 'USD',
  };
}

/**
 * The institution's pie from GET element/slices (already top 5 plus Other), coloured as the
 * element's rows are (elementColors).
 */
export function slicesToPieData(
  answer: ElementSlices,
  colors: ReadonlyMap<string, string>,
): PieData {
  return {
    slices: answer.slices.map((slice) => ({
      title: slice.title,
      value: slice.value,
      color: colors.get(slice.title),
    })),
    displayType: answer.displayType,
  };
}

export interface SubjectLabels {
  institution: string;
  peer: string;
}

/** The subjects a side-by-side chart compares: the institution, and the peer when there is one. */
function subjectsOf(rows: readonly ChartData[]): ElementSubject[] {
  return hasPeerColumn(rows) ? ['institution', 'peer'] : ['institution'];
}

/**
 * The concentration chart (spec 2 section 2.10): one bar per subject at the date, stacked
 * from each row's share of the whole (PCT, 0 to 100).
 */
export function toConcentrationData(
  rows: readonly ChartData[],
  date: string | null,
  labels: SubjectLabels,
): CategoryData {
  const subjects = subjectsOf(rows);
  const bySubject = subjects.map((subject) => valuesAt(rows, subject, date));
  const colors = elementColors(rows);
  return {
    categories: subjects.map((subject) => labels[subject]),
    series: rows.map((row, r) => ({
      name: row.rowTitle,
      role: 'element',
      values: bySubject.map((values) => values[r] ?? null),
      color: colors.get(row.rowTitle),
    })),
    displayType: 'PCT',
  };
}

function netCompType(compType: ChartData['compType']): NetCompType {
  return compType === 'NET' || compType === 'PLUS' || compType === 'MINUS' ? compType : 'NET';
}

/**
 * The net bar chart (spec 2 sections 2.10 and 9) of the subjects at the date. Rows that are
 * not NET, PLUS or MINUS (deposit growth carries its non-maturity part as a 'line' row) are
 * drawn as bars of their own beside the net: a line across two subjects would join figures
 * that are not a sequence.
 */
export function toNetBarData(
  rows: readonly ChartData[],
  date: string | null,
  labels: SubjectLabels,
): NetBarData {
  const subjects = subjectsOf(rows);
  const bySubject = subjects.map((subject) => valuesAt(rows, subject, date));
  const series: NetBarSeries[] = rows.map((row, r) => ({
    name: row.rowTitle,
    role: 'element',
    compType: netCompType(row.compType),
    values: bySubject.map((values) => values[r] ?? null),
  }));
  return { categories: subjects.map((subject) => labels[subject]), series };
}

/** The concentration chart's text alternative and export: a row per subject, a column per row. */
export function concentrationTable(data: CategoryData): ExportTable {
  return {
    columns: [
      { key: 'subject', header: 'Institution' },
      ...data.series.map((s, i) => ({ key: `s${i}`, header: s.name, displayType: 'PCT' as const })),
    ],
    rows: data.categories.map((category, c) => {
      const row: Record<string, string | number | null> = { subject: category };
      data.series.forEach((s, i) => {
        row[`s${i}`] = finiteOrNull(s.values[c]);
      });
      return row;
    }),
  };
}
