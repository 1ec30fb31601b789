import { Group, Loader, Paper, Text } from '@mantine/core';
import { formatRegressionStatistic } from '@app/core/format/format-regression-statistic';

type CorrelationFiguresProps = {
  beta: number | null | undefined;
  rSquared: number | null | undefined;
  isLoading: boolean;
  rateName: string | null;
};

/**
 * Beta and R squared (spec 2 sections 2.7 and 2.8): 2 decimals, 'Insufficient Data' when
 * missing (section 5). A description list, so each figure is read with its name.
 */
export function CorrelationFigures({
  beta,
  rSquared,
  isLoading,
  rateName,
}: CorrelationFiguresProps) {
  const figures = [
    {
      name: 'Beta',
      value: beta,
      note: `The estimated change in the metric for a 1 percent rise in ${rateName ?? 'the rate'}.`,
    },
    {
      name: 'R-squared',
      value: rSquared,
      note: 'The share of the metric’s variability explained by moves in the rate (0 to 1).',
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
