import { registerComponents } from '../../product/renderer/component-registry';
import { CorrelationExplorer } from './correlations/correlation-explorer';
import { CorrelationHeatmaps } from './correlations/correlation-heatmaps';
import { DistributionExplorer } from './distribution/distribution-explorer';
import { TrendExplorer } from './trends/trend-explorer';

/** The trends and correlations rooms' components (docs/architecture.md, "Product pages"). */
export function registerTrendsCorrelationsComponents(): void {
  registerComponents({
    TrendExplorer,
    DistributionExplorer,
    CorrelationExplorer,
    CorrelationHeatmaps,
  });
}
