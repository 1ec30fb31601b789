import {
  embeddedDatabase,
  openEmbeddedDatabase,
  openServerDatabase,
  type DatabaseHandle,
} from '../platform/db/database';
import {
  adminStatement,
  databaseUrl,
  EMBEDDED_SNAPSHOT_VARIABLE,
  embeddedFromSnapshot,
  SERVER_TEMPLATE_VARIABLE,
  uniqueDatabaseName,
} from './database-templates';

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
  if (kind === 'embedded') {
    const snapshot = process.env[EMBEDDED_SNAPSHOT_VARIABLE];
    return snapshot
      ? embeddedDatabase(await embeddedFromSnapshot(snapshot))
      : openEmbeddedDatabase(undefined);
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = uniqueDatabaseName('file');
  const template = process.env[SERVER_TEMPLATE_VARIABLE];
  await adminStatement(
    adminUrl,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  const handle = await openServerDatabase(databaseUrl(adminUrl, name));
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminStatement(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
