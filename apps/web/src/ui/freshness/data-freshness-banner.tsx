import { freshnessBanner } from '@app/core/domain/data-freshness';
import { Text } from '@mantine/core';
import { useDataFreshness } from '../../api/dates/get-report-dates';

/**
 * How current the figures are, on every analytics page and its print (issue 25, point 7):
 * "Call reports through Sep 30, 2026; NCUA through Sep 30, 2026, loaded Nov 3". The load
 * day is the reader's calendar day. Nothing while the dates load, when they fail (the page
 * says so itself) or when no quarter is held.
 */
export function DataFreshnessBanner({ timeZone }: { timeZone?: string }) {
  const sources = useDataFreshness();
  const text = sources.data ? freshnessBanner(sources.data, timeZone) : null;
  if (!text) return null;
  return (
    <Text size="sm" c="dimmed" data-freshness="">
      {text}
    </Text>
  );
}
