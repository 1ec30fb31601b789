import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { adminStatement } from '../../testing/database-templates';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { queryRows } from '../db/database';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../http/error-handler';
import { MIGRATIONS_MISSING_REASON, SHUTTING_DOWN_REASON } from './readiness';

for (const kind of testDatabaseKinds) {
  describe(`health and readiness on the ${kind} database`, () => {
    let t: TestApp | undefined;
    afterEach(async () => {
      await t?.close();
      t = undefined;
    });

    it('answers alive and ready on a migrated database', async () => {
      t = await startTestApp(kind);
      const health = await t.client().get('/api/health');
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
      const ready = await t.client().get('/api/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
    });

    it('is not ready once a shutdown starts, but still alive', async () => {
      t = await startTestApp(kind);
      t.app.readiness.startShutdown();
      const ready = await t.client().get('/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: SHUTTING_DOWN_REASON,
      });
      expect((await t.client().get('/api/health')).statusCode).toBe(200);
    });

    it('is not ready while a migration of this release is missing', async () => {
      t = await startTestApp(kind);
      await t.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const ready = await t.client().get('/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json<{ message: string }>().message).toBe(MIGRATIONS_MISSING_REASON);
    });
  });
}

describe.runIf(process.env.TEST_DATABASE_URL)('readiness when the database goes away', () => {
  it('names the missing database, while /api/health, which asks nothing of it, stays 200', async () => {
    const t = await startTestApp('server');
    try {
      const [row] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
      await adminStatement(
        process.env.TEST_DATABASE_URL!,
        `drop database ${row?.name} with (force)`,
      );
      const ready = await t.client().get('/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json<{ message: string }>().message).toBe(
        'The database does not exist on the PostgreSQL server: create it or correct the database name in DATABASE_URL.',
      );
      expect((await t.client().get('/api/health')).json()).toEqual({ status: 'ok' });
      // Any route that needs the database answers 503 with Retry-After meanwhile, not 500.
      const status = await t.client().get('/api/status');
      expect(status.statusCode).toBe(503);
      expect(status.headers['retry-after']).toBe('5');
      expect(status.json<{ message: string }>().message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    } finally {
      await t.close();
    }
  });
});
