import { parentPort, workerData } from 'node:worker_threads';
import type { InstitutionType } from '@app/core/domain/products';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../platform/db/database';
import { databaseSchema as schema } from '../../platform/db/database-schema';
import { runPipeline, type PipelinePlan } from './load-pipeline';

/**
 * A loading pipeline in a worker thread (started through pipeline-worker.mjs): one
 * institution type, on its own connection to the same PostgreSQL server. The database is
 * already migrated by the caller. Messages: `event` for progress, then `done` or `error`.
 */
export interface PipelineWorkerInput {
  plan: PipelinePlan;
  types: InstitutionType[];
  folder: string;
  databaseUrl: string;
}

const input = workerData as PipelineWorkerInput;
const port = parentPort!;
const pool = new pg.Pool({ connectionString: input.databaseUrl, max: 2 });
try {
  const db = drizzle(pool, { schema }) as unknown as Database;
  const result = await runPipeline(db, input.plan, input.types, input.folder, (event) =>
    port.postMessage({ kind: 'event', event }),
  );
  port.postMessage({ kind: 'done', result });
} catch (error) {
  port.postMessage({
    kind: 'error',
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    // The code (ENOSPC, a SQLSTATE) travels too, so the load can say why it stopped.
    code: findCode(error),
  });
} finally {
  await pool.end();
}

function findCode(error: unknown, depth = 0): string | undefined {
  if (!(error instanceof Error) || depth > 5) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : findCode(error.cause, depth + 1);
}
