import { SingleBar, Presets } from 'cli-progress';
import type { ComputeProgress } from './compute-metrics';

/**
 * A progress bar on an interactive terminal; one line per finished step otherwise (CI logs,
 * pipes), so a log never fills with redraws.
 */
export function terminalProgress(stream: NodeJS.WriteStream = process.stderr): ComputeProgress {
  if (!stream.isTTY) {
    let label = '';
    let done = 0;
    let total = 0;
    return {
      start(t, l) {
        label = l;
        total = t;
        done = 0;
      },
      tick() {
        done += 1;
      },
      stop() {
        stream.write(`${label}: ${done}/${total}\n`);
      },
    };
  }
  const bar = new SingleBar(
    { format: '{label} [{bar}] {value}/{total} {eta_formatted}', stream, hideCursor: true },
    Presets.shades_classic,
  );
  return {
    start(total, label) {
      bar.start(total, 0, { label: label.padEnd(28) });
    },
    tick() {
      bar.increment();
    },
    stop() {
      bar.stop();
    },
  };
}
