import type { BackTestResult } from '@app/core/api/beta-suite';
import { Table, Text } from '@mantine/core';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { usePageContext } from '../../../product/renderer/page-context';
import { useBetaBackTest } from './api/get-beta-back-test';
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
  const answer = useBetaBackTest(institution?.iid ?? null, query, !paywalled && ready);
  return (
    <BetaPage pack={query} component="BetaBackTest" name="Back-Test" controls={controls}>
      <BetaAnswer query={answer} name="Back-Test">
        {(data) => <BackTestFigures data={data} />}
      </BetaAnswer>
    </BetaPage>
  );
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
      <Table withTableBorder aria-label="Back-test errors" style={{ maxWidth: 480 }}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Mean absolute cost error</Table.Th>
            <Table.Td>
              <ValueOr
                value={backTest.meanAbsoluteCostError}
                format={formatPointsSize}
                reason={costReason}
              />
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Mean absolute balance error</Table.Th>
            <Table.Td>
              <ValueOr
                value={backTest.meanAbsoluteBalanceErrorShare}
                format={formatShare}
                reason="no decay estimate"
              />
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Table.ScrollContainer minWidth={720}>
        <Table striped withTableBorder captionSide="top" aria-label="Back-test by quarter">
          <Table.Caption>Predicted against reported, by quarter</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Quarter</Table.Th>
              <Table.Th scope="col">Predicted cost</Table.Th>
              <Table.Th scope="col">Reported cost</Table.Th>
              <Table.Th scope="col">Cost error</Table.Th>
              <Table.Th scope="col">Predicted balance ($)</Table.Th>
              <Table.Th scope="col">Reported balance ($)</Table.Th>
              <Table.Th scope="col">Balance error</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {backTest.quarters.map((q) => (
              <Table.Tr key={q.reportDate}>
                <Table.Th scope="row">{quarterLabel(q.reportDate)}</Table.Th>
                <Table.Td>
                  <ValueOr value={q.predictedCost} format={formatPercent} reason={costReason} />
                </Table.Td>
                <Table.Td>
                  <ValueOr value={q.reportedCost} format={formatPercent} reason="not reported" />
                </Table.Td>
                <Table.Td>
                  <ValueOr value={q.costError} format={formatPoints} reason={costReason} />
                </Table.Td>
                <Table.Td>
                  <ValueOr
                    value={q.predictedBalance}
                    format={formatBalance}
                    reason="no decay estimate"
                  />
                </Table.Td>
                <Table.Td>
                  <ValueOr value={q.reportedBalance} format={formatBalance} reason="not reported" />
                </Table.Td>
                <Table.Td>
                  <ValueOr
                    value={q.balanceErrorShare}
                    format={formatShare}
                    reason="no decay estimate"
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
