import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { PRAIRIE } from '../../testing/matrix-roles';
import {
  logLines,
  startServer,
  tempFolder,
  type SpawnedServer,
} from '../../testing/spawned-server';
import { startTestApp } from '../../testing/test-app';
import { answerCacheRequests } from './metrics';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const counted = async (result: string) =>
  (await answerCacheRequests.get()).values.find((v) => v.labels.result === result)?.value ?? 0;

describe('metrics of the answer cache', () => {
  it('counts a miss, then a hit', async () => {
    const t = await startTestApp('embedded');
    try {
      const client = await t.client().login('standard@example.com');
      const [misses, hits] = [await counted('miss'), await counted('hit')];
      const first = await client.get(`/api/${PRAIRIE}/group`);
      const again = await (
        await t.client().login('standard@example.com')
      ).get(`/api/${PRAIRIE}/group`);
      expect([first.headers['x-answer-cache'], again.headers['x-answer-cache']]).toEqual([
        'miss',
        'hit',
      ]);
      expect(await counted('miss')).toBe(misses + 1);
      expect(await counted('hit')).toBe(hits + 1);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('the built server with METRICS_PORT', () => {
  let server: SpawnedServer;
  let metricsPort: number;
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
  });

  it("serves Prometheus text on the metrics port only, and keeps a trusted proxy's request id", async () => {
    metricsPort = await freePort();
    server = await startServer({
      DATA_DIR: tempFolder('metrics-test'),
      METRICS_PORT: String(metricsPort),
      TRUST_PROXY: 'loopback',
    });
    const health = await fetch(`${server.url}/api/health`, {
      headers: { 'x-request-id': 'nginx-4f2a9c' },
    });
    expect(health.headers.get('x-request-id')).toBe('nginx-4f2a9c');
    expect((await fetch(`${server.url}/api/nothing`)).status).toBe(404);

    const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await scrape.text();
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 1$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="no route",status_code="404"\} 1$/m,
    );
    for (const series of [
      '# TYPE answer_cache_requests_total counter',
      '# TYPE job_duration_seconds histogram',
      '# TYPE emails_total counter',
      'db_pool_connections{state="total"} 1',
      '# TYPE job_queue_depth gauge',
      '# TYPE process_cpu_user_seconds_total counter',
      '# TYPE nodejs_eventloop_lag_seconds gauge',
    ]) {
      expect(text).toContain(series);
    }

    // Never on the public port.
    const publicScrape = await fetch(`${server.url}/metrics`);
    expect(publicScrape.status).toBe(404);
    expect(await publicScrape.text()).not.toContain('http_request_duration_seconds');

    // Every line pino wrote for the request carries the proxy's id.
    const lines = logLines(server.stdout()).filter((line) => line.reqId === 'nginx-4f2a9c');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  }, 120_000);
});
