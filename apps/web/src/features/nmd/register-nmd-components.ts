import { registerComponents } from '../product/renderer/component-registry';
import { DecayExplorer } from './decay/decay-explorer';
import { RegressionExplorer } from './regression/regression-explorer';

/**
 * The Non-Maturity Deposits product's components (docs/architecture.md, "Product pages";
 * packages/core/src/products/non-maturity-deposits-1.json): the decay screen and the regression screens.
 */
export function registerNmdComponents(): void {
  registerComponents({ DecayExplorer, RegressionExplorer });
}
