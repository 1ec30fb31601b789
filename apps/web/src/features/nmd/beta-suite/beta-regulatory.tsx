import type { RegulatoryResult } from '@app/core/api/beta-suite';
import { Checkbox, List, Table, Text } from '@mantine/core';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { usePageContext } from '../../../product/renderer/page-context';
import { usePageState } from '../../../product/renderer/use-page-state';
import { useBetaRegulatory } from './api/get-beta-regulatory';
import { BetaAnswer } from './beta-answer';
import { INSUFFICIENT_DATA, formatShare, quarterLabel } from './beta-format';
import { BetaPage } from './beta-page';
import { MissingValue, ValueOr } from './missing-value';
import { useRangeQuery } from './use-range-query';

const formatYears = (value: number) => `${value.toFixed(2)} years`;

/**
 * Regulatory View (issue 16): the stable share and life of the deposits (decay module) beside
 * the Basel IRRBB caps, with a sentence for every cap exceeded; NCUA NEV values for a credit union.
 */
export function BetaRegulatory(_props: PageComponentProps) {
  const { institution, paywalled, print } = usePageContext();
  const [truncate, setTruncate] = usePageState<boolean>('beta-regulatory-truncate', true);
  const { range, ready } = useRangeQuery();
  const query = { truncate, ...range };
  const answer = useBetaRegulatory(institution?.iid ?? null, query, !paywalled && ready);
  return (
    <BetaPage
      pack={query}
      component="BetaRegulatory"
      name="Regulatory View"
      controls={
        <Checkbox
          label="Truncate the run-off (nmd_trunct)"
          checked={truncate}
          disabled={print}
          onChange={(event) => setTruncate(event.currentTarget.checked)}
        />
      }
    >
      <BetaAnswer query={answer} name="Regulatory View">
        {(data) => <RegulatoryFigures data={data} />}
      </BetaAnswer>
    </BetaPage>
  );
}

const exceeds = (value: boolean | null) =>
  value === null ? <MissingValue reason={INSUFFICIENT_DATA} /> : value ? 'Exceeds' : 'Within';

function RegulatoryFigures({ data }: { data: RegulatoryResult }) {
  const reason = data.insufficientData ? INSUFFICIENT_DATA : 'no estimate';
  const sentences = data.regulatoryCaps.flatMap((cap) => cap.exceedances);
  return (
    <>
      <Text size="sm">
        {data.balanceMetricTitle}, {quarterLabel(data.startDate)}–{quarterLabel(data.endDate)}
      </Text>
      <Table withTableBorder aria-label="Stable share and life" style={{ maxWidth: 480 }}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Stable share</Table.Th>
            <Table.Td>
              <ValueOr value={data.stableShare} format={formatShare} reason={reason} />
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Weighted average life</Table.Th>
            <Table.Td>
              <ValueOr value={data.walYears} format={formatYears} reason={reason} />
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {sentences.length > 0 ? (
        <List size="sm" aria-label="Caps exceeded">
          {sentences.map((s) => (
            <List.Item key={s}>{s}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">
          {data.stableShare === null && data.walYears === null
            ? 'Without an estimate no cap can be compared.'
            : 'No Basel cap is exceeded.'}
        </Text>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder captionSide="top" aria-label="Basel IRRBB caps">
          <Table.Caption>
            Basel IRRBB caps on non-maturity deposits (BCBS d368, Table 2)
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Category</Table.Th>
              <Table.Th scope="col">Core share cap</Table.Th>
              <Table.Th scope="col">Stable share</Table.Th>
              <Table.Th scope="col">Average maturity cap</Table.Th>
              <Table.Th scope="col">Life</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.regulatoryCaps.map((cap) => (
              <Table.Tr key={cap.category}>
                <Table.Th scope="row">{cap.label}</Table.Th>
                <Table.Td>{formatShare(cap.maxCoreShare)}</Table.Td>
                <Table.Td>{exceeds(cap.stableShareExceedsCap)}</Table.Td>
                <Table.Td>{formatYears(cap.maxAverageMaturityYears)}</Table.Td>
                <Table.Td>{exceeds(cap.walExceedsCap)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data.ncuaNev && (
        <Table withTableBorder aria-label="NCUA NEV Supervisory Test" style={{ maxWidth: 480 }}>
          <Table.Caption>
            NCUA NEV Supervisory Test, non-maturity shares (price per 100)
          </Table.Caption>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">Base</Table.Th>
              <Table.Td>{data.ncuaNev.basePrice.toFixed(2)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">+300 bp</Table.Th>
              <Table.Td>{data.ncuaNev.plus300BpPrice.toFixed(2)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
