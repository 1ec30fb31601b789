import type { ChartData } from '@app/core/api/metrics';
import { stubFetch } from '../../../test/fake-api';
import { TEST_IID } from '../charts/render-in-page';

/** Test data: one element row as the server answers it, institution 101 and group 9. */
export function elementRow(
  rowTitle: string,
  values: [string, number | null, number | null][],
  compType: ChartData['compType'] = 'bar',
  displayType: ChartData['displayType'] = 'USD',
): ChartData {
  return {
    metricId: rowTitle.replaceAll(' ', ''),
    rowTitle,
    compType,
    displayType,
    dataType: 'metric',
    data: [['reportDate', String(TEST_IID), 'group:9'], ...values],
  };
}

/** A fake API answering one element for the institution and group 9, and its slices. */
export function elementApi(elementId: string, rows: ChartData[], slices?: unknown) {
  return stubFetch({
    handle: ({ path }) => {
      if (path === `/api/${TEST_IID}/element/${elementId}/group/9`) {
        return { status: 200, body: rows };
      }
      if (path === `/api/${TEST_IID}/element/slices/${elementId}` && slices) {
        return { status: 200, body: slices };
      }
      return undefined;
    },
  });
}
