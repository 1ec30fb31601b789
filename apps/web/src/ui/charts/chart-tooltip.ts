import type { DisplayType } from '@app/core/domain/display-type';
import { formatTooltipValue } from '@app/core/format/format-tooltip-value';
import { valueNoteText } from '@app/core/format/value-note';
import type { ChartSeries } from './chart-series';

/** The part of ECharts' formatter parameters our tooltips read. */
export interface TooltipParam {
  seriesName?: string;
  name?: string;
  value?: unknown;
  marker?: unknown;
  axisValueLabel?: string;
  data?: unknown;
  dataIndex?: number;
  percent?: number;
}

/** Series names are data (institution names): escape before they enter tooltip HTML. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The number a point holds: a plain value, or the last entry of an [x, y] pair. */
export function pointValue(value: unknown): number | null {
  const raw = Array.isArray(value) ? value[value.length - 1] : value;
  return typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
}

function asList(params: TooltipParam | TooltipParam[]): TooltipParam[] {
  return Array.isArray(params) ? params : [params];
}

/**
 * The note of a series' point, found by series name and point index: for a missing value that
 * the source files do not report, the tooltip says so beside the '--'.
 */
export function notesOf(
  series: readonly ChartSeries[],
): (seriesName: string, index: number) => string | null {
  return (seriesName, index) =>
    valueNoteText(series.find((s) => s.name === seriesName)?.notes?.[index]);
}

/**
 * An axis tooltip: the date (or category) then one line per series, each value formatted by
 * its display type, '--' for a null (spec 2 section 8), followed by why where the data says
 * ("-- (Not reported in the source files)"). `displayTypeOf` gives a series its type (a rate on
 * a percent axis beside a dollar metric); `noteOf` the note of a point (see notesOf).
 */
export function axisTooltipFormatter(
  displayTypeOf: (seriesName: string) => DisplayType,
  noteOf: (seriesName: string, index: number) => string | null = () => null,
): (params: TooltipParam | TooltipParam[]) => string {
  return (params) => {
    const list = asList(params);
    const heading = escapeHtml(list[0]?.axisValueLabel ?? list[0]?.name ?? '');
    const lines = list.map((p) => {
      const name = p.seriesName ?? '';
      const marker = typeof p.marker === 'string' ? p.marker : '';
      const number = pointValue(p.value);
      const value = formatTooltipValue(number, displayTypeOf(name));
      const note = number === null && p.dataIndex !== undefined ? noteOf(name, p.dataIndex) : null;
      const why = note === null ? '' : ` (${escapeHtml(note)})`;
      return `${marker}${escapeHtml(name)}: <b>${escapeHtml(value)}</b>${why}`;
    });
    return [heading, ...lines].join('<br/>');
  };
}

/**
 * The axis tooltip option of a chart (see axisTooltipFormatter); over bars (`shadow`) a shaded
 * band marks the category pointed at.
 */
export function axisTooltip(
  displayTypeOf: (seriesName: string) => DisplayType,
  {
    shadow = false,
    noteOf,
  }: { shadow?: boolean; noteOf?: (seriesName: string, index: number) => string | null } = {},
) {
  return {
    trigger: 'axis' as const,
    ...(shadow ? { axisPointer: { type: 'shadow' as const } } : {}),
    formatter: axisTooltipFormatter(displayTypeOf, noteOf),
  };
}

/** An item tooltip (one point): ECharts may pass a list; the first entry is the point. */
export function itemTooltipFormatter(
  format: (param: TooltipParam) => string,
): (params: TooltipParam | TooltipParam[]) => string {
  return (params) => {
    const first = asList(params)[0];
    return first ? format(first) : '';
  };
}
