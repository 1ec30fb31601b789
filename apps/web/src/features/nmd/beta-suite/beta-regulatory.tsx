import type { RegulatoryResult } from '@app/core/api/beta-suite';
import { Checkbox, Text } from '@mantine/core';
import type { DataTableColumn } from '../../../ui/data-table/data-table';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { usePageContext } from '../../../product/renderer/page-context';
import { usePageState } from '../../../product/renderer/use-page-state';
import { useBetaPage } from './api/beta-suite-api';
import { BetaAnswer } from './beta-answer';
import { INSUFFICIENT_DATA, formatShare, orDash, quarterLabel } from './beta-format';
import { BetaPage } from './beta-page';
import { BetaFigures, BetaTable } from './beta-table';
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
  const answer = useBetaPage(
    'regulatory',
    { iid: institution?.iid ?? null },
    query,
    !paywalled && ready,
  );
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

type Cap = RegulatoryResult['regulatoryCaps'][number];

/** Each cap beside the model's figure (its header gives it) and that figure as the cap takes it. */
function capColumns(data: RegulatoryResult): DataTableColumn<Cap>[] {
  return [
    { key: 'label', header: 'Category' },
    { key: 'maxCoreShare', header: 'Core share cap', cell: (cap) => formatShare(cap.maxCoreShare) },
    {
      key: 'stableShareExceedsCap',
      header: `Model stable share ${orDash(data.stableShare, formatShare)}`,
      cell: (cap) => exceeds(cap.stableShareExceedsCap),
    },
    {
      key: 'cappedStableShare',
      header: 'Stable share, regulatory view',
      cell: (cap) => (
        <Capped
          value={cap.cappedStableShare}
          exceeded={cap.stableShareExceedsCap}
          format={formatShare}
        />
      ),
    },
    {
      key: 'maxAverageMaturityYears',
      header: 'Average maturity cap',
      cell: (cap) => formatYears(cap.maxAverageMaturityYears),
    },
    {
      key: 'walExceedsCap',
      header: `Model life ${orDash(data.walYears, formatYears)}`,
      cell: (cap) => exceeds(cap.walExceedsCap),
    },
    {
      key: 'cappedWalYears',
      header: 'Life, regulatory view',
      cell: (cap) => (
        <Capped value={cap.cappedWalYears} exceeded={cap.walExceedsCap} format={formatYears} />
      ),
    },
  ];
}

function RegulatoryFigures({ data }: { data: RegulatoryResult }) {
  const reason = data.insufficientData ? INSUFFICIENT_DATA : 'no estimate';
  return (
    <>
      <Text size="sm">
        {data.balanceMetricTitle}, {quarterLabel(data.startDate)}–{quarterLabel(data.endDate)}
      </Text>
      <BetaFigures
        name="Stable share and life"
        maxWidth={480}
        figures={[
          {
            label: 'Stable share',
            value: <ValueOr value={data.stableShare} format={formatShare} reason={reason} />,
          },
          {
            label: 'Weighted average life',
            value: <ValueOr value={data.walYears} format={formatYears} reason={reason} />,
          },
        ]}
      />
      <Text size="sm" role="status">
        {data.summary}
      </Text>
      <BetaTable
        name="Basel IRRBB caps"
        caption="Basel IRRBB caps on non-maturity deposits (BCBS d368, Table 2), with your figures capped at each for the regulatory view"
        columns={capColumns(data)}
        rows={data.regulatoryCaps}
        minWidth={760}
      />
      {data.ncuaNev && (
        <BetaFigures
          name="NCUA NEV Supervisory Test"
          caption="NCUA NEV Supervisory Test, non-maturity shares (price per 100)"
          maxWidth={480}
          figures={[
            { label: 'Base', value: data.ncuaNev.basePrice.toFixed(2) },
            { label: '+300 bp', value: data.ncuaNev.plus300BpPrice.toFixed(2) },
          ]}
        />
      )}
    </>
  );
}
