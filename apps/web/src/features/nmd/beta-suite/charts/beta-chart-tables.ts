import type {
  CycleBetaResult,
  LagSearchResult,
  RollingBetaResult,
  ScenarioResult,
} from '@app/core/api/beta-suite';
import { formatNumber } from '@app/core/format/format-metric-value';
import type { ExportRow, ExportTable } from '../../../../ui/export/export-table';
import {
  formatBeta,
  formatPercent,
  formatPoints,
  formatRSquared,
  periodLabel,
  periodNoun,
  quarterLabel,
} from '../beta-format';

/**
 * The numbers of each Beta Suite chart: its text alternative, its 'Show data table' and its
 * Export (CSV), as every other room's charts have them. Values stay raw so a spreadsheet can
 * compute; the format only says how the on-screen table shows them, as the page's tables do.
 */

export interface HistogramBin {
  from: number;
  to: number;
  count: number;
  institution: boolean;
}

/** A bound to 2 places with a true minus sign (−0.05), no sign on a bound that rounds to 0. */
function binBound(value: number): string {
  return formatNumber(value, 2).replace('-', '\u2212');
}

/** A histogram bin as read aloud and on the axis: '−0.05 to 0.03'. */
export function betaBinLabel(bin: Pick<HistogramBin, 'from' | 'to'>): string {
  return `${binBound(bin.from)} to ${binBound(bin.to)}`;
}

export function cycleBetaPathTable(data: CycleBetaResult): ExportTable {
  return {
    columns: [
      { key: 'quarter', header: data.frequency === 'monthly' ? 'Month' : 'Quarter' },
      { key: 'costChange', header: 'Cost change (pp)', format: formatPoints },
      { key: 'rateChange', header: 'Rate change (pp)', format: formatPoints },
      { key: 'cumulativeBeta', header: 'Cumulative beta', format: formatBeta },
    ],
    rows: data.path.map((p) => ({
      quarter: periodLabel(p.reportDate, data.frequency),
      costChange: p.metricChange,
      rateChange: p.rateChange,
      cumulativeBeta: p.cumulativeBeta,
    })),
  };
}

/** One row per window length and quarter: the beta and its 95% band, as the chart draws them. */
export function rollingBetaTable(data: RollingBetaResult): ExportTable {
  return {
    columns: [
      { key: 'windowQuarters', header: `Window (${periodNoun(data.frequency, 2)})` },
      { key: 'firstQuarter', header: `First ${periodNoun(data.frequency, 1)}` },
      { key: 'lastQuarter', header: `Last ${periodNoun(data.frequency, 1)}` },
      { key: 'beta', header: 'Beta', format: formatBeta },
      { key: 'low', header: '95% low', format: formatBeta },
      { key: 'high', header: '95% high', format: formatBeta },
      { key: 'n', header: data.frequency === 'monthly' ? 'Months (n)' : 'Quarters (n)' },
    ],
    rows: data.rollingBetas.flatMap((w) =>
      w.points.map((p) => ({
        windowQuarters: w.windowQuarters,
        firstQuarter: periodLabel(p.windowStart, data.frequency),
        lastQuarter: periodLabel(p.reportDate, data.frequency),
        beta: p.estimate?.beta ?? null,
        low: p.estimate?.confidenceInterval[0] ?? null,
        high: p.estimate?.confidenceInterval[1] ?? null,
        n: p.n,
      })),
    ),
  };
}

export function lagRSquaredTable(data: LagSearchResult): ExportTable {
  return {
    columns: [
      { key: 'lagQuarters', header: `Lag (${periodNoun(data.frequency, 2)})` },
      { key: 'rSquared', header: 'R²', format: formatRSquared },
      { key: 'beta', header: 'Beta', format: formatBeta },
      { key: 'intercept', header: 'Intercept', format: formatBeta },
      { key: 'n', header: 'n' },
      { key: 'fit', header: 'Best lag' },
    ],
    rows: data.rows.map((r) => ({
      lagQuarters: r.lagQuarters,
      rSquared: r.rSquared,
      beta: r.beta,
      intercept: r.intercept,
      n: r.n,
      fit: r.best ? 'Best' : r.nearBest ? 'Near best' : 'No',
    })),
  };
}

export function betaHistogramTable(bins: readonly HistogramBin[]): ExportTable {
  return {
    columns: [
      { key: 'bin', header: 'Beta bin' },
      { key: 'from', header: 'From' },
      { key: 'to', header: 'To' },
      { key: 'count', header: 'Institutions' },
      { key: 'yours', header: 'Your institution' },
    ],
    rows: bins.map((b) => ({
      bin: betaBinLabel(b),
      from: b.from,
      to: b.to,
      count: b.count,
      yours: b.institution ? 'Yes' : 'No',
    })),
  };
}

/**
 * The projected deposit cost by quarter ahead, a column a scenario: the chart's lines, from the
 * starting quarter ('Now') on.
 */
export function scenarioPathTable(data: ScenarioResult): ExportTable {
  const shown = data.scenarios.filter((s) => s.projection.length > 0);
  const quarters = [...new Set(shown.flatMap((s) => s.projection.map((p) => p.quarter)))].sort(
    (a, b) => a - b,
  );
  const key = (i: number) => `scenario${i}`;
  const now: Record<string, ExportRow[string]> = {
    ahead: 0,
    quarter: data.startDate ? quarterLabel(data.startDate) : null,
  };
  shown.forEach((_, i) => (now[key(i)] = data.startCost));
  return {
    columns: [
      { key: 'ahead', header: 'Quarters ahead (0: now)' },
      { key: 'quarter', header: 'Quarter' },
      ...shown.map((s, i) => ({ key: key(i), header: s.label, format: formatPercent })),
    ],
    rows: [
      now,
      ...quarters.map((q) => {
        const row: Record<string, ExportRow[string]> = { ahead: q };
        shown.forEach((s, i) => {
          const point = s.projection.find((p) => p.quarter === q);
          row.quarter ??= point ? quarterLabel(point.reportDate) : null;
          row[key(i)] = point?.depositCost ?? null;
        });
        return row;
      }),
    ],
  };
}
