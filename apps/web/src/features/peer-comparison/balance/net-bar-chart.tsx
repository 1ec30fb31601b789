import { formatMonthYear } from '@app/core/format/format-month-year';
import { useMemo } from 'react';
import {
  buildNetBarOptions,
  netBarHeight,
  netBarTable,
} from '../../../ui/charts/build-net-bar-options';
import { ChartFrame } from '../../../ui/charts/chart-frame';
import { hasInstitutionData } from '../../../ui/charts/chart-series';
import { EChart } from '../../../ui/charts/e-chart';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { dataString } from '../../../product/renderer/component-data';
import { LockedChart } from '../charts/locked-chart';
import { snapshotDate, toNetBarData } from './element-data';
import { elementTitle } from './element-title';
import { useElementRows } from './use-element-rows';

/**
 * 'NetBarChart' { elementId }: the element's NET, PLUS and MINUS rows for the institution and
 * its peer at the end of the date range, labelled to 3 decimals and '< 0.001%' below that
 * (spec 2 sections 2.10 and 9); 100 px for one subject, 150 for two.
 */
export function NetBarChart({ data }: PageComponentProps) {
  const elementId = dataString(data, 'elementId') ?? '';
  const { context, query, labels } = useElementRows(elementId);
  const { institutionType, dateRange, paywalled } = context;
  const date = query.data ? snapshotDate(query.data, dateRange) : null;

  const net = useMemo(
    () => (query.data ? toNetBarData(query.data, date, labels) : null),
    // labels is rebuilt each render; its two strings are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query.data, date, labels.institution, labels.peer],
  );
  const option = useMemo(() => (net ? buildNetBarOptions(net) : null), [net]);
  const table = useMemo(() => (net ? netBarTable(net, 'Institution') : null), [net]);
  const height = netBarHeight(net?.categories.length ?? 2);

  const base = elementTitle(institutionType, elementId);
  if (paywalled) return <LockedChart height={height} title={base} />;
  const title = `${base}${date ? `, ${formatMonthYear(date)}` : ''}`;
  return (
    <ChartFrame
      title={title}
      height={height}
      isLoading={query.isPending || dateRange === null}
      isError={query.isError}
      error={query.error}
      onRetry={() => void query.refetch()}
      hasData={net !== null && hasInstitutionData(net.series)}
      table={table}
    >
      {option && (
        <EChart
          option={option}
          height={height}
          label={`${title}: net bar chart of the institution and its peer`}
          renderer="svg"
        />
      )}
    </ChartFrame>
  );
}
