import type { BackTestResult } from '@app/core/api/beta-suite';
import { Text } from '@mantine/core';
import type { DataTableColumn } from '../../../ui/data-table/data-table';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { usePageContext } from '../../../product/renderer/page-context';
import { useBetaPage } from './api/beta-suite-api';
import { BetaAnswer } from './beta-answer';
import {
  formatBalance,
  formatFactor,
  formatPercent,
  formatPoints,
  formatPointsSize,
  formatShare,
  orDash,
  quarterLabel,
} from './beta-format';
import { BetaPage, SeriesLine } from './beta-page';
import { BetaFigures, BetaTable } from './beta-table';
import { BetaUsedLine } from './beta-used';
import { ValueOr } from './missing-value';
import { useProjectionChoices } from './projection-choices';

/**
 * Back-Test (issue 16): the beta and decay estimated on data before the last quarters, applied
 * to them, beside what was reported.
 */
export function BetaBackTest(_props: PageComponentProps) {
  const { institution, paywalled } = usePageContext();
  const { query, ready, controls } = useProjectionChoices();
  const answer = useBetaPage(
    'backTest',
    { iid: institution?.iid ?? null },
    query,
    !paywalled && ready,
  );
  return (
    <BetaPage pack={query} component="BetaBackTest" name="Back-Test" controls={controls}>
      <BetaAnswer query={answer} name="Back-Test">
        {(data) => <BackTestFigures data={data} />}
      </BetaAnswer>
    </BetaPage>
  );
}

type TestQuarter = BackTestResult['backTest']['quarters'][number];
/** Every field of a tested quarter but its date is a figure, null when missing. */
type QuarterFigure = Exclude<keyof TestQuarter, 'reportDate'>;

/** A figure of a tested quarter, or a dash and why it is missing. */
function figure(
  key: QuarterFigure,
  header: string,
  format: (value: number) => string,
  reason: string,
): DataTableColumn<TestQuarter> {
  return {
    key,
    header,
    cell: (q) => <ValueOr value={q[key]} format={format} reason={reason} />,
  };
}

/** A predicted cost is missing for the reason the beta is (`costReason`), or not reported. */
function quarterColumns(costReason: string): DataTableColumn<TestQuarter>[] {
  return [
    { key: 'reportDate', header: 'Quarter', cell: (q) => quarterLabel(q.reportDate) },
    figure('predictedCost', 'Predicted cost', formatPercent, costReason),
    figure('reportedCost', 'Reported cost', formatPercent, 'not reported'),
    figure('costError', 'Cost error', formatPoints, costReason),
    figure('predictedBalance', 'Predicted balance ($)', formatBalance, 'no decay estimate'),
    figure('reportedBalance', 'Reported balance ($)', formatBalance, 'not reported'),
    figure('balanceErrorShare', 'Balance error', formatShare, 'no decay estimate'),
  ];
}

function BackTestFigures({ data }: { data: BackTestResult }) {
  const { backTest, assumptions } = data;
  const costReason = assumptions.unavailableReason ?? 'not reported';
  return (
    <>
      <SeriesLine metricTitle={data.metricTitle} rateName={data.rateName} />
      <BetaUsedLine used={assumptions} />
      <Text size="sm">
        Estimated on data through {quarterLabel(backTest.estimationEnd)}; tested on{' '}
        {backTest.testQuarters.length} quarters. Quarterly decay factor:{' '}
        {orDash(assumptions.decayFactor, formatFactor)}.
      </Text>
      <BetaFigures
        name="Back-test errors"
        maxWidth={480}
        figures={[
          {
            label: 'Mean absolute cost error',
            value: (
              <ValueOr
                value={backTest.meanAbsoluteCostError}
                format={formatPointsSize}
                reason={costReason}
              />
            ),
          },
          {
            label: 'Mean absolute balance error',
            value: (
              <ValueOr
                value={backTest.meanAbsoluteBalanceErrorShare}
                format={formatShare}
                reason="no decay estimate"
              />
            ),
          },
        ]}
      />
      <BetaTable
        name="Back-test by quarter"
        caption="Predicted against reported, by quarter"
        columns={quarterColumns(costReason)}
        rows={backTest.quarters}
        minWidth={720}
      />
    </>
  );
}
