import { BarChart, HeatmapChart, LineChart, PieChart, ScatterChart } from 'echarts/charts';
import {
  GraphicComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import { init, use as registerParts } from 'echarts/core';
import type { EChartsType } from 'echarts/core';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';

// The one place ECharts parts are registered (the full 'echarts' import costs ~620 KB; DESIGN.md,
// stack notes). Keep this list in step with ChartOption in chart-option.ts.
registerParts([
  BarChart,
  HeatmapChart,
  LineChart,
  PieChart,
  ScatterChart,
  GraphicComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
  SVGRenderer,
]);

export type ChartRenderer = 'canvas' | 'svg';
export type { EChartsType };

/** An ECharts instance on `element`, with the registered parts only. */
export function initEChart(element: HTMLElement, renderer: ChartRenderer): EChartsType {
  return init(element, undefined, { renderer });
}
