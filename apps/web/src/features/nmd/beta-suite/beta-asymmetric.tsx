import type { AsymmetricBetaResult } from '@app/core/api/beta-suite';
import { Text } from '@mantine/core';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { usePageContext } from '../../../product/renderer/page-context';
import { useBetaPage } from './api/beta-suite-api';
import { BetaAnswer } from './beta-answer';
import {
  BetaLagSelect,
  BetaRateSelect,
  useBetaFrequency,
  useBetaLag,
  useBetaRate,
} from './beta-controls';
import { FrequencyToggle, frequencyQuery } from '../own-data/frequency-toggle';
import { BetaEstimateTable } from './beta-estimate-table';
import { formatBeta, formatRSquared, periodNoun, quarterLabel } from './beta-format';
import { BetaPage, SeriesLine, SkippedQuarters } from './beta-page';
import { BetaFigures } from './beta-table';
import { ValueOr } from './missing-value';
import { useRangeQuery } from './use-range-query';

/** Asymmetric Betas (issue 16): pass-through of rate rises and of rate cuts, estimated apart. */
export function BetaAsymmetric(_props: PageComponentProps) {
  const { institution, paywalled } = usePageContext();
  const [rateId, setRateId] = useBetaRate();
  const [frequency, setFrequency, ownChosen] = useBetaFrequency();
  const [lag, setLag] = useBetaLag(frequency);
  const { range, ready } = useRangeQuery();
  const query = { rateId, lag, ...range };
  const answer = useBetaPage(
    'asymmetric',
    { iid: institution?.iid ?? null },
    { ...query, ...frequencyQuery(frequency) },
    !paywalled && ready,
  );
  return (
    <BetaPage
      pack={query}
      component="BetaAsymmetric"
      name="Asymmetric Betas"
      controls={
        <>
          <BetaRateSelect value={rateId} onChange={setRateId} />
          <BetaLagSelect value={lag} onChange={setLag} frequency={frequency} />
          {ownChosen && (
            <FrequencyToggle label="Beta frequency" value={frequency} onChange={setFrequency} />
          )}
        </>
      }
    >
      <BetaAnswer query={answer} name="Asymmetric Betas">
        {(data) => <AsymmetricFigures data={data} />}
      </BetaAnswer>
    </BetaPage>
  );
}

function AsymmetricFigures({ data }: { data: AsymmetricBetaResult }) {
  const modelReason = 'Insufficient Data';
  return (
    <>
      <SeriesLine metricTitle={data.metricTitle} rateName={data.rateName} />
      <Text size="sm">
        {quarterLabel(data.startDate)}–{quarterLabel(data.endDate)}, lag {data.lagQuarters}{' '}
        {periodNoun(data.frequency, data.lagQuarters)}: {data.upQuarters}{' '}
        {data.frequency === 'monthly' ? 'months' : 'quarters'} of rate rises, {data.downQuarters} of
        cuts, {data.flatQuarters} without a move ({data.n} in all).
      </Text>
      <BetaEstimateTable
        caption="Up- and down-betas"
        rows={[
          { label: `${data.upBetaLabel} (rate rises)`, estimate: data.upBeta },
          { label: `${data.downBetaLabel} (rate cuts)`, estimate: data.downBeta },
        ]}
      />
      <BetaFigures
        name="Asymmetric model"
        maxWidth={420}
        figures={[
          {
            label: 'Intercept',
            value: <ValueOr value={data.intercept} format={formatBeta} reason={modelReason} />,
          },
          {
            label: 'Model R²',
            value: <ValueOr value={data.rSquared} format={formatRSquared} reason={modelReason} />,
          },
        ]}
      />
      <Text size="xs" c="dimmed">
        A side with fewer than {data.minimumQuartersPerSide}{' '}
        {data.frequency === 'monthly' ? 'months' : 'quarters'} shows Insufficient Data. Peer Rank's
        up-beta over the cycle is the same model fitted on a rate cycle's quarters only, at lag 0:
        it is this figure when the range runs from the quarter before the cycle to its end.
      </Text>
      <SkippedQuarters quarters={data.skippedQuarters} frequency={data.frequency} />
    </>
  );
}
