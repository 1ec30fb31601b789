import type { MetricDefinition } from './metric-definition';
import { scoreMetrics } from './score-metrics';
import { bankBalanceSheetMetrics } from './bank-balance-sheet-metrics';
import { bankCapitalMetrics } from './bank-capital-metrics';
import { bankConcentrationMetrics } from './bank-concentration-metrics';
import { bankCostMetrics } from './bank-cost-metrics';
import { bankCreditQualityMetrics } from './bank-credit-quality-metrics';
import { bankEarningsMetrics } from './bank-earnings-metrics';
import { bankGrowthMetrics } from './bank-growth-metrics';
import { bankLiquidityMetrics } from './bank-liquidity-metrics';
import { bankReserveMetrics } from './bank-reserve-metrics';
import { bankServiceMetrics } from './bank-service-metrics';

/** The bank metric catalogue, in category order. Bank total assets is LBPR2170 (spec 1 KPI default). */
const formulaMetrics: readonly MetricDefinition[] = [
  ...bankBalanceSheetMetrics,
  ...bankCostMetrics,
  ...bankEarningsMetrics,
  ...bankLiquidityMetrics,
  ...bankCapitalMetrics,
  ...bankCreditQualityMetrics,
  ...bankReserveMetrics,
  ...bankGrowthMetrics,
  ...bankConcentrationMetrics,
  ...bankServiceMetrics,
];

const titles = new Map(formulaMetrics.map((m) => [m.metricId, m.metricTitle]));

export const bankMetrics: readonly MetricDefinition[] = [
  ...formulaMetrics,
  ...scoreMetrics('bank', (id) => titles.get(id) ?? id),
];
