import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { InstitutionType } from '@app/core/domain/products';
import type { ImportBatch } from '../data/call-report';
import { readFfiecCallReport } from '../data/importers/read-ffiec';
import { readNcuaCallReport } from '../data/importers/read-ncua';
import { storeBatch } from '../data/store-batch';
import type { Database } from '../../platform/db/database';
import { metricsOf } from '../catalogue/find-metric';
import { computeMetrics } from '../data/compute-metrics';
import type { BankFiling } from './ffiec-files';
import type { TextFileWriter } from './file-writer';
import {
  generateQuarterBatches,
  writeAgencyFiles,
  type SyntheticQuarter,
} from './generate-quarters';
import { FIRST_REPORT_DATE } from './parameters';
import { RatePath, type QuarterRates } from './rate-path';

/** What a loading pipeline needs; plain data, so that it can cross to a worker thread. */
export interface PipelinePlan {
  seed: number;
  banks: number;
  creditUnions: number;
  quarterCount: number;
  rates: QuarterRates[];
  /**
   * Report dates already stored per type by an earlier, interrupted load: they are generated
   * again (each quarter grows from the previous one) but not written or stored a second time.
   */
  stored?: Partial<Record<InstitutionType, string[]>>;
}

/** Main-thread extras of a pipeline (functions do not cross to a worker). */
export interface PipelineOptions {
  /** Stops the load before the next quarter is stored (a kill, as far as the data can tell). */
  signal?: AbortSignal;
  /** Writes the agency files; the file system unless a test stands in for a full disk. */
  writeFile?: TextFileWriter;
}

export type PipelineEvent =
  { kind: 'stored'; type: InstitutionType } | { kind: 'metrics'; type: InstitutionType };

export interface PipelineResult {
  /** Institutions that filed at least once, per type. */
  institutions: Partial<Record<InstitutionType, number>>;
  /** Seconds spent per phase; generation and files overlap with storing. */
  phases: { generate: number; files: number; store: number; metrics: number };
}

interface Prepared {
  quarter: SyntheticQuarter;
  /** Per type, the batch to store, or null when that type's quarter is already stored. */
  batches: { type: InstitutionType; batch: ImportBatch | null }[];
}

/**
 * Loads the generated quarters of the given institution types, in date order: each quarter's
 * agency files are written to `folder`, read back by the FFIEC or NCUA importer and deleted,
 * and the batch is stored by storeBatch in its own transaction; the next quarter is prepared
 * while the current one is being stored. Then computeMetrics runs once per type over all the
 * quarters (one transaction per type, a sliding window, each quarter read once).
 *
 * A quarter of one type is the unit that commits: its call reports, institutions and bank
 * ownership types in one transaction, so a load killed at any point leaves whole quarters, and
 * the quarters in `plan.stored` (read back from call_reports) are skipped when it resumes.
 */
export async function runPipeline(
  db: Database,
  plan: PipelinePlan,
  types: readonly InstitutionType[],
  folder: string,
  onEvent: (event: PipelineEvent) => void,
  options: PipelineOptions = {},
): Promise<PipelineResult> {
  const stored = new Map(
    types.map((t) => [t, new Set(plan.stored?.[t] ?? [])] as [InstitutionType, Set<string>]),
  );
  const phases = { generate: 0, files: 0, store: 0, metrics: 0 };
  const filers = new Map<InstitutionType, Set<number>>(types.map((t) => [t, new Set()]));
  const quarters = generateQuarterBatches({
    seed: plan.seed,
    banks: plan.banks,
    creditUnions: plan.creditUnions,
    ratePath: new RatePath(plan.rates),
    quarterCount: plan.quarterCount,
    types,
  });

  const prepare = async (): Promise<Prepared | null> => {
    let started = performance.now();
    const next = quarters.next();
    phases.generate += (performance.now() - started) / 1000;
    if (next.done) return null;
    started = performance.now();
    const quarter = next.value;
    const batches: Prepared['batches'] = [];
    for (const type of types) {
      if (stored.get(type)?.has(quarter.reportDate)) {
        batches.push({ type, batch: null });
        continue;
      }
      const files = await writeAgencyFiles(quarter, type, folder, options.writeFile);
      const batch =
        type === 'bank' ? await readFfiecCallReport(files) : await readNcuaCallReport(files);
      await rm(files, { recursive: true, force: true });
      batches.push({ type, batch });
    }
    phases.files += (performance.now() - started) / 1000;
    return { quarter, batches };
  };

  const store = async ({ quarter, batches }: Prepared) => {
    const started = performance.now();
    for (const { type, batch } of batches) {
      const iids = filers.get(type)!;
      if (batch) {
        options.signal?.throwIfAborted();
        await db.transaction(async (tx) => {
          await storeBatch(tx, batch, { synthetic: true });
          if (type === 'bank') await setOwnershipTypes(tx, quarter.banks);
        });
        for (const institution of batch.institutions) iids.add(institution.iid);
      } else {
        const filings = type === 'bank' ? quarter.banks : quarter.creditUnions;
        for (const filing of filings) iids.add(filing.profile.iid);
      }
      onEvent({ kind: 'stored', type });
    }
    phases.store += (performance.now() - started) / 1000;
  };

  // The quarter being prepared can fail (a full disk) while the current one is being stored,
  // before anything awaits it: a handler from the start keeps that from being an unhandled
  // rejection, which would end the whole server. The failure still surfaces at its await.
  const ahead = () => {
    const next = prepare();
    next.catch(() => null);
    return next;
  };
  let pending: Promise<Prepared | null> = ahead();
  try {
    for (;;) {
      const current = await pending;
      if (!current) break;
      const storing = store(current);
      // Generation is synchronous: it runs while the database works on the first statements.
      pending = ahead();
      await storing;
    }
  } finally {
    // On a failure, let the quarter being prepared finish (or fail) quietly.
    await pending.catch(() => null);
  }

  options.signal?.throwIfAborted();
  const started = performance.now();
  for (const type of types) {
    await db.transaction((tx) =>
      computeMetrics(tx, type, metricsOf(type), {
        fromDate: FIRST_REPORT_DATE,
        progress: { start() {}, tick: () => onEvent({ kind: 'metrics', type }), stop() {} },
      }),
    );
  }
  phases.metrics += (performance.now() - started) / 1000;
  return {
    institutions: Object.fromEntries([...filers].map(([type, iids]) => [type, iids.size])),
    phases,
  };
}

/**
 * Bank ownership type (Stock, SubS, Mutual, Industrial, Non-Traditional) is not in the FFIEC
 * CDR files, so the importer leaves it empty (real loads take it from FDIC data). The
 * generator knows it and sets it after each quarter's import, one UPDATE for the batch; rows
 * already right are left alone.
 */
async function setOwnershipTypes(db: Pick<Database, 'execute'>, filings: readonly BankFiling[]) {
  if (filings.length === 0) return;
  const rows = filings.map(
    (f) => sql`(${f.profile.iid}::integer, ${f.profile.ownershipType}::text)`,
  );
  await db.execute(sql`
    update institutions as i set ownership_type = v.ownership_type
    from (values ${sql.join(rows, sql`, `)}) as v(iid, ownership_type)
    where i.iid = v.iid and i.ownership_type is distinct from v.ownership_type`);
}
