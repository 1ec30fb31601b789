import { useEffect, useRef } from 'react';
import type { ChartOption } from './chart-option';
import { initEChart } from './echarts-core';
import type { ChartRenderer, EChartsType } from './echarts-core';

type EChartProps = {
  /** From a build…Options function; a new object redraws the chart. */
  option: ChartOption;
  /** Pixels, from CHART_HEIGHTS (spec 2 section 9). The width follows the container. */
  height: number;
  /** Names the picture for screen readers; the numbers are in ChartFrame's data table. */
  label: string;
  /** 'svg' for crisp print pages; canvas otherwise (faster with many points). */
  renderer?: ChartRenderer;
};

/**
 * Renders an ECharts option into a box of the given height: created when the box first has a
 * size (not before: ECharts cannot lay out in a 0-wide box, which is also what jsdom reports,
 * so tests render the box and no chart), resized with the box, given each new option in full
 * (notMerge, so a series that went away goes away), disposed on unmount.
 */
export function EChart({ option, height, label, renderer = 'canvas' }: EChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);
  const optionRef = useRef(option);

  useEffect(() => {
    optionRef.current = option;
    chartRef.current?.setOption(option, { notMerge: true });
  }, [option]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const draw = () => {
      if (box.clientWidth === 0 || box.clientHeight === 0) return;
      if (chartRef.current) {
        chartRef.current.resize();
        return;
      }
      const chart = initEChart(box, renderer);
      chart.setOption(optionRef.current, { notMerge: true });
      chartRef.current = chart;
    };
    draw();
    const observer = new ResizeObserver(draw);
    observer.observe(box);
    return () => {
      observer.disconnect();
      chartRef.current?.dispose();
      chartRef.current = null;
    };
  }, [renderer]);

  return (
    <div
      ref={boxRef}
      role="img"
      aria-label={label}
      data-chart=""
      style={{ width: '100%', height }}
    />
  );
}
