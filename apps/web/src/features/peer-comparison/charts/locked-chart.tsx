import { Paper, Skeleton, Stack, Text } from '@mantine/core';

/**
 * The locked look of a chart on a paywalled page (spec 2 sections 2.7 and 6): the chart's place
 * and size with no figures, since the data is not fetched (the API refuses it). The page's banner
 * says why and links to the upgrade; this only keeps the layout the user would get.
 */
export function LockedChart({ height, title }: { height: number; title: string }) {
  return (
    <Paper
      component="section"
      aria-label={title}
      withBorder
      p="sm"
      radius="md"
      data-locked-chart=""
    >
      <Text fw={700} size="sm" mb="xs">
        {title}
      </Text>
      <Stack h={height} justify="center" align="stretch" gap="xs">
        <Skeleton height={height - 40} animate={false} radius="sm" />
        <Text size="xs" c="dimmed" ta="center">
          Available on the Standard plan
        </Text>
      </Stack>
    </Paper>
  );
}
