import type { CycleBetaResult } from '@app/core/api/beta-suite';
import { Text } from '@mantine/core';
import type { DataTableColumn } from '../../../ui/data-table/data-table';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { usePageContext } from '../../../product/renderer/page-context';
import { useBetaPage } from './api/beta-suite-api';
import { BetaAnswer } from './beta-answer';
import {
  BetaRateSelect,
  CycleControls,
  useBetaFrequency,
  useBetaRate,
  useCycleChoice,
} from './beta-controls';
import { FrequencyToggle, frequencyQuery } from '../own-data/frequency-toggle';
import { formatBeta, formatPoints, periodLabel, periodNoun, quarterLabel } from './beta-format';
import { BetaPage, SeriesLine, SkippedQuarters } from './beta-page';
import { BetaFigures, BetaTable } from './beta-table';
import { CycleBetaChart } from './charts/beta-charts';
import { ValueOr } from './missing-value';
import { CALL_REPORT, useDataSource } from '../own-data/source-switch';

/** Why a cycle beta is missing: the rate did not move, or a change could not be measured. */
export function cycleBetaReason(rateChange: number | null): string {
  return rateChange === 0 ? 'the rate did not move' : 'Insufficient Data';
}

/**
 * Cycle Beta (issue 16): the change in the deposit cost since the quarter before the cycle over
 * the change in the rate, in total and quarter by quarter.
 */
export function BetaCycle(_props: PageComponentProps) {
  const { institution, paywalled } = usePageContext();
  const [rateId, setRateId] = useBetaRate();
  const cycle = useCycleChoice();
  const [frequency, setFrequency, ownChosen] = useBetaFrequency();
  const query = { rateId, ...cycle.query };
  const answer = useBetaPage(
    'cycle',
    { iid: institution?.iid ?? null },
    { ...query, ...frequencyQuery(frequency) },
    !paywalled,
  );
  // With own data chosen, the call report's cycle beta is drawn beside it (issue 29).
  const [source] = useDataSource();
  const callReport = useBetaPage(
    'cycle',
    { iid: institution?.iid ?? null },
    query,
    !paywalled && source !== CALL_REPORT,
    CALL_REPORT,
  );
  return (
    <BetaPage
      component="BetaCycle"
      name="Cycle Beta"
      pack={query}
      controls={
        <>
          <BetaRateSelect value={rateId} onChange={setRateId} />
          <CycleControls choice={cycle} />
          {ownChosen && (
            <FrequencyToggle label="Beta frequency" value={frequency} onChange={setFrequency} />
          )}
        </>
      }
    >
      <BetaAnswer query={answer} name="Cycle Beta">
        {(data) => (
          <CycleBetaFigures
            data={data}
            callReport={source !== CALL_REPORT ? (callReport.data ?? null) : null}
          />
        )}
      </BetaAnswer>
    </BetaPage>
  );
}

const pathColumns = (
  frequency: CycleBetaResult['frequency'],
): readonly DataTableColumn<CycleBetaResult['path'][number]>[] => [
  {
    key: 'quarter',
    header: frequency === 'monthly' ? 'Month' : 'Quarter',
    cell: (p) => periodLabel(p.reportDate, frequency),
  },
  {
    key: 'metricChange',
    header: 'Cost change',
    cell: (p) => <ValueOr value={p.metricChange} format={formatPoints} reason="cost missing" />,
  },
  {
    key: 'rateChange',
    header: 'Rate change',
    cell: (p) => <ValueOr value={p.rateChange} format={formatPoints} reason="rate missing" />,
  },
  {
    key: 'cumulativeBeta',
    header: 'Cumulative beta',
    cell: (p) => (
      <ValueOr
        value={p.cumulativeBeta}
        format={formatBeta}
        reason={cycleBetaReason(p.rateChange)}
      />
    ),
  },
];

function CycleBetaFigures({
  data,
  callReport,
}: {
  data: CycleBetaResult;
  callReport: CycleBetaResult | null;
}) {
  const { window, frequency } = data;
  const label = (date: string) => periodLabel(date, frequency);
  return (
    <>
      <SeriesLine metricTitle={data.metricTitle} rateName={data.rateName} />
      <BetaFigures
        name="Cycle beta"
        maxWidth={560}
        figures={[
          {
            label: 'Window',
            value: `${window.label} (${label(window.start)}–${label(window.end)}, changes from ${label(window.baseDate)})`,
          },
          {
            label: 'Cycle beta',
            value: (
              <ValueOr
                value={data.cycleBeta}
                format={formatBeta}
                reason={cycleBetaReason(data.rateChange)}
              />
            ),
          },
          ...(callReport
            ? [
                {
                  label: `Cycle beta, call report (${callReport.metricTitle})`,
                  value: (
                    <ValueOr
                      value={callReport.cycleBeta}
                      format={formatBeta}
                      reason={cycleBetaReason(callReport.rateChange)}
                    />
                  ),
                },
              ]
            : []),
          {
            label: `Change in ${data.metricTitle}`,
            value: (
              <ValueOr value={data.metricChange} format={formatPoints} reason="no cost reported" />
            ),
          },
          {
            label: `Change in ${data.rateName}`,
            value: (
              <ValueOr value={data.rateChange} format={formatPoints} reason="no rate reported" />
            ),
          },
        ]}
      />
      <CycleBetaChart data={data} callReport={callReport} />
      <BetaTable
        name="Cycle beta path"
        caption={
          frequency === 'monthly'
            ? `Month by month since ${label(window.baseDate)}`
            : `Quarter by quarter since ${quarterLabel(window.baseDate)}`
        }
        columns={pathColumns(frequency)}
        rows={data.path}
        minWidth={340}
      />
      <SkippedQuarters quarters={data.skippedQuarters} frequency={frequency} />
      {/* Said only where it applies: a window of the user's own (the API gives no cycle id). */}
      {window.cycleId === null && (
        <Text size="xs" c="dimmed">
          A custom window needs at least {data.minimumQuarters}{' '}
          {periodNoun(frequency, data.minimumQuarters)}.
        </Text>
      )}
    </>
  );
}
