import type { OutboxMessage } from '@app/core/api/admin/mail';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

interface Received {
  to: string[];
  data: string;
}

/**
 * A real SMTP server on a free local port that keeps what it receives, refuses every recipient
 * with 550 while `refusing` is set, or defers them with 451 while `deferring` is: SMTP is an
 * edge we do not own.
 */
async function startSmtpSink() {
  const received: Received[] = [];
  const sink = {
    received,
    refusing: false,
    deferring: false,
    port: 0,
    server: new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (sink.deferring) {
          return callback(
            Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }),
          );
        }
        if (!sink.refusing) return callback();
        const error = Object.assign(new Error(`No mailbox for ${address.address}`), {
          responseCode: 550,
        });
        callback(error);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    }),
  };
  await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
  sink.port = (sink.server.server.address() as AddressInfo).port;
  return sink;
}

describe.each(testDatabaseKinds)('e-mail by SMTP on the %s database', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;

  const latestTo = async (to: string) => {
    const messages = (await admin.get(`/api/admin/outbox?to=${to}`)).json<OutboxMessage[]>();
    return messages[0];
  };

  /** Waits until the latest message to the address meets the condition. */
  async function until(to: string, done: (message: OutboxMessage) => boolean) {
    for (let i = 0; i < 300; i += 1) {
      const message = await latestTo(to);
      if (message && done(message)) return message;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the e-mail to ${to} never got there`);
  }

  /** Delivery runs as a job: wait until the message leaves the queue. */
  async function settled(to: string): Promise<OutboxMessage> {
    for (let i = 0; i < 150; i += 1) {
      const message = await latestTo(to);
      if (message && message.status !== 'queued') return message;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the e-mail to ${to} is still queued`);
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(kind, { smtpUrl: `smtp://127.0.0.1:${sink.port}` });
    admin = await t.client().login('admin@example.com');
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => sink.server.close(() => resolve()));
  });

  it('writes the message to the outbox, queued, and a job delivers it: sent', async () => {
    await t.client().post('/api/account/password/reset', { email: 'nmd@example.com' });
    // In the outbox as soon as the request is answered, before any delivery.
    const written = await latestTo('nmd@example.com');
    expect(written?.kind).toBe('reset');
    expect(written?.links[0]).toMatch(/^http:\/\/localhost:3000\/account\/reset\?token=/);

    const sent = await settled('nmd@example.com');
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(sent.sentAt).toEqual(expect.any(String));
    const [mail] = sink.received.filter((m) => m.to.includes('nmd@example.com'));
    expect(mail?.data).toContain('Subject: Reset your Peerscope password');
    expect(mail?.data).toContain('From: Peerscope <no-reply@peerscope.example>');

    const delivery = (await admin.get('/api/admin/outbox/delivery')).json();
    expect(delivery).toMatchObject({ transport: 'smtp', counts: { sent: 1, failed: 0 } });
  });

  it('marks a message the SMTP server refuses as failed with its reason; resend delivers it', async () => {
    sink.refusing = true;
    await t.client().post('/api/account/password/reset', { email: 'basic@example.com' });
    const failed = await settled('basic@example.com');
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.error).toContain('550');
    expect(failed.error).toContain('No mailbox for basic@example.com');
    expect((await admin.get('/api/admin/outbox?status=failed')).json()).toHaveLength(1);

    sink.refusing = false;
    const resent = await admin.post(`/api/admin/outbox/${failed.id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ id: failed.id, status: 'queued' });
    expect(await settled('basic@example.com')).toMatchObject({
      id: failed.id,
      status: 'sent',
      attempts: 2,
      error: null,
    });
    expect(sink.received.some((m) => m.to.includes('basic@example.com'))).toBe(true);

    const [entry] = (await admin.get('/api/admin/audit?q=mail.resend')).json();
    expect(entry).toMatchObject({
      action: 'mail.resend',
      target: 'E-mail "Reset your Peerscope password" to basic@example.com',
      before: { status: 'failed' },
      after: { status: 'queued' },
    });
  });

  it('keeps a message the SMTP server defers queued with the reason, and delivers it on the retry', async () => {
    sink.deferring = true;
    await t.client().post('/api/account/password/reset', { email: 'cu@example.com' });
    const deferred = await until('cu@example.com', (message) => message.attempts === 1);
    expect(deferred).toMatchObject({ status: 'queued' });
    expect(deferred.error).toContain('451 Mailbox busy');

    sink.deferring = false;
    // The job queue tries again after its retry delay (5 seconds).
    expect(await settled('cu@example.com')).toMatchObject({
      status: 'sent',
      attempts: 2,
      error: null,
    });
  }, 30_000);
});
