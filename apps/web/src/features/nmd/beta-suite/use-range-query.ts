import { usePageContext } from '../../../product/renderer/page-context';

/** The page's date range as the Beta Suite API reads it; absent until the dates are loaded. */
export function useRangeQuery() {
  const { dateRange } = usePageContext();
  return {
    range: dateRange ? { startDate: dateRange.startDate, endDate: dateRange.endDate } : {},
    ready: dateRange !== null,
  };
}
