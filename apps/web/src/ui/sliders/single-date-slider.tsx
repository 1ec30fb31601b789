import { DateSlider } from './date-slider';
import { SliderHeading } from './slider-heading';
import { nearestDateIndex, sliderDateLabel } from './date-slider-rules';

type SingleDateSliderProps = {
  dates: readonly string[];
  value: string;
  onChange: (date: string) => void;
  label?: string;
};

/**
 * spec 2 section 4: the single-date slider; the caller decides whether the date becomes the
 * shared date or is only emitted.
 */
export function SingleDateSlider({
  dates,
  value,
  onChange,
  label = 'Report date',
}: SingleDateSliderProps) {
  return (
    <div role="group" aria-label={label}>
      <SliderHeading label={label} value={sliderDateLabel(value)} />
      <DateSlider
        dates={dates}
        value={[nearestDateIndex(dates, value)]}
        thumbLabels={[label]}
        onChange={([index = 0]) => onChange(dates[index] ?? value)}
      />
    </div>
  );
}
