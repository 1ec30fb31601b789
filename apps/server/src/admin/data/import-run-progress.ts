import type { ImportProgress } from '../../reference-data/data/run-import';
import type { ImportRunRepository } from './import-run-repository';

/** Writes at most this often while the metric pass ticks: progress, not a log of every step. */
const WRITE_EVERY_MS = 500;

/**
 * The run's progress written to its import_runs row, which every instance reads. Writes are
 * queued one after another and never awaited by the importer: it may be inside its
 * transaction, and the embedded database answers other queries only once that ends.
 */
export function importRunProgress(
  repo: ImportRunRepository,
  runId: string,
  log: { error(error: unknown, message: string): void },
): ImportProgress & { flush(): Promise<void> } {
  let pending: Promise<void> = Promise.resolve();
  let lastWrite = 0;
  let phase = '';
  let done = 0;
  let total = 0;

  const write = (force: boolean) => {
    const now = Date.now();
    if (!force && now - lastWrite < WRITE_EVERY_MS) return;
    lastWrite = now;
    const change = { phase, done, total };
    pending = pending
      .then(() => repo.update(runId, change))
      .catch((error: unknown) => log.error(error, 'import progress not recorded'));
  };

  return {
    phase(label) {
      phase = label;
      done = 0;
      total = 0;
      write(true);
    },
    start(steps, label) {
      phase = `Computing ${label.trim()}`;
      done = 0;
      total = steps;
      write(true);
    },
    tick() {
      done += 1;
      write(done === total);
    },
    stop() {
      write(true);
    },
    flush: () => pending,
  };
}
