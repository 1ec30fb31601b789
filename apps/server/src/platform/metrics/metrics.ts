import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The Prometheus series of one server process (docs/operations.md, "Monitoring"), through
 * prom-client. One registry per process: the modules that count (HTTP, answer cache, jobs,
 * mail) import it; main.ts serves it on METRICS_PORT only, never on the public port.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by route template and status',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const answerCacheRequests = new Counter({
  name: 'answer_cache_requests_total',
  help: 'Analytics answers served from the answer cache (hit, revalidated) or worked out (miss)',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

export const jobDuration = new Histogram({
  name: 'job_duration_seconds',
  help: 'Time a background job ran, by queue and outcome (imports and syncs: their run state)',
  labelNames: ['queue', 'outcome'] as const,
  buckets: [0.05, 0.25, 1, 5, 15, 60, 300, 900, 3600],
  registers: [metricsRegistry],
});

export const emailsSent = new Counter({
  name: 'emails_total',
  help: 'E-mails handed to the SMTP server (sent), given up on (failed) or to be tried again (retry)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

/** Read at each scrape from whoever registered the reading (main.ts). */
type Reading<L extends string> = () => Promise<{ labels: Record<L, string>; value: number }[]>;
const readings: { pool?: Reading<'state'>; queues?: Reading<'queue' | 'state'> } = {};

new Gauge({
  name: 'db_pool_connections',
  help: 'Connections of the database pool: total, idle, and callers waiting for one',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const { labels, value } of (await readings.pool?.()) ?? []) this.set(labels, value);
  },
});

new Gauge({
  name: 'job_queue_depth',
  help: 'Background jobs waiting (created, retry) or running (active), by queue',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const { labels, value } of (await readings.queues?.()) ?? []) this.set(labels, value);
  },
});

export function readPoolWith(reading: Reading<'state'>) {
  readings.pool = reading;
}

export function readQueuesWith(reading: Reading<'queue' | 'state'>) {
  readings.queues = reading;
}
