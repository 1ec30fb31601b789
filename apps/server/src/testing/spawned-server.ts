import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverRoot } from '../platform/config/paths';

let built = false;
/** Builds dist/main.js as `npm run build` does (once per test file). */
export function buildServer() {
  if (built) return;
  const run = spawnSync(process.execPath, ['build.mjs'], { cwd: serverRoot, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the server build failed: ${run.stderr}`);
  built = true;
}

export const tempFolder = (purpose: string) => mkdtempSync(path.join(tmpdir(), `${purpose}-`));

/** The settings a spawned server starts with unless a test gives its own. */
const BASE_ENV = {
  HOST: '127.0.0.1',
  PORT: '0',
  DATABASE_URL: '',
  SESSION_SECRET: '',
  DEMO_MODE: 'false',
  LOG_LEVEL: 'info',
  INIT_CWD: '',
  METRICS_PORT: '',
};

export interface SpawnedServer {
  child: ChildProcess;
  /** The port it listens on (PORT=0 lets the system choose). */
  port: number;
  url: string;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  waitFor(check: (stdout: string) => boolean, what: string, ms?: number): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the built server (dist/main.js) with `env` over BASE_ENV; resolves once it listens. */
export async function startServer(env: Record<string, string>): Promise<SpawnedServer> {
  buildServer();
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverRoot,
    env: { ...process.env, ...BASE_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let done = false;
  void exited.then(() => (done = true));
  const waitFor = async (check: (stdout: string) => boolean, what: string, ms = 60_000) => {
    const deadline = Date.now() + ms;
    while (!check(out)) {
      if (done) throw new Error(`the server stopped before ${what}: ${err}${out}`);
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${err}${out}`);
      await sleep(50);
    }
  };
  const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/;
  await waitFor((text) => listening.test(text), 'it listens');
  const port = Number(listening.exec(out)?.[1]);
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitFor,
  };
}

/** Runs the built server to its end (a start that fails); answers its exit code and output. */
export function runServer(env: Record<string, string>) {
  buildServer();
  return spawnSync(process.execPath, ['dist/main.js'], {
    cwd: serverRoot,
    env: { ...process.env, ...BASE_ENV, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

/** The JSON log lines a spawned server wrote, parsed. */
export const logLines = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/**
 * An HTTP request written by hand on its own connection, so that a test decides when each
 * part of the body leaves: a slow upload holds the request in flight for as long as it likes.
 */
export function slowRequest(options: {
  port: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  localAddress?: string;
}) {
  const socket = net.connect({
    port: options.port,
    host: '127.0.0.1',
    localAddress: options.localAddress,
  });
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
      resolve({ status, body: received.slice(received.indexOf('\r\n\r\n') + 4) });
    });
  });
  const body = Buffer.from(options.body);
  const head = [
    `${options.method} ${options.path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    `Content-Length: ${body.length}`,
    'Connection: close',
    ...Object.entries(options.headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  return {
    connected,
    answered,
    /** Sends the head and the first `bytes` of the body. */
    start: async (bytes: number) => {
      await connected;
      socket.write(head);
      socket.write(body.subarray(0, bytes));
    },
    /** Sends the rest of the body. */
    finish: (bytes: number) => socket.write(body.subarray(bytes)),
  };
}
