import { useContext, useEffect, useRef } from 'react';
import type { ChartOption } from './chart-option';
import { initEChart } from './echarts-core';
import type { ChartRenderer, EChartsType } from './echarts-core';
import { ChartPrintContext, printChartOption } from './print-chart-option';

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
 *
 * Printing lays the page out at the paper's width without the resize callbacks a screen gets,
 * so the chart also resizes when the print media query starts or stops matching and on
 * beforeprint/afterprint. On the print page (ChartPrintContext) the option is drawn for paper:
 * full legends, with the box grown by the legend's extra lines (printChartOption).
 */
export function EChart({ option, height, label, renderer = 'canvas' }: EChartProps) {
  const print = useContext(ChartPrintContext);
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
      if (!print) {
        chart.setOption(optionRef.current, { notMerge: true });
        return;
      }
      const printed = printChartOption(optionRef.current, box.clientWidth, height);
      box.style.height = `${printed.height}px`;
      chart.resize();
      chart.setOption(printed.option, { notMerge: true });
    };
    const draw = () => {
      if (box.clientWidth === 0 || box.clientHeight === 0) return;
      if (chartRef.current) {
        chartRef.current.resize();
        if (print) render();
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
  }, [renderer, print, height]);

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
