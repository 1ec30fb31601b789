import type { Distribution } from '@app/core/api/distribution';
import type { DisplayType } from '@app/core/domain/display-type';
import { formatAxisValue } from '@app/core/format/format-axis-value';
import { formatMetricValue } from '@app/core/format/format-metric-value';
import type { ChartOption } from '../../../ui/charts/chart-option';
import { INSTITUTION_COLOR, OTHER_COLOR, PEER_COLOR } from '../../../ui/charts/chart-palette';
import type { ExportTable } from '../../../ui/export/export-table';

/** A quartile label's line height above the plot, and its reach either side along the axis. */
const LABEL_STEP = 14;
/** How close two quartile lines may be, as a share of the axis span, before their labels meet. */
const LABEL_REACH = 0.12;

/**
 * The level (0 lowest) of each quartile label above the plot, in the order given (ascending
 * values): a label goes up one level while it would meet a label already placed at that level,
 * so three close lines (a skewed metric: total assets, the box squeezed by one large member)
 * read as a short stair instead of one smudge of text.
 */
export function labelLevels(positions: readonly number[], span: number): number[] {
  const placed: { at: number; level: number }[] = [];
  return positions.map((at) => {
    let level = 0;
    while (
      placed.some((p) => p.level === level && span > 0 && Math.abs(p.at - at) < span * LABEL_REACH)
    )
      level += 1;
    placed.push({ at, level });
    return level;
  });
}

/**
 * The Distribution page's chart (issue 28): every member of the group as a dot along the value
 * axis (spread over the row's height in a fixed pattern, so the same data draws the same), the
 * quartiles and the median as lines, the members beyond the box's fences in the peer colour
 * and named on hover, and the institution as its own larger dot.
 */
export function buildDistributionOptions(
  found: Distribution,
  displayType: DisplayType,
): ChartOption {
  const outlierValues = new Set(found.outliers.map((o) => o.value));
  const spread = (k: number) => ((k * 37) % 100) / 100 - 0.5;
  const inside = found.values.filter((v) => !outlierValues.has(v));
  const own = found.subject.value;
  const format = (value: number) => formatMetricValue(value, displayType);
  const box = found.box;
  const every = [...found.values, ...(own === null ? [] : [own])];
  const span = every.length > 0 ? Math.max(...every) - Math.min(...every) : 0;
  const quartiles = box
    ? [
        { name: '25th', xAxis: box.p25 },
        { name: 'Median', xAxis: box.p50 },
        { name: '75th', xAxis: box.p75 },
      ]
    : [];
  const levels = labelLevels(
    quartiles.map((q) => q.xAxis),
    span,
  );
  const top = 40 + LABEL_STEP * Math.max(0, ...levels);
  return {
    animation: false,
    grid: { left: 24, right: 24, top, bottom: 48, containLabel: true },
    legend: { top: 0, data: ['Members', 'Outliers', found.subject.label] },
    tooltip: {
      trigger: 'item',
      formatter: (params: unknown) => {
        const { seriesName, name, value } = params as {
          seriesName: string;
          name: string;
          value: [number, number];
        };
        const who = name || seriesName;
        return `${who}: ${format(value[0])}`;
      },
    },
    xAxis: {
      type: 'value',
      scale: true,
      axisLabel: {
        formatter: (value: number) => formatAxisValue(value, displayType),
        // At phone width the dollar ticks of a wide axis ran into each other.
        hideOverlap: true,
      },
    },
    yAxis: { type: 'value', min: -1, max: 1, show: false },
    series: [
      {
        type: 'scatter',
        name: 'Members',
        symbolSize: 7,
        color: OTHER_COLOR,
        data: inside.map((v, k) => ({ name: '', value: [v, spread(k)] })),
        markLine: box
          ? {
              symbol: 'none',
              silent: true,
              lineStyle: { color: PEER_COLOR, type: 'dashed' },
              label: { formatter: '{b}', position: 'end' },
              data: quartiles.map((q, k) => ({
                ...q,
                label: { distance: 5 + LABEL_STEP * (levels[k] ?? 0) },
              })),
            }
          : undefined,
      },
      {
        type: 'scatter',
        name: 'Outliers',
        symbolSize: 9,
        color: PEER_COLOR,
        data: found.outliers.map((o, k) => ({ name: o.label, value: [o.value, spread(k + 11)] })),
      },
      {
        type: 'scatter',
        name: found.subject.label,
        symbol: 'diamond',
        symbolSize: 16,
        color: INSTITUTION_COLOR,
        z: 3,
        data: own === null ? [] : [{ name: found.subject.label, value: [own, 0] }],
      },
    ],
  };
}

/** The chart's text alternative and export: the institution, then every member, outliers named. */
export function distributionTable(found: Distribution, displayType: DisplayType): ExportTable {
  const named = new Map(found.outliers.map((o) => [o.value, o.label]));
  return {
    columns: [
      { key: 'who', header: 'Institution' },
      { key: 'value', header: 'Value', displayType },
      { key: 'note', header: 'Note' },
    ],
    rows: [
      { who: found.subject.label, value: found.subject.value, note: 'This institution' },
      ...found.values.map((value) => ({
        who: named.get(value) ?? 'Member',
        value,
        note: named.has(value) ? 'Outlier' : null,
      })),
    ],
  };
}
