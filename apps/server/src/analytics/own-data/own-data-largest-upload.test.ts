import { iidOf } from '@app/core/domain/institution-ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { csvOf, months, row } from './own-data-test-files.test-support';

const URL = `/api/${iidOf('bank', 9000003)}/nmd/own-data`;

/**
 * The largest file the limits allow, 200 products × 480 months (issue 29), is parsed, validated
 * and stored whole. Its time is printed, not asserted (docs/performance.md has the figure).
 */
describe.each(testDatabaseKinds)('the largest own-data upload on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('stores 200 products × 480 months', async () => {
    const client = await t.client().login('nmd@example.com');
    const span = months('1986-01', 480);
    const file = csvOf(
      Array.from({ length: 200 }, (_, p) =>
        span.map((m, i) => row(`Product ${p + 1}`, m, 1_000_000 + p * 1000 + i, (i % 50) / 10)),
      ).flat(),
    );
    const started = performance.now();
    const response = await client.request({
      method: 'POST',
      url: URL,
      payload: file,
      headers: { 'content-type': 'text/csv' },
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `own-data upload, 200 × 480 rows (${(file.length / 1024 / 1024).toFixed(1)} MB) on ${kind}: ${seconds.toFixed(2)} s`,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().upload).toMatchObject({ rows: 96_000 });
    expect(response.json().upload.products).toHaveLength(200);

    // The analyses on it, each call 20 times after a warm-up: the p95 is printed, not asserted.
    for (const [name, url] of [
      [
        'cycle beta, one product',
        `/api/${iidOf('bank', 9000003)}/nmd/beta-suite/cycle?source=own:Product%207`,
      ],
      [
        'cycle beta, all 200 products',
        `/api/${iidOf('bank', 9000003)}/nmd/beta-suite/cycle?source=own:all`,
      ],
      [
        'decay, one product',
        `/api/${iidOf('bank', 9000003)}/decay/LBPRNMD?startDate=2016-03-31&endDate=2025-12-31&source=own:Product%207`,
      ],
    ] as const) {
      await client.get(url);
      const times: number[] = [];
      for (let i = 0; i < 20; i++) {
        const start = performance.now();
        const answer = await client.get(url);
        times.push(performance.now() - start);
        expect(answer.statusCode).toBe(200);
      }
      times.sort((a, b) => a - b);
      console.log(
        `own-data ${name} on ${kind}: p95 ${times[Math.ceil(0.95 * times.length) - 1]!.toFixed(1)} ms`,
      );
    }
  }, 300_000);
});
