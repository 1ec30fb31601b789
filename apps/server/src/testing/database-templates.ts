import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { embeddedDatabase, newPglite, openServerDatabase } from '../platform/db/database';

/**
 * Every API test file starts from a migrated database made once per run (vitest's global
 * setup, `test-global-setup.ts`), not by migrating its own: on the embedded database, starting
 * PGlite and migrating cost about 2.8 s of CPU per file, loading a migrated copy 0.7 s
 * (issue 24). Both are named by environment variables, which vitest's workers inherit; without
 * them (the fuzz command, a test run outside vitest) each database migrates itself.
 */
export const EMBEDDED_SNAPSHOT_VARIABLE = 'TEST_EMBEDDED_SNAPSHOT';
export const SERVER_TEMPLATE_VARIABLE = 'TEST_DATABASE_TEMPLATE';

/** A database name no other run, nor another file of this one, uses. */
export function uniqueDatabaseName(purpose: string) {
  return `test_${purpose}_${Date.now()}_${randomBytes(4).toString('hex')}`;
}

/** The server URL of `adminUrl` with another database on it. */
export function databaseUrl(adminUrl: string, name: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on the server's maintenance connection (create and drop database). */
export async function adminStatement(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Writes a migrated, empty embedded database as a tar file to `file`. */
export async function writeEmbeddedSnapshot(file: string) {
  const client = newPglite();
  await embeddedDatabase(client);
  const dump = await client.dumpDataDir('none');
  await client.close();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
}

/** Creates a migrated, empty database on the server to copy test databases from. */
export async function createServerTemplate(adminUrl: string) {
  const name = uniqueDatabaseName('template');
  await adminStatement(adminUrl, `create database ${name}`);
  const handle = await openServerDatabase(databaseUrl(adminUrl, name));
  // A template with a connection open cannot be copied.
  await handle.close();
  return name;
}

let snapshots: Promise<Blob> | undefined;

/** A new in-memory PGlite holding a copy of the snapshot (read once per worker). */
export async function embeddedFromSnapshot(snapshotFile: string): Promise<PGlite> {
  snapshots ??= readFile(snapshotFile).then((bytes) => new Blob([bytes]));
  const client = newPglite({ loadDataDir: await snapshots });
  await client.waitReady;
  return client;
}
