import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ExportTable } from '../export/export-table';
import { StatisticFigures, type StatisticFigure } from '../figures/statistic-figures';
import { ChartFrame } from './chart-frame';
import type { ChartOption } from './chart-option';
import { EChart } from './e-chart';
import { LockedExplorer } from './locked-explorer';
import { retryFailed } from './retry-failed';

type ExplorerQuery = { isPending: boolean; isError: boolean; refetch: () => Promise<unknown> };

/** The still shapes of the two pickers while locked. */
const LOCKED_PICKER_WIDTHS = [320, 220];
const METRIC_PICKER_WIDTH = 440;

export type MetricRateExplorerProps = {
  /** 'Correlation', 'Regression': the locked group's name. */
  name: string;
  /** The product component's name (data-component). */
  component: string;
  /** More data attributes of the explorer (the regression's type). */
  attributes?: Readonly<Record<`data-${string}`, string>>;
  paywalled: boolean;
  print: boolean;
  metricPicker: ReactNode;
  ratePicker: ReactNode;
  ratePickerWidth: number;
  /** Beta and R squared with what each means here. */
  figures: readonly StatisticFigure[];
  figuresLoading: boolean;
  /** The calls the chart reads: it waits for them, and a retry refetches those that failed. */
  queries: {
    metrics: ExplorerQuery;
    rates: ExplorerQuery;
    series: ExplorerQuery;
    rateValues: ExplorerQuery;
  };
  /** The series and the rate's values are asked for only once a metric and a rate are chosen. */
  metricChosen: boolean;
  rateChosen: boolean;
  chart: {
    title: string;
    height: number;
    option: ChartOption | null;
    /** The chart's accessible name. */
    label: string;
    table: ExportTable | null;
    hasData: boolean;
  };
  /** Under the chart (the rate's citation). */
  children?: ReactNode;
};

/**
 * The skeleton of the explorers that set a metric against a rate (the correlation screen and
 * the regression screens, spec 2 sections 2.7 and 2.8): a metric and a rate picker, Beta and R
 * squared, the chart in its frame; or, paywalled, the locked shapes of them all.
 */
export function MetricRateExplorer({
  name,
  component,
  attributes,
  paywalled,
  print,
  metricPicker,
  ratePicker,
  ratePickerWidth,
  figures,
  figuresLoading,
  queries,
  metricChosen,
  rateChosen,
  chart,
  children,
}: MetricRateExplorerProps) {
  if (paywalled) {
    return (
      <LockedExplorer
        name={name}
        component={component}
        pickerWidths={LOCKED_PICKER_WIDTHS}
        chartHeight={chart.height}
      />
    );
  }
  const { metrics, rates, series, rateValues } = queries;
  return (
    <Stack gap="sm" data-component={component} {...attributes}>
      <Group align="flex-end" gap="md" wrap="wrap">
        <div style={{ width: METRIC_PICKER_WIDTH, maxWidth: '100%' }}>{metricPicker}</div>
        <div style={{ width: ratePickerWidth, maxWidth: '100%' }}>{ratePicker}</div>
      </Group>
      <StatisticFigures isLoading={figuresLoading} figures={figures} />
      <ChartFrame
        title={chart.title}
        height={chart.height}
        isLoading={
          metrics.isPending ||
          rates.isPending ||
          (metricChosen && series.isPending) ||
          (rateChosen && rateValues.isPending)
        }
        isError={metrics.isError || rates.isError || series.isError || rateValues.isError}
        onRetry={retryFailed([metrics, rates, series, rateValues])}
        hasData={chart.hasData}
        table={chart.table}
      >
        {chart.option && (
          <EChart
            option={chart.option}
            height={chart.height}
            label={chart.label}
            renderer={print ? 'svg' : 'canvas'}
          />
        )}
      </ChartFrame>
      {children}
    </Stack>
  );
}
