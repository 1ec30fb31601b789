import { Group, Paper, Skeleton, Stack } from '@mantine/core';

type LockedExplorerProps = {
  /** The explorer's name: the group is labelled '{name} (locked)'. */
  name: string;
  /** The product component's name (data-component), as the unlocked explorer carries it. */
  component: string;
  /** One still bar per picker, at its width. */
  pickerWidths: readonly number[];
  chartHeight: number;
};

/**
 * A paywalled explorer: its pickers and chart as still shapes, so the page keeps its layout and
 * nothing of the data is fetched.
 */
export function LockedExplorer({
  name,
  component,
  pickerWidths,
  chartHeight,
}: LockedExplorerProps) {
  return (
    <Stack gap="sm" role="group" aria-label={`${name} (locked)`} data-component={component}>
      <Group gap="md">
        {pickerWidths.map((width, index) => (
          <Skeleton key={index} height={36} width={width} animate={false} />
        ))}
      </Group>
      <Paper withBorder radius="md" p="sm">
        <Skeleton height={chartHeight} animate={false} />
      </Paper>
    </Stack>
  );
}
