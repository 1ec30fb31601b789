import { createContext } from 'react';
import type { ChartOption } from './chart-option';

/**
 * True inside the print page (spec 2 section 2.13): every EChart below it is drawn for paper
 * (printChartOption) and redrawn when the browser lays the page out for printing.
 */
export const ChartPrintContext = createContext(false);

// ECharts' legend defaults (legend.itemWidth, itemGap, the 5 px between symbol and text, the
// 12 px sans-serif text): what one wrapped line of a plain legend measures.
const LEGEND_SYMBOL_WIDTH = 25 + 5;
const LEGEND_ITEM_GAP = 10;
const LEGEND_LINE_HEIGHT = 14 + LEGEND_ITEM_GAP;
const LEGEND_PADDING = 5;
const LEGEND_FONT = '12px sans-serif';

/** Text width in pixels; measured on a canvas where there is one, estimated otherwise. */
export type MeasureText = (text: string) => number;

let measureCanvas: CanvasRenderingContext2D | null | undefined;

/** The browser's width of a legend label (a rough 6.5 px a character where canvas is absent). */
export const measureLegendText: MeasureText = (text) => {
  if (measureCanvas === undefined) {
    try {
      measureCanvas = document.createElement('canvas').getContext('2d');
    } catch {
      measureCanvas = null;
    }
  }
  if (!measureCanvas) return text.length * 6.5;
  measureCanvas.font = LEGEND_FONT;
  return measureCanvas.measureText(text).width;
};

type Legend = Record<string, unknown>;
type Series = Record<string, unknown>;

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const entryName = (entry: unknown): string | null => {
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object' && 'name' in entry) {
    const { name } = entry as { name: unknown };
    return typeof name === 'string' || typeof name === 'number' ? String(name) : null;
  }
  return null;
};

/** The names a legend lists: its own data, else the series names (a pie's: its slices). */
function legendNames(legend: Legend, series: Series[]): string[] {
  if (Array.isArray(legend.data)) {
    return legend.data.map(entryName).filter((name): name is string => name !== null);
  }
  return series.flatMap((one) =>
    one.type === 'pie'
      ? asArray(one.data as unknown[]).flatMap((slice) => entryName(slice) ?? [])
      : (entryName(one) ?? []),
  );
}

/** How many lines a plain horizontal legend wraps to in `width` pixels. */
export function legendLineCount(names: string[], width: number, measure: MeasureText): number {
  const available = Math.max(1, width - 2 * LEGEND_PADDING);
  let lines = names.length > 0 ? 1 : 0;
  let used = 0;
  for (const name of names) {
    const item = LEGEND_SYMBOL_WIDTH + measure(name);
    const needed = used === 0 ? item : used + LEGEND_ITEM_GAP + item;
    if (used > 0 && needed > available) {
      lines += 1;
      used = item;
    } else {
      used = needed;
    }
  }
  return lines;
}

const percentOf = (value: unknown, whole: number): unknown =>
  typeof value === 'string' && value.endsWith('%') ? (parseFloat(value) / 100) * whole : value;

/**
 * A chart option for paper (spec 2 section 2.13, issue 15): no animation, and every legend
 * plain (never the scrolling legend's "◂ 1/3 ▸" pager, which prints one page of names). A plain
 * legend wraps; the lines beyond the first are added to the chart's height and given to the
 * legend, so the plot keeps its size: grids move away from the legend, and a pie's centre and
 * radius, given in percent of the box, are fixed in pixels of the screen height.
 */
export function printChartOption(
  option: ChartOption,
  width: number,
  height: number,
  measure: MeasureText = measureLegendText,
): { option: ChartOption; height: number } {
  const series = asArray(option.series as Series | Series[] | undefined);
  const legends = asArray(option.legend as Legend | Legend[] | undefined);
  let extraTop = 0;
  let extraBottom = 0;
  const printedLegends = legends.map((legend) => {
    const plain = { ...legend, type: 'plain' };
    if (legend.show === false || legend.orient === 'vertical') return plain;
    const lines = legendLineCount(legendNames(legend, series), width, measure);
    const extra = Math.max(0, lines - 1) * LEGEND_LINE_HEIGHT;
    if (legend.top !== undefined && legend.bottom === undefined) extraTop += extra;
    else extraBottom += extra;
    return plain;
  });
  const extra = extraTop + extraBottom;

  const grids = asArray(option.grid as Record<string, unknown> | Record<string, unknown>[]).map(
    (grid) => ({
      ...grid,
      top: typeof grid.top === 'number' ? grid.top + extraTop : grid.top,
      bottom: typeof grid.bottom === 'number' ? grid.bottom + extraBottom : grid.bottom,
    }),
  );
  const printedSeries = series.map((one) => {
    if (one.type !== 'pie' || extra === 0) return one;
    const center = Array.isArray(one.center) ? one.center : ['50%', '50%'];
    const radiusBase = Math.min(width, height) / 2;
    const radius = Array.isArray(one.radius)
      ? one.radius.map((r: unknown) => percentOf(r, radiusBase))
      : percentOf(one.radius ?? '75%', radiusBase);
    return {
      ...one,
      center: [center[0], (percentOf(center[1], height) as number) + extraTop],
      radius,
    };
  });

  const printed: Record<string, unknown> = { ...option, animation: false };
  if (option.legend !== undefined) {
    printed.legend = Array.isArray(option.legend) ? printedLegends : printedLegends[0];
  }
  if (option.grid !== undefined) printed.grid = Array.isArray(option.grid) ? grids : grids[0];
  if (option.series !== undefined) {
    printed.series = Array.isArray(option.series) ? printedSeries : printedSeries[0];
  }
  return { option: printed as ChartOption, height: height + extra };
}
