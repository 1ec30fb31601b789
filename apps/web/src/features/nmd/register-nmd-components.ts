import { registerComponents } from '../../product/renderer/component-registry';
import { DecayExplorer } from './decay/decay-explorer';
import { RegressionHeatTable } from './heat-table/regression-heat-table';
import { RegressionExplorer } from './regression/regression-explorer';

/**
 * The Non-Maturity Deposits product's components (docs/architecture.md, "Product pages";
 * packages/core/src/products/non-maturity-deposits-1.json): the decay screen, the regression screens and the heat table.
 */
export function registerNmdComponents(): void {
  registerComponents({ DecayExplorer, RegressionExplorer, RegressionHeatTable });
}
