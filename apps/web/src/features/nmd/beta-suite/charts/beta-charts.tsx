import type {
  CycleBetaResult,
  LagSearchResult,
  RollingBetaResult,
  ScenarioResult,
} from '@app/core/api/beta-suite';
import { ChartFrame } from '../../../../ui/charts/chart-frame';
import type { ChartOption } from '../../../../ui/charts/chart-option';
import { EChart } from '../../../../ui/charts/e-chart';
import type { ExportTable } from '../../../../ui/export/export-table';
import { usePageContext } from '../../../../product/renderer/page-context';
import {
  betaHistogramOption,
  cycleBetaPathOption,
  lagRSquaredOption,
  rollingBetaOption,
  scenarioPathOption,
} from './beta-chart-options';
import {
  betaHistogramTable,
  cycleBetaPathTable,
  lagRSquaredTable,
  rollingBetaTable,
  scenarioPathTable,
  type HistogramBin,
} from './beta-chart-tables';

const HEIGHT = 300;

/**
 * A Beta Suite chart in the frame of every chart: its numbers (`table`) are its text
 * alternative, its 'Show data table' and its Export, as in the other rooms.
 */
function BetaChart({
  title,
  label,
  option,
  table,
  hasData,
}: {
  title: string;
  label: string;
  option: ChartOption;
  table: ExportTable;
  hasData: boolean;
}) {
  const { print } = usePageContext();
  return (
    <ChartFrame title={title} height={HEIGHT} isLoading={false} hasData={hasData} table={table}>
      <EChart option={option} height={HEIGHT} label={label} renderer={print ? 'svg' : 'canvas'} />
    </ChartFrame>
  );
}

export function CycleBetaChart({
  data,
  callReport = null,
}: {
  data: CycleBetaResult;
  /** With own data chosen: the call report's path, drawn beside it (issue 29). */
  callReport?: CycleBetaResult | null;
}) {
  return (
    <BetaChart
      title="Cycle beta path"
      label="Line chart of the cumulative cycle beta at each quarter of the window"
      option={cycleBetaPathOption(data, callReport)}
      table={cycleBetaPathTable(data)}
      hasData={data.path.some((p) => p.cumulativeBeta !== null)}
    />
  );
}

export function RollingBetaChart({ data }: { data: RollingBetaResult }) {
  return (
    <BetaChart
      title="Rolling betas"
      label="Line chart of the rolling betas with their 95% bands"
      option={rollingBetaOption(data)}
      table={rollingBetaTable(data)}
      hasData={data.rollingBetas.some((w) => w.points.some((p) => p.estimate !== null))}
    />
  );
}

export function LagRSquaredChart({ data }: { data: LagSearchResult }) {
  return (
    <BetaChart
      title="R² by lag"
      label="Bar chart of the R² of the regression at each lag, the best lag highlighted"
      option={lagRSquaredOption(data)}
      table={lagRSquaredTable(data)}
      hasData={data.rows.some((r) => r.rSquared !== null)}
    />
  );
}

export function BetaHistogram({ title, bins }: { title: string; bins: readonly HistogramBin[] }) {
  return (
    <BetaChart
      title={title}
      label={`${title}: histogram of institutions by beta, your institution's bin highlighted`}
      option={betaHistogramOption(bins)}
      table={betaHistogramTable(bins)}
      hasData={bins.length > 0}
    />
  );
}

export function ScenarioChart({ data }: { data: ScenarioResult }) {
  return (
    <BetaChart
      title="Projected deposit cost"
      label="Line chart of the projected deposit cost under each rate scenario"
      option={scenarioPathOption(data)}
      table={scenarioPathTable(data)}
      hasData={data.scenarios.some((s) => s.projection.length > 0)}
    />
  );
}
