import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  openEmbeddedDatabase,
  openServerDatabase,
  type DatabaseHandle,
} from '../platform/db/database';

export type DatabaseKind = 'embedded' | 'server';

/**
 * The databases API tests run against: always the embedded one, and the PostgreSQL server
 * named by TEST_DATABASE_URL when it is set (CI sets it).
 */
export const testDatabaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['embedded', 'server']
  : ['embedded'];

/** A fresh, empty, migrated database that no other test run can see; close() drops it. */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'embedded') return openEmbeddedDatabase(undefined);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openServerDatabase(url.toString());
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
