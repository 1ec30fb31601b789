import type { GridComponentOption, LegendComponentOption } from 'echarts/components';

/** spec 2 section 9: the legend moves up with more than 8 bar series. */
export const LEGEND_TOP_BAR_SERIES = 8;

/**
 * Legend and grid placement. Up to 8 bar series the legend sits under the plot; with more it
 * moves above it (spec 2 section 9), where a long legend can wrap without hiding the axis
 * labels, and the grid makes room at the top instead.
 */
export function legendLayout(
  barSeriesCount: number,
  show = true,
): { legend: LegendComponentOption; grid: GridComponentOption } {
  const top = barSeriesCount > LEGEND_TOP_BAR_SERIES;
  const legend: LegendComponentOption = top
    ? { show, type: 'plain', top: 0, left: 'center' }
    : { show, type: 'plain', bottom: 0, left: 'center' };
  const grid: GridComponentOption = top
    ? { top: show ? 56 : 16, bottom: 8, left: 8, right: 16, containLabel: true }
    : { top: 16, bottom: show ? 32 : 8, left: 8, right: 16, containLabel: true };
  return { legend, grid };
}
