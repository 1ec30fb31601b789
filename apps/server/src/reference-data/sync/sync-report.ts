import type { ImportSource } from '@app/core/api/admin/data';
import type { FigureChange } from './figure-changes';

/** What happened to one quarter (or a run of quarters alike) of a source. */
export interface PeriodOutcome {
  /** The quarter's report date, or "series" for the rates. */
  period: string;
  /** The last quarter of a run of quarters with the same outcome (not offered, not yet). */
  through?: string;
  outcome:
    | 'imported'
    | 'replaced'
    | 'up to date'
    | 'not published yet'
    | 'not offered'
    | 'failed'
    | 'refused';
  /** One line: counts, or why it failed. */
  message: string;
  /** A replaced quarter: every figure that changed. */
  changes?: FigureChange[];
}

/** One source's sync: what the scheduler and the admin console show. */
export interface SourceSyncReport {
  source: ImportSource;
  title: string;
  /** When the source was checked (ISO). */
  checkedAt: string;
  /** The newest quarter the source holds, as far as this check saw (or held before). */
  newestPeriod: string | null;
  outcomes: PeriodOutcome[];
  /** True when any quarter failed or was refused: the run exits 1. */
  failed: boolean;
  /** A source the run could not check at all (FFIEC with no address), and why. */
  skipped: string | null;
}

/** Quarters whose outcome fails the run. */
export const isFailure = (o: PeriodOutcome) => o.outcome === 'failed' || o.outcome === 'refused';

/** How many changed figures a report lists one by one; the rest are counted. */
const LISTED_CHANGES = 20;

/** The report as the command line prints it: one line per source, then one per event. */
export function formatSyncReport(reports: readonly SourceSyncReport[]): string {
  const lines: string[] = [];
  for (const r of reports) {
    if (r.skipped) {
      lines.push(`${r.title}: skipped — ${r.skipped}`);
      continue;
    }
    const changed = r.outcomes.filter((o) => o.outcome === 'imported' || o.outcome === 'replaced');
    const failures = r.outcomes.filter(isFailure);
    const newest = r.newestPeriod ? ` (newest ${r.newestPeriod})` : '';
    if (changed.length === 0 && failures.length === 0)
      lines.push(`${r.title}: up to date${newest}`);
    else lines.push(`${r.title}: ${changed.length} imported, ${failures.length} failed${newest}`);
    for (const o of r.outcomes) {
      if (o.outcome === 'up to date') continue;
      const period = o.through ? `${o.period} to ${o.through}` : o.period;
      lines.push(`  ${period}: ${o.outcome}${o.message ? ` — ${o.message}` : ''}`);
      for (const c of (o.changes ?? []).slice(0, LISTED_CHANGES))
        lines.push(`    ${c.name} (${c.iid}) ${c.item}: ${figure(c.before)} → ${figure(c.after)}`);
      const more = (o.changes?.length ?? 0) - LISTED_CHANGES;
      if (more > 0) lines.push(`    … and ${more} more figure(s)`);
    }
  }
  return lines.join('\n');
}

const figure = (value: number | null) => (value === null ? 'none' : value.toLocaleString('en-US'));

/** Runs of quarters with the same quiet outcome folded into one line. */
export function foldQuietRuns(outcomes: PeriodOutcome[]): PeriodOutcome[] {
  const folded: PeriodOutcome[] = [];
  for (const o of outcomes) {
    const last = folded.at(-1);
    const quiet = o.outcome === 'not offered' || o.outcome === 'not published yet';
    if (quiet && last?.outcome === o.outcome) last.through = o.period;
    else folded.push({ ...o });
  }
  return folded;
}
