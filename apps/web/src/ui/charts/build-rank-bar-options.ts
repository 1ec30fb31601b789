import type { DisplayType } from '@app/core/domain/display-type';
import { formatAxisValue } from '@app/core/format/format-axis-value';
import { formatTooltipValue } from '@app/core/format/format-tooltip-value';
import { paddedAxisRange, rankWindow, rankWindowLabel } from '@app/core/format/rank-window';
import type { ExportTable } from '../export/export-table';
import type { ChartOption } from './chart-option';
import { INSTITUTION_COLOR, PEER_COLOR } from './chart-palette';
import { escapeHtml, itemTooltipFormatter } from './chart-tooltip';

export interface RankBarEntry {
  iid: number;
  label: string;
  value: number | null;
  rank: number;
  isSubject: boolean;
}

export interface RankBarData {
  /** Institutions in rank order (best first), the whole list or the API's window of it. */
  ranks: readonly RankBarEntry[];
  /** M of 'Showing N of M institutions': institutions reporting; the list's length when not given. */
  institutionsReporting?: number;
  displayType: DisplayType;
}

/** What the rank chart shows: the window of at most 25 around the institution, and its caption. */
export function rankBarWindow(data: RankBarData): { entries: RankBarEntry[]; label: string } {
  const present = data.ranks.filter((r) => typeof r.value === 'number' && Number.isFinite(r.value));
  const position = present.findIndex((r) => r.isSubject);
  const window = rankWindow(present, position);
  const total = Math.max(data.institutionsReporting ?? 0, present.length);
  return { entries: window.items, label: rankWindowLabel(window.items.length, total) };
}

/**
 * The rank bar chart (spec 2 sections 2.5 and 9, height 180): at most 25 institutions around
 * the institution (rankWindow), one bar each in rank order, the institution's bar in colour 0
 * and the others in colour 1, the value axis over the values' range padded by 20%
 * (paddedAxisRange), and the caption 'Showing N of M institutions' as the chart title.
 * Names are in the tooltip, not on the axis: 25 names do not fit in the width.
 */
export function buildRankBarOptions(data: RankBarData): ChartOption {
  const { entries, label } = rankBarWindow(data);
  const range = paddedAxisRange(entries.map((e) => e.value));
  return {
    animation: false,
    title: { text: label, left: 0, top: 0, textStyle: { fontSize: 12, fontWeight: 'normal' } },
    grid: { top: 28, bottom: 8, left: 8, right: 8, containLabel: true },
    tooltip: {
      trigger: 'item',
      formatter: itemTooltipFormatter((params) => {
        const entry = entries[params.dataIndex ?? -1];
        if (!entry) return '';
        return `${escapeHtml(entry.label)} (rank ${entry.rank}): <b>${escapeHtml(formatTooltipValue(entry.value, data.displayType))}</b>`;
      }),
    },
    xAxis: {
      type: 'category',
      data: entries.map((e) => e.label),
      axisLabel: { show: false },
      axisTick: { show: false },
    },
    yAxis: {
      type: 'value',
      min: range?.min,
      max: range?.max,
      // The padded ends are not round numbers; their labels would crowd the round ticks.
      axisLabel: {
        showMinLabel: false,
        showMaxLabel: false,
        formatter: (value: number) => formatAxisValue(value, data.displayType),
      },
    },
    series: [
      {
        type: 'bar',
        name: 'Rank',
        data: entries.map((e) => ({
          value: e.value,
          itemStyle: {
            color: e.isSubject ? INSTITUTION_COLOR : PEER_COLOR,
            opacity: e.isSubject ? 1 : 0.55,
          },
        })),
      },
    ],
  };
}

/** The text alternative and export: the institutions shown, with rank and value. */
export function rankBarTable(data: RankBarData): ExportTable {
  return {
    columns: [
      { key: 'rank', header: 'Rank' },
      { key: 'label', header: 'Institution' },
      { key: 'value', header: 'Value', displayType: data.displayType },
    ],
    rows: rankBarWindow(data).entries.map((e) => ({
      rank: e.rank,
      label: e.label,
      value: e.value,
    })),
  };
}
