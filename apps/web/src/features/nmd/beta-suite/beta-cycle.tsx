import type { CycleBetaResult } from '@app/core/api/beta-suite';
import { Table, Text } from '@mantine/core';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { usePageContext } from '../../../product/renderer/page-context';
import { useBetaCycle } from './api/get-beta-cycle';
import { BetaAnswer } from './beta-answer';
import { BetaRateSelect, CycleControls, useBetaRate, useCycleChoice } from './beta-controls';
import { formatBeta, formatPoints, quarterLabel } from './beta-format';
import { BetaPage, SeriesLine, SkippedQuarters } from './beta-page';
import { CycleBetaChart } from './charts/beta-charts';
import { ValueOr } from './missing-value';

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
  const query = { rateId, ...cycle.query };
  const answer = useBetaCycle(institution?.iid ?? null, query, !paywalled);
  return (
    <BetaPage
      component="BetaCycle"
      name="Cycle Beta"
      pack={query}
      controls={
        <>
          <BetaRateSelect value={rateId} onChange={setRateId} />
          <CycleControls choice={cycle} />
        </>
      }
    >
      <BetaAnswer query={answer} name="Cycle Beta">
        {(data) => <CycleBetaFigures data={data} />}
      </BetaAnswer>
    </BetaPage>
  );
}

function CycleBetaFigures({ data }: { data: CycleBetaResult }) {
  const { window } = data;
  return (
    <>
      <SeriesLine metricTitle={data.metricTitle} rateName={data.rateName} />
      <Table withTableBorder aria-label="Cycle beta" style={{ maxWidth: 560 }}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Window</Table.Th>
            <Table.Td>
              {window.label} ({quarterLabel(window.start)}–{quarterLabel(window.end)}, changes from{' '}
              {quarterLabel(window.baseDate)})
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Cycle beta</Table.Th>
            <Table.Td>
              <ValueOr
                value={data.cycleBeta}
                format={formatBeta}
                reason={cycleBetaReason(data.rateChange)}
              />
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Change in {data.metricTitle}</Table.Th>
            <Table.Td>
              <ValueOr value={data.metricChange} format={formatPoints} reason="no cost reported" />
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Change in {data.rateName}</Table.Th>
            <Table.Td>
              <ValueOr value={data.rateChange} format={formatPoints} reason="no rate reported" />
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <CycleBetaChart data={data} />
      <Table.ScrollContainer minWidth={340}>
        <Table striped withTableBorder captionSide="top" aria-label="Cycle beta path">
          <Table.Caption>Quarter by quarter since {quarterLabel(window.baseDate)}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Quarter</Table.Th>
              <Table.Th scope="col">Cost change</Table.Th>
              <Table.Th scope="col">Rate change</Table.Th>
              <Table.Th scope="col">Cumulative beta</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.path.map((p) => (
              <Table.Tr key={p.reportDate}>
                <Table.Th scope="row">{quarterLabel(p.reportDate)}</Table.Th>
                <Table.Td>
                  <ValueOr value={p.metricChange} format={formatPoints} reason="cost missing" />
                </Table.Td>
                <Table.Td>
                  <ValueOr value={p.rateChange} format={formatPoints} reason="rate missing" />
                </Table.Td>
                <Table.Td>
                  <ValueOr
                    value={p.cumulativeBeta}
                    format={formatBeta}
                    reason={cycleBetaReason(p.rateChange)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SkippedQuarters quarters={data.skippedQuarters} />
      {/* Said only where it applies: a window of the user's own (the API gives no cycle id). */}
      {window.cycleId === null && (
        <Text size="xs" c="dimmed">
          A custom window needs at least {data.minimumQuarters} quarters.
        </Text>
      )}
    </>
  );
}
