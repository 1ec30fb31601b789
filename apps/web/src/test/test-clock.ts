import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Puts the test in charge of the page's timers, so a test that must show nothing happens within
 * a delay (a debounce, a fetch that must not start) moves the clock past it instead of sleeping.
 * Time still flows on its own, so user events and queries run as usual. setup.ts gives the real
 * timers back after each test.
 */
export function takeClock(): void {
  vi.useFakeTimers({ shouldAdvanceTime: true });
}

/** Moves the clock `ms` forward at once, running every timer due and what they set off. */
export async function passTime(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}
