import { Group, Text } from '@mantine/core';

/** Above a date slider: what it sets, and the date (or dates) it is at. */
export function SliderHeading({ label, value }: { label: string; value: string }) {
  return (
    <Group gap={6} justify="space-between" wrap="nowrap">
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Group>
  );
}
