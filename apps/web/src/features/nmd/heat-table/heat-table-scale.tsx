import { formatRegressionStatistic } from '@app/core/format/format-regression-statistic';
import { Group, Stack, Text } from '@mantine/core';
import { HEAT_TABLE_COLORS } from './heat-table-color';

const WIDTH = 240;

/**
 * The key of the R2 cells' colours (issue 23): the colours run across this table's own lowest to
 * highest R2, not a fixed 0 to 1, so the bar carries the values at its ends and middle. Drawn as
 * a background, which the print page keeps (print-color-adjust).
 */
export function HeatTableScale({ min, max }: { min: number; max: number }) {
  const values = max > min ? [min, (min + max) / 2, max] : [min];
  return (
    <Stack
      gap={2}
      role="group"
      aria-label="R2 colour scale"
      style={{ width: WIDTH, maxWidth: '100%' }}
    >
      <Text size="xs">R2 colour, this table’s lowest to highest</Text>
      <div
        aria-hidden
        style={{
          height: 12,
          border: '1px solid #ced4da',
          background: `linear-gradient(to right, ${HEAT_TABLE_COLORS.join(', ')})`,
        }}
      />
      <Group justify={values.length > 1 ? 'space-between' : 'center'} gap={0}>
        {values.map((value, i) => (
          <Text key={i} size="xs">
            {formatRegressionStatistic(value)}
          </Text>
        ))}
      </Group>
    </Stack>
  );
}
