import type { ImportRun } from '@app/core/api/admin/data';
import { useState } from 'react';

/** Where a run's counted step was when the screen first saw it. */
interface Sighting {
  step: string;
  at: number;
  done: number;
}

/** "about 40 s left", "about 12 min left", "about 1 h 5 min left". */
export function timeLeftText(ms: number): string {
  const seconds = Math.max(0, ms / 1000);
  if (seconds < 60) return `about ${Math.max(5, Math.ceil(seconds / 5) * 5)} s left`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} min left`;
  return `about ${Math.floor(minutes / 60)} h ${minutes % 60} min left`;
}

/**
 * Where each running run's counted step was first seen: `previous` itself when nothing new
 * began (so that the screen's state stays put), else a new map.
 */
function sightingsOf(
  previous: ReadonlyMap<string, Sighting>,
  runs: readonly ImportRun[],
  now: number,
): ReadonlyMap<string, Sighting> {
  const next = new Map<string, Sighting>();
  let changed = false;
  for (const run of runs) {
    if (run.state !== 'running' || run.total === 0) continue;
    const step = `${run.phase ?? ''}|${run.total}`;
    const seen = previous.get(run.id);
    // A new step (or a count that went back) starts the pace again.
    if (seen && seen.step === step && run.done >= seen.done) next.set(run.id, seen);
    else {
      next.set(run.id, { step, at: now, done: run.done });
      changed = true;
    }
  }
  return changed || next.size !== previous.size ? next : previous;
}

/**
 * The time left of each running run's counted step (the metric pass's quarters), as the
 * command line's progress bar estimates it: the pace since the screen first saw the step,
 * times the steps left. "estimating time left" until a step has ended under the screen's eyes.
 * Runs with no count (reading the files) have none. `now` is when the runs were fetched.
 */
export function useTimeLeft(runs: readonly ImportRun[], now: number): Map<string, string> {
  const [sightings, setSightings] = useState<ReadonlyMap<string, Sighting>>(new Map());
  const current = sightingsOf(sightings, runs, now);
  // Kept from one fetch to the next (React's "information from previous renders").
  if (current !== sightings) setSightings(current);
  const left = new Map<string, string>();
  for (const run of runs) {
    const seen = current.get(run.id);
    if (!seen) continue;
    const stepsSeen = run.done - seen.done;
    left.set(
      run.id,
      stepsSeen > 0
        ? timeLeftText(((now - seen.at) / stepsSeen) * (run.total - run.done))
        : 'estimating time left',
    );
  }
  return left;
}
