import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { FUZZ_KEEPER, prepareFuzzWorld, type FuzzWorld } from '../../testing/fuzz-world';
import { describeFailures, fuzzRoutes } from '../../testing/route-fuzz';

/** Fixed, so a failure here replays with `npm run fuzz -- --seed 20261125 --requests 2000`. */
const SEED = 20261125;
const REQUESTS = 2000;
const KEEPER = FUZZ_KEEPER;

describe('fuzzing every registered route (issue 11)', () => {
  let t: TestApp;
  let world: FuzzWorld;
  beforeAll(async () => {
    t = await startTestApp('embedded');
    world = await prepareFuzzWorld(t);
    // Starting the app and loading two quarters takes a while on a busy machine.
  }, 180_000);
  afterAll(() => t.close());

  it(`answers ${REQUESTS} hostile requests without a 5xx and loses nothing saved`, async () => {
    const keeper = await t.client().login(KEEPER);
    const subject = (await keeper.get('/api/auth/me')).json<{ institutionIid: number }>()
      .institutionIid;
    const created = await keeper.post(`/api/${subject}/group`, {
      name: 'Kept through the fuzz',
      description: 'must read back the same',
      iids: world.iids.slice(0, 3).filter((iid) => iid < 1_000_000_000),
    });
    expect(created.statusCode).toBe(201);
    for (const [key, value] of [
      ['institution', String(subject)],
      ['dateRange-bank', '{"startDate":"2025-03-31","endDate":"2025-06-30"}'],
    ]) {
      expect((await keeper.post('/api/user/session', { key, value })).statusCode).toBeLessThan(300);
    }
    const groupsBefore = (await keeper.get(`/api/${subject}/group`)).body;
    const sessionBefore = (await keeper.get('/api/user/session')).body;

    const report = await fuzzRoutes(t, world, { seed: SEED, requests: REQUESTS });
    console.log(
      `fuzz: ${report.requests} requests in ${report.milliseconds} ms, seed ${report.seed}, statuses ${JSON.stringify(report.statuses)}`,
    );
    expect(report.requests).toBe(REQUESTS);
    expect(report.failures.length, describeFailures(report)).toBe(0);
    // Most requests must get past validation to the services, or the run proves little.
    expect(report.statuses[200] ?? 0).toBeGreaterThan(REQUESTS / 10);

    expect((await keeper.get(`/api/${subject}/group`)).body).toBe(groupsBefore);
    expect((await keeper.get('/api/user/session')).body).toBe(sessionBefore);
  }, 300_000);
});
