import { useElementSize } from '@mantine/hooks';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import classes from './date-slider.module.css';
import {
  clampRangeIndexes,
  labelIndexes,
  labelsThatFit,
  SLIDER_RULES,
  sliderDateLabel,
} from './date-slider-rules';

type DateSliderProps = {
  dates: readonly string[];
  /** One index (single-date slider) or two (range slider), into dates. */
  value: readonly number[];
  /** Called when a handle settles: on each key press, and when a drag ends. */
  onChange: (value: number[]) => void;
  /** Accessible names of the handles, in order. */
  thumbLabels: readonly string[];
};

const percent = (index: number, count: number) => (count <= 1 ? 0 : (index / (count - 1)) * 100);

/**
 * The slider under both date controls (spec 2 sections 4 and 9): steps of one report date,
 * handles kept one step apart, arrow keys move 1 step and PageUp/PageDown 4, Home/End to the
 * ends; the scale marks a date at least every 12 months and names them as MMM yyyy, as many as
 * fit its width. Built here rather than on
 * Mantine's slider, which has no page keys and no aria-valuetext.
 */
export function DateSlider({ dates, value, onChange, thumbLabels }: DateSliderProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const { ref: scaleRef, width: scaleWidth } = useElementSize();
  const [draft, setDraft] = useState<number[] | null>(null);
  const dragging = useRef<number | null>(null);
  const shown = draft ?? [...value];
  const count = dates.length;
  const last = Math.max(0, count - 1);

  const place = (current: readonly number[], thumb: number, index: number): number[] => {
    if (current.length === 1) return [Math.min(Math.max(0, index), last)];
    const [start = 0, end = 0] = current;
    return thumb === 0
      ? clampRangeIndexes(count, index, end, 'start')
      : clampRangeIndexes(count, start, index, 'end');
  };

  const indexAt = (clientX: number): number => {
    const rect = trackRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return 0;
    const ratio = Math.min(Math.max((clientX - rect.left) / rect.width, 0), 1);
    return Math.round(ratio * last);
  };

  const onKeyDown = (thumb: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    const current = shown[thumb] ?? 0;
    const page = SLIDER_RULES.step * SLIDER_RULES.pageMultiplier;
    const moves: Record<string, number> = {
      ArrowLeft: current - SLIDER_RULES.step,
      ArrowDown: current - SLIDER_RULES.step,
      ArrowRight: current + SLIDER_RULES.step,
      ArrowUp: current + SLIDER_RULES.step,
      PageDown: current - page,
      PageUp: current + page,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = place(shown, thumb, target);
    if (next.some((index, i) => index !== shown[i])) onChange(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (count < 2 || event.button !== 0) return;
    const index = indexAt(event.clientX);
    // The nearer handle follows the pointer (the end handle on a tie, so it can move right).
    const thumb =
      shown.length === 1
        ? 0
        : Math.abs(index - (shown[0] ?? 0)) < Math.abs(index - (shown[1] ?? 0))
          ? 0
          : 1;
    dragging.current = thumb;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDraft(place(shown, thumb, index));
    const handle = trackRef.current?.querySelectorAll<HTMLElement>('[role="slider"]')[thumb];
    handle?.focus();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const thumb = dragging.current;
    if (thumb === null) return;
    setDraft((current) => place(current ?? shown, thumb, indexAt(event.clientX)));
  };

  const onPointerUp = () => {
    if (dragging.current === null) return;
    dragging.current = null;
    const settled = draft;
    setDraft(null);
    if (settled && settled.some((index, i) => index !== value[i])) onChange(settled);
  };

  const from = shown.length === 2 ? percent(shown[0] ?? 0, count) : 0;
  const to = percent(shown[shown.length - 1] ?? 0, count);

  return (
    <div className={classes.root}>
      <div
        ref={trackRef}
        className={classes.track}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <div className={classes.fill} style={{ left: `${from}%`, right: `${100 - to}%` }} />
        {labelIndexes(dates).map((index) => (
          <span
            key={index}
            className={classes.tick}
            style={{ left: `${percent(index, count)}%` }}
          />
        ))}
        {shown.map((index, thumb) => (
          <div
            key={thumb}
            role="slider"
            tabIndex={0}
            className={classes.thumb}
            style={{ left: `${percent(index, count)}%` }}
            aria-label={thumbLabels[thumb]}
            aria-orientation="horizontal"
            aria-valuemin={0}
            aria-valuemax={last}
            aria-valuenow={index}
            aria-valuetext={sliderDateLabel(dates[index] ?? '')}
            aria-disabled={count < 2 || undefined}
            onKeyDown={onKeyDown(thumb)}
          />
        ))}
      </div>
      <div ref={scaleRef} className={classes.scale} aria-hidden="true">
        {labelsThatFit(labelIndexes(dates), scaleWidth).map((index) => (
          <span key={index} className={classes.label} style={{ left: `${percent(index, count)}%` }}>
            {sliderDateLabel(dates[index] ?? '')}
          </span>
        ))}
      </div>
    </div>
  );
}
