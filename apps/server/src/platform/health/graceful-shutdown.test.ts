import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILED_MESSAGE } from '@app/core/api/errors';
import { adminStatement, databaseUrl, uniqueDatabaseName } from '../../testing/database-templates';
import {
  slowRequest,
  startServer,
  tempFolder,
  type SpawnedServer,
} from '../../testing/spawned-server';
import { testDatabaseKinds, type DatabaseKind } from '../../testing/test-database';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const dropAfter: string[] = [];
afterAll(async () => {
  for (const name of dropAfter) {
    await adminStatement(
      process.env.TEST_DATABASE_URL!,
      `drop database if exists ${name} with (force)`,
    );
  }
});

/** The settings of a server on a fresh database of the kind. */
async function databaseEnv(kind: DatabaseKind): Promise<Record<string, string>> {
  if (kind === 'embedded') return { DATA_DIR: tempFolder('shutdown-test') };
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = uniqueDatabaseName('shutdown');
  await adminStatement(adminUrl, `create database ${name}`);
  dropAfter.push(name);
  return { DATABASE_URL: databaseUrl(adminUrl, name), SESSION_SECRET: 'x'.repeat(40) };
}

/** The anti-forgery cookie and token a browser would hold. */
async function csrf(server: SpawnedServer) {
  const response = await fetch(`${server.url}/api/auth/csrf`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { token } = (await response.json()) as { token: string };
  return { cookie, 'x-csrf-token': token };
}

const connectRefused = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });

for (const kind of testDatabaseKinds) {
  describe(`SIGTERM to the built server on the ${kind} database`, () => {
    it('lets 20 slow requests in flight finish, takes no new connection, and exits 0', async () => {
      const server = await startServer(await databaseEnv(kind));
      const headers = await csrf(server);
      // Sign-in attempts with a wrong password, each from its own loopback address (the
      // sign-in throttle counts per address) and uploaded slowly: the server holds 20
      // requests whose bodies are still arriving when the signal comes.
      const requests = Array.from({ length: 20 }, (_, i) =>
        slowRequest({
          port: server.port,
          method: 'POST',
          path: '/api/auth/login',
          headers,
          body: JSON.stringify({ email: `slow-${i}@example.com`, password: 'not-the-password' }),
          localAddress: `127.0.9.${i + 1}`,
        }),
      );
      for (const request of requests) await request.start(10);
      await sleep(500);
      server.child.kill('SIGTERM');
      await server.waitFor((out) => out.includes('SIGTERM: shutting down'), 'the shutdown');
      await sleep(200);
      expect(await connectRefused(server.port)).toBe('ECONNREFUSED');
      // The uploads go on for two more seconds after the signal.
      for (const request of requests) {
        await sleep(100);
        request.finish(10);
      }
      const answers = await Promise.all(requests.map((request) => request.answered));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(401));
      for (const answer of answers) {
        expect(JSON.parse(answer.body)).toMatchObject({ message: LOGIN_FAILED_MESSAGE });
      }
      expect(await server.exited).toBe(0);
      expect(server.stdout()).toContain('"msg":"Stopped."');
      expect(server.stderr()).toBe('');
    }, 120_000);

    it('cuts a request still open after SHUTDOWN_GRACE_SECONDS and exits 0', async () => {
      const server = await startServer({
        ...(await databaseEnv(kind)),
        SHUTDOWN_GRACE_SECONDS: '1',
      });
      const stuck = slowRequest({
        port: server.port,
        method: 'POST',
        path: '/api/auth/login',
        headers: await csrf(server),
        body: JSON.stringify({ email: 'stuck@example.com', password: 'never-finished' }),
      });
      await stuck.start(5);
      await sleep(300);
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(1000);
      expect(Date.now() - signalled).toBeLessThan(10_000);
      expect((await stuck.answered).status).toBe(0);
      expect(server.stdout()).toContain('Grace period over: closing the connections still open.');
    }, 120_000);
  });
}
