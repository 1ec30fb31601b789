import type { LagSearchResult } from '@app/core/api/beta-suite';
import { Table, Text } from '@mantine/core';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { usePageContext } from '../../../product/renderer/page-context';
import { useBetaLagSearch } from './api/get-beta-lag-search';
import { BetaAnswer } from './beta-answer';
import { BetaRateSelect, useBetaRate } from './beta-controls';
import { INSUFFICIENT_DATA, formatBeta, formatRSquared, quarterLabel } from './beta-format';
import { BetaPage, SeriesLine } from './beta-page';
import { LagRSquaredChart } from './charts/beta-charts';
import { ValueOr } from './missing-value';
import { useRangeQuery } from './use-range-query';

/** Lag Search (issue 16): the regression at lags 0 to 4 quarters and the lag with the best R². */
export function BetaLagSearch(_props: PageComponentProps) {
  const { institution, paywalled } = usePageContext();
  const [rateId, setRateId] = useBetaRate();
  const { range, ready } = useRangeQuery();
  const query = { rateId, ...range };
  const answer = useBetaLagSearch(institution?.iid ?? null, query, !paywalled && ready);
  return (
    <BetaPage
      pack={query}
      component="BetaLagSearch"
      name="Lag Search"
      controls={<BetaRateSelect value={rateId} onChange={setRateId} />}
    >
      <BetaAnswer query={answer} name="Lag Search">
        {(data) => <LagFigures data={data} />}
      </BetaAnswer>
    </BetaPage>
  );
}

export function bestLagSentence(data: LagSearchResult): string {
  if (data.bestLag === null) return `Best lag: ${INSUFFICIENT_DATA}.`;
  const others = data.nearBestLags.filter((lag) => lag !== data.bestLag);
  const best = `Best lag: ${data.bestLag} ${data.bestLag === 1 ? 'quarter' : 'quarters'} (highest R²).`;
  return others.length === 0
    ? best
    : `${best} Lags ${others.join(', ')} are within ${data.nearTieRSquared} of its R²: the choice is not clear-cut.`;
}

function LagFigures({ data }: { data: LagSearchResult }) {
  return (
    <>
      <SeriesLine metricTitle={data.metricTitle} rateName={data.rateName} />
      <Text size="sm">
        {quarterLabel(data.startDate)}–{quarterLabel(data.endDate)}. {bestLagSentence(data)}
      </Text>
      <LagRSquaredChart data={data} />
      <Table.ScrollContainer minWidth={440}>
        <Table striped withTableBorder captionSide="top" aria-label="Regression by lag">
          <Table.Caption>Regression of the cost on the rate L quarters earlier</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Lag (quarters)</Table.Th>
              <Table.Th scope="col">Beta</Table.Th>
              <Table.Th scope="col">Intercept</Table.Th>
              <Table.Th scope="col">R²</Table.Th>
              <Table.Th scope="col">n</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.rows.map((r) => (
              <Table.Tr key={r.lagQuarters} fw={r.best ? 700 : undefined}>
                <Table.Th scope="row">
                  {r.lagQuarters}
                  {r.best ? ' (best)' : r.nearBest ? ' (near best)' : ''}
                </Table.Th>
                <Table.Td>
                  <ValueOr value={r.beta} format={formatBeta} reason={INSUFFICIENT_DATA} />
                </Table.Td>
                <Table.Td>
                  <ValueOr value={r.intercept} format={formatBeta} reason={INSUFFICIENT_DATA} />
                </Table.Td>
                <Table.Td>
                  <ValueOr value={r.rSquared} format={formatRSquared} reason={INSUFFICIENT_DATA} />
                </Table.Td>
                <Table.Td>{r.n}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
