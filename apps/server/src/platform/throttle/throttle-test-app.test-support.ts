import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { startTestApp, testConfig, type TestApp } from '../../testing/test-app';
import type { DatabaseKind } from '../../testing/test-database';

/**
 * A test app and a second server instance on the same database, as behind a load balancer:
 * the throttle's counters must hold across both.
 */
export async function startTwoInstances(kind: DatabaseKind) {
  const t = await startTestApp(kind);
  const second: FastifyInstance = await buildApp({
    config: testConfig,
    db: t.db,
    jobs: t.jobs,
    webDist: null,
    logger: false,
  });
  return { t, second };
}

/** Time passing, for the counters: every deadline they hold moves `seconds` into the past. */
export async function elapse(t: TestApp, seconds: number) {
  await t.db.execute(sql`
    update throttle_counters
    set expires_at = expires_at - make_interval(secs => ${seconds}),
        blocked_until = blocked_until - make_interval(secs => ${seconds})`);
}
