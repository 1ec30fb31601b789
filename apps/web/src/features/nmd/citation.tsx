import { formatMonthYear } from '@app/core/format/format-month-year';
import { Text } from '@mantine/core';
import { useRateDefinition } from './api/get-rate-definition';

function monthYear(date: string | null): string {
  if (!date) return '-';
  try {
    return formatMonthYear(date);
  } catch {
    return date;
  }
}

/**
 * A rate's citation and attribution date under a chart (spec 2 sections 2.8, 2.9 and 9: the
 * attribution date is the rate's end date minus lagValue quarters, given by the server).
 */
export function Citation({ rateName }: { rateName: string }) {
  const definition = useRateDefinition(rateName, true);
  if (!definition.data) return null;
  // FRED's citations end with a full stop of their own ("… Bank of St. Louis.").
  const { citation } = definition.data;
  return (
    <Text size="xs" c="dimmed" data-testid="rate-citation">
      Source: {citation.endsWith('.') ? citation : `${citation}.`} Data attributed through{' '}
      {monthYear(definition.data.attributionDate)}.
    </Text>
  );
}
