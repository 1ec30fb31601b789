import type { MetricDefinition } from './metric-definition';
import { scoreMetrics } from './score-metrics';
import { creditUnionBalanceSheetMetrics } from './credit-union-balance-sheet-metrics';
import { creditUnionCapitalMetrics } from './credit-union-capital-metrics';
import { creditUnionConcentrationMetrics } from './credit-union-concentration-metrics';
import { creditUnionCostMetrics } from './credit-union-cost-metrics';
import { creditUnionCreditQualityMetrics } from './credit-union-credit-quality-metrics';
import { creditUnionEarningsMetrics } from './credit-union-earnings-metrics';
import { creditUnionGrowthMetrics } from './credit-union-growth-metrics';
import { creditUnionLiquidityMetrics } from './credit-union-liquidity-metrics';
import { creditUnionMembershipMetrics } from './credit-union-membership-metrics';
import { creditUnionReserveMetrics } from './credit-union-reserve-metrics';

/** The credit-union metric catalogue, in category order. Total assets is ACCT_010 (spec 1 KPI default). */
const formulaMetrics: readonly MetricDefinition[] = [
  ...creditUnionBalanceSheetMetrics,
  ...creditUnionCostMetrics,
  ...creditUnionEarningsMetrics,
  ...creditUnionLiquidityMetrics,
  ...creditUnionCapitalMetrics,
  ...creditUnionCreditQualityMetrics,
  ...creditUnionReserveMetrics,
  ...creditUnionGrowthMetrics,
  ...creditUnionConcentrationMetrics,
  ...creditUnionMembershipMetrics,
];

const titles = new Map(formulaMetrics.map((m) => [m.metricId, m.metricTitle]));

export const creditUnionMetrics: readonly MetricDefinition[] = [
  ...formulaMetrics,
  ...scoreMetrics('credit union', (id) => titles.get(id) ?? id),
];
