import { spawn } from 'node:child_process';
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

/** REQUESTS_PER_CALL requests by CONCURRENCY clients in a loop; latencies in milliseconds. */
export async function measure(call: Call, headers: Record<string, string>) {
  // Rate-limited routes count per user: their calls go round the users' sessions.
  const sessions = call.sessions ?? [call.headers ?? headers];
  const init = (n: number): RequestInit => {
    const session = sessions[n % sessions.length]!;
    return call.body === undefined
      ? { headers: session }
      : {
          method: 'POST',
          headers: { ...session, 'content-type': 'application/json' },
          body: JSON.stringify(call.body),
        };
  };
  const url = call.url;
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS_PER_CALL) {
      const n = next;
      next += 1;
      const started = performance.now();
      const response = await fetch(BASE + url, init(n));
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (!response.ok) failures += 1;
    }
  };
  // Warm-up: first requests pay for plan caches and connection set-up.
  for (let i = 0; i < 20; i++) {
    const response = await fetch(BASE + url, init(i));
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${call.name}: ${response.status} from ${url}`);
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), failures };
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
