import { formatMonthYear } from '@app/core/format/format-month-year';
import { useMemo } from 'react';
import { buildPieOptions, pieTable, topSlices } from '../../../ui/charts/build-pie-options';
import { ChartFrame } from '../../../ui/charts/chart-frame';
import { CHART_HEIGHTS } from '../../../ui/charts/chart-heights';
import { EChart } from '../../../ui/charts/e-chart';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { dataString } from '../../../product/renderer/component-data';
import { LockedChart } from '../charts/locked-chart';
import { useElementSlices } from './api/get-element-slices';
import {
  elementColors,
  slicesToPieData,
  snapshotDate,
  toElementPieData,
  type ElementSubject,
} from './element-data';
import { elementTitle } from './element-title';
import { useElementRows } from './use-element-rows';

const HEIGHT = CHART_HEIGHTS.element;

/**
 * 'ElementPieChart' { elementId, subject }: the parts of an element at the end of the date
 * range, top 5 and the rest as Other (spec 2 sections 2.10 and 9). The institution's slices
 * come from GET element/slices (the server sorts and combines); the peer's from the element
 * rows, combined by the pie builder, since the slices endpoint answers for the institution only.
 */
export function ElementPieChart({ data }: PageComponentProps) {
  const elementId = dataString(data, 'elementId') ?? '';
  const subject: ElementSubject = dataString(data, 'subject') === 'peer' ? 'peer' : 'institution';
  const { context, query, labels } = useElementRows(elementId);
  const { institution, institutionType, dateRange, paywalled } = context;
  // The date: the end of the range, or the element's latest date before it.
  const date = query.data ? snapshotDate(query.data, dateRange) : null;
  const slices = useElementSlices(
    institution?.iid ?? null,
    elementId,
    date,
    !paywalled && subject === 'institution',
  );

  const pie = useMemo(() => {
    if (subject === 'institution') {
      return slices.data && query.data
        ? slicesToPieData(slices.data, elementColors(query.data))
        : null;
    }
    return query.data ? toElementPieData(query.data, 'peer', date) : null;
  }, [subject, slices.data, query.data, date]);
  const option = useMemo(() => (pie ? buildPieOptions(pie) : null), [pie]);
  const table = useMemo(() => (pie ? pieTable(pie) : null), [pie]);

  const base = elementTitle(institutionType, elementId);
  if (paywalled) return <LockedChart height={HEIGHT} title={base} />;
  const title = `${base}, ${labels[subject]}${date ? `, ${formatMonthYear(date)}` : ''}`;
  const pending =
    query.isPending || (subject === 'institution' && date !== null && slices.isPending);
  return (
    <ChartFrame
      title={title}
      height={HEIGHT}
      isLoading={pending || dateRange === null}
      isError={query.isError || slices.isError}
      error={query.error ?? slices.error}
      onRetry={() => {
        void query.refetch();
        if (subject === 'institution') void slices.refetch();
      }}
      hasData={pie !== null && topSlices(pie.slices).length > 0}
      table={table}
    >
      {option && (
        <EChart option={option} height={HEIGHT} label={`${title}: pie chart`} renderer="svg" />
      )}
    </ChartFrame>
  );
}
