import type { DateControl } from '@app/core/api/product-definition';
import type { DateRange } from '../../selection/selection-store';
import { DateRangeSlider } from '../../ui/sliders/date-range-slider';
import { rangeEndingAt } from '../../ui/sliders/date-slider-rules';
import { SingleDateSlider } from '../../ui/sliders/single-date-slider';

type PageDateControlProps = {
  kind: DateControl;
  dates: readonly string[];
  range: DateRange | null;
  onChange: (range: DateRange) => void;
};

/**
 * spec 2 sections 2.1 and 4: the header's date control, as the page's definition asks. Both
 * sliders set the one shared range: the single-date slider moves its end.
 */
export function PageDateControl({ kind, dates, range, onChange }: PageDateControlProps) {
  if (kind === 'none' || !range || dates.length === 0) return null;
  if (kind === 'single') {
    return (
      <SingleDateSlider
        dates={dates}
        value={range.endDate}
        onChange={(date) => onChange(rangeEndingAt(dates, range, date))}
      />
    );
  }
  return <DateRangeSlider dates={dates} value={range} onChange={onChange} />;
}
