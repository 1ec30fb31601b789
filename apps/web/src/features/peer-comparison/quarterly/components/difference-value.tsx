import type { DisplayType } from '@app/core/domain/display-type';
import { formatMetricValue, MISSING_VALUE } from '@app/core/format/format-metric-value';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { differenceDirection } from '../utils/summary-sections';

const ARROWS = { up: '▲', down: '▼' } as const;
/**
 * Darker than Mantine's green and red 8: small text on the selected row's tint must keep a
 * contrast of 4.5:1 (WCAG AA), which those shades miss.
 */
const BETTER = '#1b6b32';
const WORSE = '#b02525';

/**
 * A Difference cell (spec 2 section 2.5): the value with an up or down arrow. The sign comes
 * from the server already flipped when lower is better (spec 2 section 9), so up reads as
 * better, except for metrics with no direction (rankSort N), where it only means above.
 */
export function DifferenceValue({
  value,
  displayType,
  rankSort,
}: {
  value: number | null;
  displayType: DisplayType;
  rankSort: 'L' | 'N' | 'H';
}) {
  if (value === null) return <Text size="sm">{MISSING_VALUE}</Text>;
  // A difference that rounds to nothing on screen (a score 0.2 below) reads as none: no arrow
  // and no minus sign beside a 0.
  const shown = formatMetricValue(value, displayType);
  const roundsToZero = !/[1-9]/.test(shown);
  const direction = differenceDirection(roundsToZero ? 0 : value);
  const directed = rankSort !== 'N';
  const color = direction === 'none' || !directed ? 'gray.7' : direction === 'up' ? BETTER : WORSE;
  const words =
    direction === 'none'
      ? ''
      : directed
        ? direction === 'up'
          ? 'better'
          : 'worse'
        : direction === 'up'
          ? 'above'
          : 'below';
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end" data-direction={direction}>
      {direction !== 'none' && (
        <Text span size="xs" c={color} aria-hidden="true">
          {ARROWS[direction]}
        </Text>
      )}
      <Text span size="sm" c={color}>
        {roundsToZero ? formatMetricValue(0, displayType) : shown}
      </Text>
      {words && <VisuallyHidden>({words})</VisuallyHidden>}
    </Group>
  );
}
