import type { DisplayType } from '@app/core/domain/display-type';
import { formatAxisValue } from '@app/core/format/format-axis-value';

/** spec 2 section 9: the value axis runs to 1.1 times the largest value. */
export const AXIS_MAXIMUM_FACTOR = 1.1;

/**
 * The value axis maximum: 1.1 × the largest value, rounded to 12 significant digits so that
 * 1.1 × 100 is 110, not 110.00000000000001. Undefined (ECharts chooses) when no value is
 * present or the largest is not above 0: 1.1 × a negative maximum would cut the bars off.
 */
export function axisMaximum(values: Iterable<number | null | undefined>): number | undefined {
  let largest = -Infinity;
  for (const value of values) {
    if (typeof value === 'number' && Number.isFinite(value) && value > largest) largest = value;
  }
  if (!(largest > 0)) return undefined;
  return Number((largest * AXIS_MAXIMUM_FACTOR).toPrecision(12));
}

/** A value axis up to `max` (see axisMaximum), its labels formatted by the display type. */
export function valueAxis(type: DisplayType, max: number | undefined) {
  return {
    type: 'value' as const,
    max,
    axisLabel: {
      // The 1.1 × maximum is rarely a round tick; its label would crowd the one below.
      showMaxLabel: false,
      formatter: (value: number) => formatAxisValue(value, type),
    },
  };
}
