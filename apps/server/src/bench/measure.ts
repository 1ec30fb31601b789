import { spawn } from 'node:child_process';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { serverRoot } from '../platform/config/paths';
import { BASE, CONCURRENCY, DATABASE_URL, REQUESTS_PER_CALL } from './bench-settings';

function percentile(sorted: number[], p: number) {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

/** One measured call: GET unless a body is given (then POST). */
export interface Call {
  name: string;
  url: string;
  body?: unknown;
  /** p95 target in milliseconds: 50 for every call (issue 4; the searches since issue 28). */
  target: number;
  /** Another user's session (the own-data calls); the bench user's by default. */
  headers?: Record<string, string>;
  /** Sessions of several users, taken in turn (a route rate-limited per user). */
  sessions?: Record<string, string>[];
}

/** One answer as a browser takes it: the body read to its end and, if compressed, unpacked. */
interface Answer {
  status: number;
  body: Buffer;
}

/**
 * The bench's client: node:http with CONCURRENCY kept-alive connections, asking for gzip as a
 * browser does. Not fetch: its web streams made the client the bottleneck (88% of a core
 * against the server's 53% on the 135 KB trend picker list), and its time was counted as the
 * server's.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function send(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      BASE + url,
      { method: init.method, agent, headers: { 'accept-encoding': 'gzip', ...init.headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: response.statusCode ?? 0, body });
        });
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

/** A call's request in one user's session: GET, or POST with its body. */
function requestOf(call: Call, session: Record<string, string>) {
  return call.body === undefined
    ? { method: 'GET', headers: session }
    : {
        method: 'POST',
        headers: { ...session, 'content-type': 'application/json' },
        body: JSON.stringify(call.body),
      };
}

/** REQUESTS_PER_CALL requests by CONCURRENCY clients in a loop; latencies in milliseconds. */
export async function measure(call: Call, headers: Record<string, string>) {
  // Rate-limited routes count per user: their calls go round the users' sessions.
  const sessions = call.sessions ?? [call.headers ?? headers];
  const init = (n: number) => requestOf(call, sessions[n % sessions.length]!);
  const url = call.url;
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS_PER_CALL) {
      const n = next;
      next += 1;
      const started = performance.now();
      const answer = await send(url, init(n));
      latencies.push(performance.now() - started);
      if (answer.status < 200 || answer.status > 299) failures += 1;
    }
  };
  // Warm-up: first requests pay for plan caches and connection set-up.
  for (let i = 0; i < 20; i++) {
    const answer = await send(url, init(i));
    if (answer.status < 200 || answer.status > 299) {
      throw new Error(`${call.name}: ${answer.status} from ${url}`);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), failures };
}

/**
 * A server just started runs its code unoptimized: the first thousands of requests were up to
 * twice as slow (the maintenance call, measured first, had a p50 of 41 ms in its first 400
 * requests and 18 ms after 3,000). The bench measures a server in service, so the calls are
 * first run WARM_UP_REQUESTS times, unmeasured.
 */
const WARM_UP_REQUESTS = 2_000;

export async function warmUp(calls: Call[], headers: Record<string, string>) {
  // Rate-limited calls are left out: their budget is kept for the measured requests.
  const open = calls.filter((call) => !call.sessions);
  let next = 0;
  const worker = async () => {
    while (next < WARM_UP_REQUESTS) {
      const call = open[next % open.length]!;
      next += 1;
      await send(call.url, requestOf(call, call.headers ?? headers));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

export function peakRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/**
 * One server process on `port`, answering once it is up. BENCH_SERVER_NODE_ARGS: extra node
 * flags for it (`--cpu-prof --cpu-prof-dir=…` to profile it).
 */
export async function startServer(port: number) {
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn('node', [...nodeArgs, path.join(serverRoot, 'dist', 'main.js')], {
    env: {
      ...process.env,
      DATABASE_URL,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'benchmark-secret-benchmark-secret-0123',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/auth/maintenance`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(1000);
  }
  return server;
}
