import { registerComponents } from '../../product/renderer/component-registry';
import { ConcentrationChart } from './balance/concentration-chart';
import { ElementPieChart } from './balance/element-pie-chart';
import { ElementStackedBarChart } from './balance/element-stacked-bar-chart';
import { NetBarChart } from './balance/net-bar-chart';
import { MetricLineChart } from './charts/metric-line-chart';

/**
 * The Balance and Credit Quality rooms' components (docs/architecture.md, "Product pages"):
 * the element charts of the balance pages and the metric line chart that the credit quality
 * pages (and the balance snapshot) are made of.
 */
export function registerBalanceComponents(): void {
  registerComponents({
    ElementPieChart,
    ElementStackedBarChart,
    ConcentrationChart,
    NetBarChart,
    MetricLineChart,
  });
}
