import { formatRegressionStatistic } from '@app/core/format/format-regression-statistic';
import { Group, Loader, Paper, Text } from '@mantine/core';

type RegressionFiguresProps = {
  beta: number | null | undefined;
  rSquared: number | null | undefined;
  isLoading: boolean;
  rateName: string | null;
};

/**
 * Beta and R squared of the regression screens (spec 2 section 2.8): 2 decimals, 'Insufficient
 * Data' when missing. A description list, so each figure is read with its name.
 */
export function RegressionFigures({ beta, rSquared, isLoading, rateName }: RegressionFiguresProps) {
  const figures = [
    {
      name: 'Beta',
      value: beta,
      note: `Slope of the best-fit line: the estimated change in the metric for a 1 percent rise in ${rateName ?? 'the rate'}.`,
    },
    {
      name: 'R squared',
      value: rSquared,
      note: 'From 0 to 1: the share of the metric’s variability explained by moves in the rate.',
    },
  ];
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
