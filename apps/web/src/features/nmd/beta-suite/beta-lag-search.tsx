import type { LagSearchResult } from '@app/core/api/beta-suite';
import { Text } from '@mantine/core';
import type { DataTableColumn } from '../../../ui/data-table/data-table';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { usePageContext } from '../../../product/renderer/page-context';
import { useBetaPage } from './api/beta-suite-api';
import { BetaAnswer } from './beta-answer';
import { BetaRateSelect, useBetaFrequency, useBetaRate } from './beta-controls';
import { FrequencyToggle, frequencyQuery } from '../own-data/frequency-toggle';
import {
  INSUFFICIENT_DATA,
  formatBeta,
  formatRSquared,
  periodNoun,
  quarterLabel,
} from './beta-format';
import { BetaPage, SeriesLine } from './beta-page';
import { BetaTable } from './beta-table';
import { LagRSquaredChart } from './charts/beta-charts';
import { ValueOr } from './missing-value';
import { useRangeQuery } from './use-range-query';

/** Lag Search (issue 16): the regression at lags 0 to 4 quarters and the lag with the best R². */
export function BetaLagSearch(_props: PageComponentProps) {
  const { institution, paywalled } = usePageContext();
  const [rateId, setRateId] = useBetaRate();
  const { range, ready } = useRangeQuery();
  const [frequency, setFrequency, ownChosen] = useBetaFrequency();
  const query = { rateId, ...range };
  const answer = useBetaPage(
    'lags',
    { iid: institution?.iid ?? null },
    { ...query, ...frequencyQuery(frequency) },
    !paywalled && ready,
  );
  return (
    <BetaPage
      pack={query}
      component="BetaLagSearch"
      name="Lag Search"
      controls={
        <>
          <BetaRateSelect value={rateId} onChange={setRateId} />
          {ownChosen && (
            <FrequencyToggle label="Beta frequency" value={frequency} onChange={setFrequency} />
          )}
        </>
      }
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
  const best = `Best lag: ${data.bestLag} ${periodNoun(data.frequency, data.bestLag)} (highest R²).`;
  return others.length === 0
    ? best
    : `${best} Lags ${others.join(', ')} are within ${data.nearTieRSquared} of its R²: the choice is not clear-cut.`;
}

type LagRow = LagSearchResult['rows'][number];

const lagColumns = (monthly: boolean): readonly DataTableColumn<LagRow>[] => [
  {
    key: 'lagQuarters',
    header: monthly ? 'Lag (months)' : 'Lag (quarters)',
    cell: (r) => `${r.lagQuarters}${r.best ? ' (best)' : r.nearBest ? ' (near best)' : ''}`,
  },
  {
    key: 'beta',
    header: 'Beta',
    cell: (r) => <ValueOr value={r.beta} format={formatBeta} reason={INSUFFICIENT_DATA} />,
  },
  {
    key: 'intercept',
    header: 'Intercept',
    cell: (r) => <ValueOr value={r.intercept} format={formatBeta} reason={INSUFFICIENT_DATA} />,
  },
  {
    key: 'rSquared',
    header: 'R²',
    cell: (r) => <ValueOr value={r.rSquared} format={formatRSquared} reason={INSUFFICIENT_DATA} />,
  },
  { key: 'n', header: 'n' },
];

function LagFigures({ data }: { data: LagSearchResult }) {
  return (
    <>
      <SeriesLine metricTitle={data.metricTitle} rateName={data.rateName} />
      <Text size="sm">
        {quarterLabel(data.startDate)}–{quarterLabel(data.endDate)}. {bestLagSentence(data)}
      </Text>
      <LagRSquaredChart data={data} />
      <BetaTable
        name="Regression by lag"
        caption={`Regression of the cost on the rate L ${periodNoun(data.frequency, 2)} earlier`}
        columns={lagColumns(data.frequency === 'monthly')}
        rows={data.rows}
        minWidth={440}
        rowProps={(r) => ({ fw: r.best ? 700 : undefined })}
      />
    </>
  );
}
