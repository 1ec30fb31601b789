import { registerComponents } from '../../product/renderer/component-registry';
import { BetaAsymmetric } from './beta-suite/beta-asymmetric';
import { BetaBackTest } from './beta-suite/beta-back-test';
import { BetaCycle } from './beta-suite/beta-cycle';
import { BetaLagSearch } from './beta-suite/beta-lag-search';
import { BetaPeerRank } from './beta-suite/beta-peer-rank';
import { BetaRegulatory } from './beta-suite/beta-regulatory';
import { BetaRolling } from './beta-suite/beta-rolling';
import { BetaScenarios } from './beta-suite/beta-scenarios';
import { DecayExplorer } from './decay/decay-explorer';
import { OwnDataManager } from './own-data/own-data-manager';
import { RegressionHeatTable } from './heat-table/regression-heat-table';
import { RegressionExplorer } from './regression/regression-explorer';

/**
 * The Non-Maturity Deposits product's components (docs/architecture.md, "Product pages";
 * packages/core/src/products/non-maturity-deposits-1.json): the decay screen, the regression
 * screens, the heat table and the pages of the Beta Suite room (issue 16).
 */
export function registerNmdComponents(): void {
  registerComponents({
    DecayExplorer,
    RegressionExplorer,
    RegressionHeatTable,
    BetaCycle,
    BetaAsymmetric,
    BetaRolling,
    BetaLagSearch,
    BetaPeerRank,
    BetaRegulatory,
    BetaBackTest,
    BetaScenarios,
    OwnDataManager,
  });
}
