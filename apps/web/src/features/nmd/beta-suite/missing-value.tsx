import { Text } from '@mantine/core';

/** A value the API left out: a dash and why, never 0 (docs/nmd-methodology.md). */
export function MissingValue({ reason }: { reason: string }) {
  return (
    <span data-missing="">
      <span aria-hidden="true">–</span>{' '}
      <Text span size="xs" c="dimmed">
        ({reason})
      </Text>
    </span>
  );
}

/** The formatted value, or a dash with the reason when the API gave none. */
export function ValueOr({
  value,
  format,
  reason,
}: {
  value: number | null | undefined;
  format: (value: number) => string;
  reason: string;
}) {
  return value === null || value === undefined ? (
    <MissingValue reason={reason} />
  ) : (
    <>{format(value)}</>
  );
}
