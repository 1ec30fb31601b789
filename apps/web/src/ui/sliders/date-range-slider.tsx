import { DateSlider } from './date-slider';
import { SliderHeading } from './slider-heading';
import {
  clampRangeIndexes,
  nearestDateIndex,
  sliderDateLabel,
  type DateRangeValue,
} from './date-slider-rules';

type DateRangeSliderProps = {
  dates: readonly string[];
  value: DateRangeValue;
  onChange: (range: DateRangeValue) => void;
  label?: string;
};

/** spec 2 section 4: the date-range slider of the product header. */
export function DateRangeSlider({
  dates,
  value,
  onChange,
  label = 'Date range',
}: DateRangeSliderProps) {
  const indexes = clampRangeIndexes(
    dates.length,
    nearestDateIndex(dates, value.startDate),
    nearestDateIndex(dates, value.endDate),
  );
  return (
    <div role="group" aria-label={label}>
      <SliderHeading
        label={label}
        value={`${sliderDateLabel(value.startDate)} – ${sliderDateLabel(value.endDate)}`}
      />
      <DateSlider
        dates={dates}
        value={indexes}
        thumbLabels={['Start date', 'End date']}
        onChange={([start = 0, end = 0]) =>
          onChange({ startDate: dates[start] ?? '', endDate: dates[end] ?? '' })
        }
      />
    </div>
  );
}
