import type { DisplayType } from '@app/core/domain/display-type';
import { formatTooltipValue } from '@app/core/format/format-tooltip-value';
import type { ExportTable } from '../export/export-table';
import type { ChartOption } from './chart-option';
import { ELEMENT_PALETTE, OTHER_COLOR, paletteColor } from './chart-palette';
import { escapeHtml, itemTooltipFormatter } from './chart-tooltip';
import { legendLayout } from './legend-layout';

/** spec 2 sections 2.10 and 9: the pie shows the top 5 elements, the rest combined as Other. */
export const PIE_DEFAULT_SLICES = 5;
export const OTHER_SLICE_TITLE = 'Other';
/** The labels' distance from the box's left and right sides, in pixels. */
const PIE_LABEL_EDGE = 8;
/** Pixels per label line (12 px text): what ECharts keeps between two labels' centres. */
export const PIE_LABEL_LINE_HEIGHT = 16;

export interface PieSlice {
  title: string;
  value: number | null;
  /** The part's colour on the page (elementColorMap); else by its place in the pie. */
  color?: string;
}

export interface PieData {
  slices: readonly PieSlice[];
  displayType: DisplayType;
}

/**
 * The slices a pie shows: positive values only (a pie cannot draw a share of a negative or a
 * missing amount), largest first, the first `max` kept and the rest summed into one 'Other'
 * slice. Ties keep input order. An 'Other' slice already in the input is folded into the rest.
 */
export function topSlices(
  slices: readonly PieSlice[],
  max: number = PIE_DEFAULT_SLICES,
): PieSlice[] {
  const positive = slices
    .map((slice, index) => ({ slice, index }))
    .filter(
      ({ slice }) =>
        typeof slice.value === 'number' && Number.isFinite(slice.value) && slice.value > 0,
    );
  const named = positive.filter(({ slice }) => slice.title !== OTHER_SLICE_TITLE);
  const given = positive.filter(({ slice }) => slice.title === OTHER_SLICE_TITLE);
  named.sort((a, b) => (b.slice.value ?? 0) - (a.slice.value ?? 0) || a.index - b.index);
  const kept = named.slice(0, Math.max(0, max)).map(({ slice }) => slice);
  const rest = [...named.slice(Math.max(0, max)), ...given];
  if (rest.length === 0) return kept;
  const other = rest.reduce((sum, { slice }) => sum + (slice.value ?? 0), 0);
  return [...kept, { title: OTHER_SLICE_TITLE, value: other }];
}

/** A pie of an element's parts (spec 2 section 2.10), labelled with each share. */
export function buildPieOptions(data: PieData, max: number = PIE_DEFAULT_SLICES): ChartOption {
  const slices = topSlices(data.slices, max);
  const { legend } = legendLayout(0);
  return {
    animation: false,
    legend,
    tooltip: {
      trigger: 'item',
      formatter: itemTooltipFormatter((params) => {
        const value = typeof params.value === 'number' ? params.value : null;
        const share = typeof params.percent === 'number' ? ` (${params.percent.toFixed(2)}%)` : '';
        return `${escapeHtml(params.name ?? '')}: <b>${escapeHtml(formatTooltipValue(value, data.displayType))}</b>${share}`;
      }),
    },
    series: [
      {
        type: 'pie',
        // 60%: a phone's 300 px box keeps room beside the pie for a share ('27.39%') in full.
        radius: ['0%', '60%'],
        center: ['50%', '45%'],
        // Largest first from 3 o'clock, so the smallest slices end beside it, half-way down
        // the side, where their labels have room above and below (at 12 o'clock, the default,
        // they crowd at the top). Shares sit outside at the box's sides on leader lines: ECharts
        // spaces neighbouring labels apart, and none runs past the box on a phone.
        startAngle: 0,
        // The line height makes each label's box as tall as its text: without it the browser's
        // measure gives a shorter box and ECharts leaves neighbouring labels overlapping.
        label: {
          formatter: '{d}%',
          alignTo: 'edge',
          edgeDistance: PIE_LABEL_EDGE,
          lineHeight: PIE_LABEL_LINE_HEIGHT,
        },
        labelLine: { length: 6, length2: 0 },
        data: slices.map((slice, i) => ({
          name: slice.title,
          value: slice.value ?? 0,
          itemStyle: {
            color:
              slice.title === OTHER_SLICE_TITLE
                ? OTHER_COLOR
                : (slice.color ?? paletteColor(ELEMENT_PALETTE, i)),
          },
        })),
      },
    ],
  };
}

/** The pie's text alternative and export: each slice shown, with its value. */
export function pieTable(data: PieData, max: number = PIE_DEFAULT_SLICES): ExportTable {
  return {
    columns: [
      { key: 'title', header: 'Element' },
      { key: 'value', header: 'Value', displayType: data.displayType },
    ],
    rows: topSlices(data.slices, max).map((slice) => ({ title: slice.title, value: slice.value })),
  };
}
