import { useEffect, useRef } from 'react';
import type { ChartOption } from './chart-option';
import { initEChart } from './echarts-core';
import type { ChartRenderer, EChartsType } from './echarts-core';
import { printChartOption } from './print-chart-option';

type EChartProps = {
  /** From a build…Options function; a new object redraws the chart. */
  option: ChartOption;
  /** Pixels, from CHART_HEIGHTS (spec 2 section 9). The width follows the container. */
  height: number;
  /** Names the picture for screen readers; the numbers are in ChartFrame's data table. */
  label: string;
  /**
   * 'svg' for paper and for charts of few marks (the balance pages' slices and bars: crisp at
   * any zoom, their words text in the page); canvas for many points, where it is faster.
   */
  renderer?: ChartRenderer;
};

/**
 * Renders an ECharts option into a box of the given height: created when the box first has a
 * size (not before: ECharts cannot lay out in a 0-wide box, which is also what jsdom reports,
 * so tests render the box and no chart), resized with the box, given each new option in full
 * (notMerge, so a series that went away goes away), disposed on unmount.
 *
 * Every legend is shown in full, on screen as on paper (printChartOption): never paged, its
 * names wrapping onto further lines, the box grown by those lines so the plot keeps its size.
 * The lines depend on the width, so each resize lays the legend out again.
 *
 * Printing lays the page out at the paper's width without the resize callbacks a screen gets,
 * so the chart also resizes when the print media query starts or stops matching and on
 * beforeprint/afterprint.
 */
export function EChart({ option, height, label, renderer = 'canvas' }: EChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);
  const optionRef = useRef(option);
  const renderRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    optionRef.current = option;
    renderRef.current();
  }, [option]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const render = () => {
      const chart = chartRef.current;
      if (!chart) return;
      const fitted = printChartOption(optionRef.current, box.clientWidth, height);
      box.style.height = `${fitted.height}px`;
      chart.resize();
      chart.setOption(fitted.option, { notMerge: true });
    };
    const draw = () => {
      if (box.clientWidth === 0 || box.clientHeight === 0) return;
      if (chartRef.current) {
        chartRef.current.resize();
        render();
        return;
      }
      chartRef.current = initEChart(box, renderer);
      render();
    };
    renderRef.current = render;
    draw();
    const observer = new ResizeObserver(draw);
    observer.observe(box);
    const printMedia = typeof window.matchMedia === 'function' ? window.matchMedia('print') : null;
    printMedia?.addEventListener('change', draw);
    window.addEventListener('beforeprint', draw);
    window.addEventListener('afterprint', draw);
    return () => {
      observer.disconnect();
      printMedia?.removeEventListener('change', draw);
      window.removeEventListener('beforeprint', draw);
      window.removeEventListener('afterprint', draw);
      renderRef.current = () => undefined;
      chartRef.current?.dispose();
      chartRef.current = null;
    };
  }, [renderer, height]);

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
