import { formatMonthYear } from '@app/core/format/format-month-year';
import { useMemo } from 'react';
import { buildConcentrationOptions } from '../../../ui/charts/build-concentration-options';
import { ChartFrame } from '../../../ui/charts/chart-frame';
import { CHART_HEIGHTS } from '../../../ui/charts/chart-heights';
import { hasInstitutionData } from '../../../ui/charts/chart-series';
import { EChart } from '../../../ui/charts/e-chart';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { dataString } from '../../../product/renderer/component-data';
import { LockedChart } from '../charts/locked-chart';
import { concentrationTable, snapshotDate, toConcentrationData } from './element-data';
import { elementTitle } from './element-title';
import { useElementRows } from './use-element-rows';

const HEIGHT = CHART_HEIGHTS.element;

/**
 * 'ConcentrationChart' { elementId }: the institution's and the peer's shares at the end of the
 * date range, each a bar stacked from the element's rows, on an axis of 0 to 100% by 25 (spec 2
 * sections 2.10 and 9).
 */
export function ConcentrationChart({ data }: PageComponentProps) {
  const elementId = dataString(data, 'elementId') ?? '';
  const { context, query, labels } = useElementRows(elementId);
  const { institutionType, dateRange, paywalled } = context;
  const date = query.data ? snapshotDate(query.data, dateRange) : null;

  const shares = useMemo(
    () => (query.data ? toConcentrationData(query.data, date, labels) : null),
    // labels is rebuilt each render; its two strings are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query.data, date, labels.institution, labels.peer],
  );
  const option = useMemo(() => (shares ? buildConcentrationOptions(shares) : null), [shares]);
  const table = useMemo(() => (shares ? concentrationTable(shares) : null), [shares]);

  const base = elementTitle(institutionType, elementId);
  if (paywalled) return <LockedChart height={HEIGHT} title={base} />;
  const title = `${base}${date ? `, ${formatMonthYear(date)}` : ''}`;
  return (
    <ChartFrame
      title={title}
      height={HEIGHT}
      isLoading={query.isPending || dateRange === null}
      isError={query.isError}
      error={query.error}
      onRetry={() => void query.refetch()}
      hasData={shares !== null && hasInstitutionData(shares.series)}
      table={table}
    >
      {option && (
        <EChart
          option={option}
          height={HEIGHT}
          label={`${title}: stacked percent bars of the institution and its peer`}
          renderer="svg"
        />
      )}
    </ChartFrame>
  );
}
