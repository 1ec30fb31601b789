import { formatRegressionStatistic } from '@app/core/format/format-regression-statistic';
import { Group, Loader, Paper, Text } from '@mantine/core';

export type StatisticFigure = {
  name: string;
  value: number | null | undefined;
  note: string;
};

/**
 * Beta and R squared of the correlation and regression screens (spec 2 sections 2.7, 2.8): 2
 * decimals, 'Insufficient Data' when missing (section 5). A description list, so each figure is
 * read with its name.
 */
export function StatisticFigures({
  figures,
  isLoading,
}: {
  figures: readonly StatisticFigure[];
  isLoading: boolean;
}) {
  return (
    <Group component="dl" gap="md" grow m={0} align="stretch">
      {figures.map((figure) => (
        <Paper key={figure.name} withBorder radius="md" p="sm">
          <Text component="dt" size="sm" fw={600} c="gray.7">
            {figure.name}
          </Text>
          <Text component="dd" m={0} fz={24} fw={700} data-figure={figure.name}>
            {isLoading ? (
              <Loader size="xs" type="dots" aria-label={`Loading ${figure.name}`} />
            ) : (
              formatRegressionStatistic(figure.value)
            )}
          </Text>
          <Text component="dd" m={0} size="xs" c="gray.7">
            {figure.note}
          </Text>
        </Paper>
      ))}
    </Group>
  );
}
