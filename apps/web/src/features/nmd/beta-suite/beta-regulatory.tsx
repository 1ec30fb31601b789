import type { RegulatoryResult } from '@app/core/api/beta-suite';
import { Checkbox, Table, Text } from '@mantine/core';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { usePageContext } from '../../../product/renderer/page-context';
import { usePageState } from '../../../product/renderer/use-page-state';
import { useBetaRegulatory } from './api/get-beta-regulatory';
import { BetaAnswer } from './beta-answer';
import { INSUFFICIENT_DATA, formatShare, orDash, quarterLabel } from './beta-format';
import { BetaPage } from './beta-page';
import { MissingValue, ValueOr } from './missing-value';
import { useRangeQuery } from './use-range-query';

const formatYears = (value: number) => `${value.toFixed(2)} years`;

/**
 * Regulatory View (issue 16): the stable share and life of the deposits (decay module) beside
 * the Basel IRRBB caps, one sentence saying which are exceeded, and each figure capped as a
 * category's regulatory view takes it (issue 23); NCUA NEV values for a credit union.
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
          label="Apply the decay page’s truncation point"
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

/** The figure a regulatory view takes: the estimate, or the cap where the estimate is above it. */
function Capped({
  value,
  exceeded,
  format,
}: {
  value: number | null;
  exceeded: boolean | null;
  format: (value: number) => string;
}) {
  if (value === null) return <MissingValue reason={INSUFFICIENT_DATA} />;
  return <>{exceeded ? `${format(value)} (capped)` : format(value)}</>;
}

function RegulatoryFigures({ data }: { data: RegulatoryResult }) {
  const reason = data.insufficientData ? INSUFFICIENT_DATA : 'no estimate';
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
      <Text size="sm" role="status">
        {data.summary}
      </Text>
      <Table.ScrollContainer minWidth={760}>
        <Table striped withTableBorder captionSide="top" aria-label="Basel IRRBB caps">
          <Table.Caption>
            Basel IRRBB caps on non-maturity deposits (BCBS d368, Table 2), with your figures capped
            at each for the regulatory view
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Category</Table.Th>
              <Table.Th scope="col">Core share cap</Table.Th>
              <Table.Th scope="col">
                Model stable share {orDash(data.stableShare, formatShare)}
              </Table.Th>
              <Table.Th scope="col">Stable share, regulatory view</Table.Th>
              <Table.Th scope="col">Average maturity cap</Table.Th>
              <Table.Th scope="col">Model life {orDash(data.walYears, formatYears)}</Table.Th>
              <Table.Th scope="col">Life, regulatory view</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.regulatoryCaps.map((cap) => (
              <Table.Tr key={cap.category}>
                <Table.Th scope="row">{cap.label}</Table.Th>
                <Table.Td>{formatShare(cap.maxCoreShare)}</Table.Td>
                <Table.Td>{exceeds(cap.stableShareExceedsCap)}</Table.Td>
                <Table.Td>
                  <Capped
                    value={cap.cappedStableShare}
                    exceeded={cap.stableShareExceedsCap}
                    format={formatShare}
                  />
                </Table.Td>
                <Table.Td>{formatYears(cap.maxAverageMaturityYears)}</Table.Td>
                <Table.Td>{exceeds(cap.walExceedsCap)}</Table.Td>
                <Table.Td>
                  <Capped
                    value={cap.cappedWalYears}
                    exceeded={cap.walExceedsCap}
                    format={formatYears}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data.ncuaNev && (
        <Table
          withTableBorder
          captionSide="top"
          aria-label="NCUA NEV Supervisory Test"
          style={{ maxWidth: 480 }}
        >
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
