import type { ImportSource } from '@app/core/api/admin/data';
import type { SyncSchedule } from '@app/core/api/admin/data-sync';
import { filingDueDate } from '@app/core/domain/data-freshness';
import { addQuarters, quarterEndOf } from '@app/core/domain/quarters';

/**
 * When the agencies' new quarters arrive, and so when the scheduled sync looks for them: every
 * `windowEveryDays` in the `windowDays` after a quarter's filing deadline (when the agency
 * publishes what was filed), every `otherEveryDays` otherwise. Pure: the scheduler hands in the
 * last run, the answer depends on nothing else, so every server instance computes the same.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type SyncTiming = Pick<SyncSchedule, 'windowDays' | 'windowEveryDays' | 'otherEveryDays'>;

const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * A quarter's filing deadline (00:00 UTC of the day), core's one rule of due dates (banks for
 * FFIEC and FDIC, credit unions for NCUA); the rates' quarter is complete when it ends.
 */
export function filingDeadline(source: ImportSource, quarterEnd: string): Date {
  if (source === 'rates') return utcDate(quarterEnd);
  return utcDate(filingDueDate(source === 'ncua' ? 'credit union' : 'bank', quarterEnd));
}

/** The deadlines of the quarters around `at`, oldest first (enough to cover any window). */
function deadlinesAround(source: ImportSource, at: Date): Date[] {
  const current = quarterEndOf(at.toISOString().slice(0, 10));
  return [-3, -2, -1, 0, 1].map((n) => filingDeadline(source, addQuarters(current, n)));
}

/** Inside the busy window: within `windowDays` after a filing deadline. */
export function inFilingWindow(source: ImportSource, at: Date, windowDays: number): boolean {
  return deadlinesAround(source, at).some(
    (d) => d.getTime() <= at.getTime() && at.getTime() < d.getTime() + windowDays * DAY_MS,
  );
}

/**
 * The next scheduled run after one based at `base`: a day (windowEveryDays) later inside a
 * window, a week (otherEveryDays) later outside; and never later than the next deadline, so a
 * window's first day is not missed by a weekly step that jumps over it.
 */
export function nextSyncRun(source: ImportSource, base: Date, timing: SyncTiming): Date {
  const inWindow = inFilingWindow(source, base, timing.windowDays);
  const every = inWindow ? timing.windowEveryDays : timing.otherEveryDays;
  const regular = new Date(base.getTime() + every * DAY_MS);
  if (timing.windowDays === 0) return regular;
  const nextDeadline = deadlinesAround(source, base).find((d) => d.getTime() > base.getTime());
  return nextDeadline && nextDeadline < regular ? nextDeadline : regular;
}

/** A run queued this late after its slot was a catch-up (the servers were down). */
const LATE_MS = 60 * 60 * 1000;

/**
 * What the next run counts from: the slot a scheduled run was due at (so daily runs do not
 * drift by the check's interval), but the time it was queued when that was a catch-up long
 * after its slot or a "Sync now" (so missed slots are not all run one after another).
 */
export function scheduleBase(run: { scheduledFor: Date | null; createdAt: Date }): Date {
  const { scheduledFor, createdAt } = run;
  return scheduledFor && createdAt.getTime() - scheduledFor.getTime() < LATE_MS
    ? scheduledFor
    : createdAt;
}

/** The slot of a source's first scheduled run: one that every instance names alike. */
export const FIRST_SLOT = new Date(0);
