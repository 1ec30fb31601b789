import { checkCycleWindow, DEFAULT_RATE_CYCLES } from '@app/core/analytics/cycle-beta';
import { addQuarters } from '@app/core/domain/quarters';
import { badRequest } from '../../platform/http/http-error';
import { asBadRequest } from './bad-request';

/** The cycle shown when none is asked for: the latest tightening, the one users remember. */
export const DEFAULT_CYCLE_ID = 'tightening-2022';

export interface CycleWindow {
  cycleId: string | null;
  label: string;
  start: string;
  end: string;
  baseDate: string;
}

/**
 * The window of a cycle-beta call: a default cycle by id, or the user's own from cycleStart to
 * cycleEnd (at least 4 quarters, checkCycleWindow), else DEFAULT_CYCLE_ID.
 */
export function cycleWindowOf(query: {
  cycle?: string | undefined;
  cycleStart?: string | undefined;
  cycleEnd?: string | undefined;
}): CycleWindow {
  const custom = query.cycleStart !== undefined || query.cycleEnd !== undefined;
  if (custom && query.cycle !== undefined) {
    throw badRequest('Give either cycle or cycleStart and cycleEnd, not both.');
  }
  if (custom) {
    if (query.cycleStart === undefined || query.cycleEnd === undefined) {
      throw badRequest('A cycle of your own needs both cycleStart and cycleEnd.');
    }
    const { start, end } = asBadRequest(() => checkCycleWindow(query.cycleStart!, query.cycleEnd!));
    return { cycleId: null, label: 'Custom', start, end, baseDate: addQuarters(start, -1) };
  }
  const cycle = DEFAULT_RATE_CYCLES.find((c) => c.id === (query.cycle ?? DEFAULT_CYCLE_ID))!;
  return {
    cycleId: cycle.id,
    label: cycle.label,
    start: cycle.start,
    end: cycle.end,
    baseDate: addQuarters(cycle.start, -1),
  };
}
