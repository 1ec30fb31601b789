import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../config/paths';
import type { JobConnection } from '../jobs/job-queue';
import { databaseSchema as schema } from './database-schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A connected database with the migrations applied, and how to let it go. */
export interface DatabaseHandle {
  db: Database;
  kind: 'embedded' | 'server';
  /** The same database, for the background job queue. */
  jobConnection: JobConnection;
  close(): Promise<void>;
  /** The pool's connections now (a PostgreSQL server; the embedded database has one). */
  poolUse(): { total: number; idle: number; waiting: number };
}

/**
 * A PGlite instance with the extensions the migrations create (pg_trgm for the name search):
 * PGlite loads an extension only when it is named here.
 */
export function newPglite(options: Omit<PGliteOptions, 'extensions'> = {}): PGlite {
  return new PGlite({ ...options, extensions: { pg_trgm } });
}

/** Embedded PostgreSQL (PGlite): in dataDir, or in memory when dataDir is undefined. */
export async function openEmbeddedDatabase(dataDir: string | undefined): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir) {
    const pgdata = path.join(dataDir, 'pgdata');
    mkdirSync(pgdata, { recursive: true });
    client = newPglite({ dataDir: pgdata });
  } else {
    client = newPglite();
  }
  return embeddedDatabase(client);
}

/** A PGlite instance as a database handle, migrated first (a no-op when it already is). */
export async function embeddedDatabase(client: PGlite): Promise<DatabaseHandle> {
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'embedded',
    jobConnection: { kind: 'embedded', executeSql: embeddedJobSql(client) },
    close: () => client.close(),
    poolUse: () => ({ total: 1, idle: 0, waiting: 0 }),
  };
}

export async function openServerDatabase(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (restart, failover, a dropped database) must not crash
  // the process: the pool replaces it on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'server',
    jobConnection: { kind: 'server', connectionString: url },
    close: () => pool.end(),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * pg-boss sends its schema as several statements without parameters, which only PGlite's
 * exec runs; everything else is one statement with parameters.
 */
function embeddedJobSql(client: PGlite) {
  return async (text: string, values?: unknown[]) => {
    if (values?.length) return client.query(text, values);
    const results = await client.exec(text);
    return results.at(-1) ?? { rows: [] };
  };
}

export function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openServerDatabase(config.databaseUrl)
    : openEmbeddedDatabase(config.dataDir);
}

/** Runs raw SQL; both drivers answer an object with `rows`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
