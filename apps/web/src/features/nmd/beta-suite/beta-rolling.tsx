import type { RollingBetaResult } from '@app/core/api/beta-suite';
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
import { periodLabel } from './beta-format';
import { BetaPage, SeriesLine } from './beta-page';
import { RollingBetaChart } from './charts/beta-charts';
import { useRangeQuery } from './use-range-query';

/** Rolling Betas (issue 16): the beta over the last 8 and 12 quarters at each quarter. */
export function BetaRolling(_props: PageComponentProps) {
  const { institution, paywalled } = usePageContext();
  const [rateId, setRateId] = useBetaRate();
  const [frequency, setFrequency, ownChosen] = useBetaFrequency();
  const [lag, setLag] = useBetaLag(frequency);
  const { range, ready } = useRangeQuery();
  const query = { rateId, lag, ...range };
  const answer = useBetaPage(
    'rolling',
    { iid: institution?.iid ?? null },
    { ...query, ...frequencyQuery(frequency) },
    !paywalled && ready,
  );
  return (
    <BetaPage
      pack={query}
      component="BetaRolling"
      name="Rolling Betas"
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
      <BetaAnswer query={answer} name="Rolling Betas">
        {(data) => <RollingFigures data={data} />}
      </BetaAnswer>
    </BetaPage>
  );
}

function RollingFigures({ data }: { data: RollingBetaResult }) {
  return (
    <>
      <SeriesLine metricTitle={data.metricTitle} rateName={data.rateName} />
      <RollingBetaChart data={data} />
      {data.rollingBetas.map((w) => (
        <BetaEstimateTable
          key={w.windowQuarters}
          caption={`${w.windowQuarters}-${data.frequency === 'monthly' ? 'month' : 'quarter'} rolling beta`}
          rows={w.points.map((p) => ({
            label: `${periodLabel(p.windowStart, data.frequency)}–${periodLabel(p.reportDate, data.frequency)}`,
            estimate: p.estimate,
          }))}
        />
      ))}
    </>
  );
}
