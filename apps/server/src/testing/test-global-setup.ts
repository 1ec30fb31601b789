import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  adminStatement,
  createServerTemplate,
  EMBEDDED_SNAPSHOT_VARIABLE,
  SERVER_TEMPLATE_VARIABLE,
  writeEmbeddedSnapshot,
} from './database-templates';

/**
 * vitest's global setup of the server project: the migrated databases every test database of
 * this run is copied from (database-templates.ts), made before the first file and removed
 * after the last. The names are this run's own, so runs side by side do not meet.
 */
export default async function makeDatabaseTemplates() {
  const folder = await mkdtemp(path.join(tmpdir(), 'peerscope-test-'));
  const snapshot = path.join(folder, 'migrated.tar');
  const adminUrl = process.env.TEST_DATABASE_URL;
  const [template] = await Promise.all([
    adminUrl ? createServerTemplate(adminUrl) : undefined,
    writeEmbeddedSnapshot(snapshot),
  ]);
  process.env[EMBEDDED_SNAPSHOT_VARIABLE] = snapshot;
  if (template) process.env[SERVER_TEMPLATE_VARIABLE] = template;

  return async function removeDatabaseTemplates() {
    await rm(folder, { recursive: true, force: true });
    if (adminUrl && template) {
      await adminStatement(adminUrl, `drop database if exists ${template} with (force)`);
    }
  };
}
