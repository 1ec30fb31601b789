import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { migrationsFolder } from '../config/paths';
import { queryRows, type Database } from '../db/database';
import { describeDatabaseFault, type DatabaseAddress } from '../db/database-faults';

/** How long the readiness probe waits for the database before it answers "not ready". */
export const READY_TIMEOUT_MS = 2_000;

export const SHUTTING_DOWN_REASON = 'The server is shutting down.';
export const MIGRATIONS_MISSING_REASON =
  'The database lacks migrations this release needs: start an instance of this release to apply them.';

/** When drizzle-kit made this release's newest migration (its journal's last `when`). */
function newestMigrationMillis(): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

export type Readiness = ReturnType<typeof readiness>;

/**
 * Whether this instance should be sent requests: the database answers within
 * READY_TIMEOUT_MS and holds this release's newest migration (a newer release's migrations
 * beside it are fine: they only add), and no shutdown has begun.
 */
export function readiness(db: Database, address?: DatabaseAddress) {
  const needed = newestMigrationMillis();
  let shuttingDown = false;

  async function databaseProblem(): Promise<string | undefined> {
    // drizzle's migrator records each applied migration's journal time in created_at.
    const rows = await queryRows<{ last: string | null }>(
      db,
      sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
    );
    const last = Number(rows[0]?.last ?? 0);
    return last >= needed ? undefined : MIGRATIONS_MISSING_REASON;
  }

  return {
    /** From now on the instance answers "not ready", so balancers stop sending it requests. */
    startShutdown() {
      shuttingDown = true;
    },
    get shuttingDown() {
      return shuttingDown;
    },
    /** Undefined when ready, else the reason in one sentence. */
    async problem(): Promise<string | undefined> {
      if (shuttingDown) return SHUTTING_DOWN_REASON;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<string>((resolve) => {
        timer = setTimeout(
          () => resolve(`The database did not answer within ${READY_TIMEOUT_MS / 1000} seconds.`),
          READY_TIMEOUT_MS,
        );
      });
      try {
        return await Promise.race([
          databaseProblem().catch(
            (error: unknown) => describeDatabaseFault(error, address).sentence,
          ),
          timeout,
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * Once a shutdown starts, every answer asks the client (or the proxy) to close its connection,
 * so that its next request opens one to an instance that is staying.
 */
export function closeConnectionsWhenStopping(app: FastifyInstance, state: Readiness) {
  app.addHook('onSend', async (_request, reply) => {
    if (state.shuttingDown) reply.header('connection', 'close');
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** main.ts turns it to "shutting down" on SIGTERM. */
    readiness: Readiness;
  }
}
