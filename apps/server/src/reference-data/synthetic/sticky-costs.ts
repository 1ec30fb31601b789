import { BANK_INCOME } from './parameters';
import type { Random } from './random';

/**
 * The quarter's non-interest cost base, the same rule for banks and credit unions: set from
 * the expense ratio in the first report; then it follows assets with an elasticity below 1,
 * plus cost inflation and noise (costs are sticky), and is pulled toward the efficiency target
 * on last quarter's revenue, a target lowered by `thinCapitalCut` when capital is thin.
 */
export function updateCostBase(
  r: Random,
  state: { costBase: number; lastRevenue: number },
  input: {
    firstReport: boolean;
    expenseRatio: number;
    efficiencyTarget: number;
    assets: number;
    previousAssets: number | undefined;
    assetElasticity: number;
    inflation: number;
    thinCapitalCut: number;
  },
): void {
  const { firstReport, assets, previousAssets } = input;
  if (firstReport) state.costBase = (input.expenseRatio * assets) / 400;
  else if (previousAssets !== undefined)
    state.costBase *= Math.exp(
      input.assetElasticity * Math.log(assets / previousAssets) +
        input.inflation / 4 +
        r.normal(0, 0.015),
    );
  if (!firstReport && state.lastRevenue > 0)
    state.costBase +=
      BANK_INCOME.costDiscipline *
      ((input.efficiencyTarget - input.thinCapitalCut) * state.lastRevenue - state.costBase);
}
