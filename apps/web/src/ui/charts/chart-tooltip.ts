import type { DisplayType } from '@app/core/format/display-type';
import { formatTooltipValue } from '@app/core/format/format-tooltip-value';

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
 * An axis tooltip: the date (or category) then one line per series, each value formatted by
 * its display type, '--' for a null (spec 2 section 8). `displayTypeOf` gives a series its type
 * (a rate on a percent axis beside a dollar metric).
 */
export function axisTooltipFormatter(
  displayTypeOf: (seriesName: string) => DisplayType,
): (params: TooltipParam | TooltipParam[]) => string {
  return (params) => {
    const list = asList(params);
    const heading = escapeHtml(list[0]?.axisValueLabel ?? list[0]?.name ?? '');
    const lines = list.map((p) => {
      const name = p.seriesName ?? '';
      const marker = typeof p.marker === 'string' ? p.marker : '';
      const value = formatTooltipValue(pointValue(p.value), displayTypeOf(name));
      return `${marker}${escapeHtml(name)}: <b>${escapeHtml(value)}</b>`;
    });
    return [heading, ...lines].join('<br/>');
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
