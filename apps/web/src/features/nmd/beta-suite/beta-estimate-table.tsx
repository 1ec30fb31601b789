import type { betaEstimate } from '@app/core/api/beta-suite';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { DataTableColumn } from '../../../ui/data-table/data-table';
import {
  INSUFFICIENT_DATA,
  formatBeta,
  formatInterval,
  formatRSquared,
  formatT,
} from './beta-format';
import { BetaTable } from './beta-table';
import { ValueOr } from './missing-value';

export type BetaEstimate = z.infer<typeof betaEstimate>;

export type EstimateRow = { label: string; estimate: BetaEstimate | null };

function statistic(
  key: string,
  header: string,
  show: (estimate: BetaEstimate) => ReactNode,
): DataTableColumn<EstimateRow> {
  return { key, header, cell: ({ estimate }) => estimate && show(estimate) };
}

const STATISTICS = [
  statistic('standardError', 'Std. error', (estimate) => formatBeta(estimate.standardError)),
  statistic('interval', '95% CI', (estimate) => formatInterval(estimate.confidenceInterval)),
  statistic('t', 't', (estimate) => (
    <ValueOr value={estimate.tStatistic} format={formatT} reason="no residual variation" />
  )),
  statistic('n', 'n', (estimate) => estimate.n),
  statistic('rSquared', 'R²', (estimate) => formatRSquared(estimate.rSquared)),
];

const COLUMNS: readonly DataTableColumn<EstimateRow>[] = [
  { key: 'label', header: 'Beta' },
  {
    key: 'beta',
    header: 'Estimate',
    cell: ({ estimate }) => (estimate ? formatBeta(estimate.beta) : INSUFFICIENT_DATA),
    // Without an estimate, one cell says so across the row's figures.
    cellProps: ({ estimate }) => (estimate ? {} : { colSpan: 1 + STATISTICS.length }),
  },
  ...STATISTICS,
];

/** Betas with their standard error, 95% interval, t, quarters and R², one row each. */
export function BetaEstimateTable({ caption, rows }: { caption: string; rows: EstimateRow[] }) {
  return (
    <BetaTable name={caption} caption={caption} columns={COLUMNS} rows={rows} minWidth={560} />
  );
}
