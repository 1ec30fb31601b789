import type { DecayResult } from '@app/core/api/decay';
import { formatMetricValue, formatNumber } from '@app/core/format/format-metric-value';
import { Alert, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import {
  buildDecayRunOffOptions,
  decayRunOffTable,
} from '../../../ui/charts/build-decay-run-off-options';
import { ChartFrame } from '../../../ui/charts/chart-frame';
import { CHART_HEIGHTS } from '../../../ui/charts/chart-heights';
import { EChart } from '../../../ui/charts/e-chart';
import { InformationButton } from '../../../ui/dialogs/information-button';

export type DecayVariant = 'actual' | 'stable';

/** spec 2 section 4: the stable variant's message when no stable/non-stable split can be told. */
export const TOO_VOLATILE_TEXT =
  'Balances are too volatile to estimate the stable and non-stable split. We recommend analysing this balance at the instrument level.';

type DecayChartWidgetProps = {
  result: DecayResult | undefined;
  variant: DecayVariant;
  /** spec 2 section 2.9: 'Balance' by default. */
  title?: string;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  print: boolean;
};

/** Shown instead of the run-off when the range is too short for a stable estimate. */
export function insufficientDataText(minimumPeriods: number, monthly = false): string {
  return `The decay estimate needs at least ${periodCount(minimumPeriods, monthly)} of balances in the chosen range; choose a longer range.`;
}

/** A count of the answer's periods in words: '24 months', '8 quarters'. */
export function periodCount(periods: number, monthly: boolean): string {
  return `${periods} ${monthly ? 'months' : 'quarters'}`;
}

function years(value: number | null): string {
  return value === null ? '-' : `${formatNumber(value, 2)} years`;
}

/**
 * The decay chart widget (spec 2 section 2.9): the run-off of the balance as a straight line and
 * as a decline decay, with the key figures the server computed (decay factor, WALs) and an
 * information icon. The stable variant starts from the stable balance and shows the volatility
 * message instead when the server finds the split meaningless (DecayResult.tooVolatile).
 */
export function DecayChartWidget({
  result,
  variant,
  title = 'Balance',
  isLoading,
  isError,
  onRetry,
  print,
}: DecayChartWidgetProps) {
  const figures = result?.[variant];
  const monthly = result?.frequency === 'monthly';
  const period = monthly ? 'Month' : 'Quarter';
  const decayFactorTerm = monthly ? 'Monthly Decay Factor' : 'Quarterly Decay Factor';
  // Too few quarters: 'Insufficient Data' in place of the run-off, dashes for the key figures.
  const insufficient = result?.insufficientData === true;
  const tooVolatile = !insufficient && variant === 'stable' && result?.tooVolatile === true;
  const hasData = result?.enoughData === true && (figures?.cashFlow.length ?? 0) > 0;
  const option = useMemo(
    () => (figures && hasData ? buildDecayRunOffOptions(figures.cashFlow, period) : null),
    [figures, hasData, period],
  );
  const table = useMemo(
    () => (figures && hasData ? decayRunOffTable(figures.cashFlow, period) : null),
    [figures, hasData, period],
  );
  const label = variant === 'actual' ? 'Actual' : 'Stable';
  const frameTitle = `${title} (${label})`;

  return (
    <Paper withBorder radius="md" p="sm" data-decay-variant={variant} data-print-together="">
      <Stack gap="xs">
        <Group justify="flex-end" gap={4}>
          <InformationButton id="decay-chart" label={`${frameTitle} decay chart`} />
        </Group>
        {insufficient && result ? (
          <>
            <Alert color="gray" variant="light" title={`${frameTitle}: Insufficient Data`}>
              {insufficientDataText(result.minimumPeriods, monthly)}
            </Alert>
            <div role="group" aria-label={`${frameTitle} key figures`}>
              <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xs" component="dl" m={0}>
                <Figure term="Starting Balance">
                  {formatMetricValue(result[variant].startingBalance, 'USDMM')}
                </Figure>
                <Figure term={decayFactorTerm}>-</Figure>
                <Figure term="Straight Line WAL">-</Figure>
                <Figure term="% Decline WAL">-</Figure>
              </SimpleGrid>
            </div>
          </>
        ) : tooVolatile ? (
          <Alert color="yellow" variant="light" title={frameTitle}>
            {TOO_VOLATILE_TEXT}
          </Alert>
        ) : (
          <>
            <ChartFrame
              title={frameTitle}
              height={CHART_HEIGHTS.regressionLine}
              isLoading={isLoading}
              isError={isError}
              onRetry={onRetry}
              hasData={hasData}
              table={table}
            >
              {option && (
                <EChart
                  option={option}
                  height={CHART_HEIGHTS.regressionLine}
                  label={`${frameTitle}: run-off as a straight line and as a decline decay`}
                  renderer={print ? 'svg' : 'canvas'}
                />
              )}
            </ChartFrame>
            {hasData && figures && (
              <div role="group" aria-label={`${frameTitle} key figures`}>
                <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xs" component="dl" m={0}>
                  <Figure term="Starting Balance">
                    {formatMetricValue(figures.startingBalance, 'USDMM')}
                  </Figure>
                  <Figure term={decayFactorTerm}>
                    {formatMetricValue(figures.decayFactor, 'PCT2')}
                  </Figure>
                  <Figure term="Straight Line WAL">{years(figures.straightLineDeclineWal)}</Figure>
                  <Figure term="% Decline WAL">{years(figures.pctDeclineWal)}</Figure>
                </SimpleGrid>
              </div>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function Figure({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0} fw={700} data-figure={term}>
        {children}
      </Text>
    </div>
  );
}
