import { describe, expect, it } from 'vitest';
import { adminStatement, databaseUrl, uniqueDatabaseName } from '../../testing/database-templates';
import { logLines, startServer } from '../../testing/spawned-server';
import { startTestApp } from '../../testing/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it("keeps a trusted proxy's X-Request-Id and makes its own for anyone else", async () => {
    const t = await startTestApp('embedded', { trustProxy: ['10.0.0.5'] });
    try {
      const ask = (remoteAddress: string, id: string) =>
        t.app.inject({
          method: 'GET',
          url: '/api/health',
          remoteAddress,
          headers: { 'x-request-id': id },
        });
      expect((await ask('10.0.0.5', 'proxy-1')).headers['x-request-id']).toBe('proxy-1');
      // A client writing the header itself, or a proxy's id that could carry a forged log line.
      expect((await ask('203.0.113.9', 'forged')).headers['x-request-id']).toMatch(UUID);
      expect((await ask('10.0.0.5', 'bad\nline')).headers['x-request-id']).toMatch(UUID);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('ignores the header entirely when no proxy is trusted', async () => {
    const t = await startTestApp('embedded');
    try {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '127.0.0.1',
        headers: { 'x-request-id': 'proxy-1' },
      });
      expect(answer.headers['x-request-id']).toMatch(UUID);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('the request id on what services log', () => {
  it("puts a trusted proxy's id on the line the mailer logs while serving the request", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = uniqueDatabaseName('request_id');
    await adminStatement(adminUrl, `create database ${name}`);
    // Demo mode without SMTP: the mailer logs the e-mail it keeps in the outbox.
    const server = await startServer({
      DATABASE_URL: databaseUrl(adminUrl, name),
      DEMO_MODE: 'true',
      SESSION_SECRET: 'x'.repeat(40),
      TRUST_PROXY: 'loopback',
    });
    try {
      const csrf = await fetch(`${server.url}/api/auth/csrf`);
      const cookie = csrf.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      const { token } = (await csrf.json()) as { token: string };
      const reset = await fetch(`${server.url}/api/account/password/reset`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-csrf-token': token,
          'x-request-id': 'nginx-reset-1',
          cookie,
        },
        body: JSON.stringify({ email: 'standard@example.com' }),
      });
      expect(reset.status).toBeLessThan(300);
      await server.waitFor((out) => out.includes('E-mail to standard@example.com'), 'the e-mail');
      const mailLine = logLines(server.stdout()).find((line) =>
        String(line.msg).startsWith('E-mail to standard@example.com'),
      );
      expect(mailLine?.reqId).toBe('nginx-reset-1');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await adminStatement(adminUrl, `drop database if exists ${name} with (force)`);
    }
  }, 120_000);
});
