import type { OutboxMessage } from '@app/core/api/admin/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

describe.each(testDatabaseKinds)('the e-mail outbox without SMTP on the %s database', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.client().login('admin@example.com');
  });
  afterAll(() => t.close());

  it('answers 401 signed out and 403 to anyone but platform admins', async () => {
    for (const path of ['/api/admin/outbox', '/api/admin/outbox/delivery']) {
      expect((await t.client().get(path)).statusCode).toBe(401);
      const standard = await t.client().login('standard@example.com');
      const refused = await standard.get(path);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only platform administrators may do this.');
    }
  });

  it('keeps every message for reading, with its links, filtered by address and status', async () => {
    await t.client().post('/api/account/password/reset', { email: 'nmd@example.com' });
    const all = (await admin.get('/api/admin/outbox')).json<OutboxMessage[]>();
    expect(all[0]).toMatchObject({
      to: 'nmd@example.com',
      kind: 'reset',
      subject: 'Reset your Peerscope password',
      status: 'kept',
      attempts: 0,
      error: null,
      sentAt: null,
    });
    expect(all[0]?.links).toEqual([expect.stringMatching(/^http:\/\/localhost:3000\/account\//)]);
    expect((await admin.get('/api/admin/outbox?to=NMD@example.com')).json()).toHaveLength(1);
    expect((await admin.get('/api/admin/outbox?to=else@example.com')).json()).toEqual([]);
    expect((await admin.get('/api/admin/outbox?status=sent')).json()).toEqual([]);
    expect((await admin.get('/api/admin/outbox?status=kept')).json()).toHaveLength(all.length);

    const delivery = (await admin.get('/api/admin/outbox/delivery')).json();
    expect(delivery).toEqual({
      transport: 'outbox',
      from: 'Peerscope <no-reply@peerscope.example>',
      counts: { kept: all.length, queued: 0, sent: 0, failed: 0 },
    });
  });

  it('resends as a new kept copy, written to the audit log', async () => {
    const [original] = (await admin.get('/api/admin/outbox?to=nmd@example.com')).json();
    const resent = await admin.post(`/api/admin/outbox/${original.id}/resend`);
    expect(resent.statusCode).toBe(200);
    const copy = resent.json<OutboxMessage>();
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({ to: original.to, text: original.text, status: 'kept' });
    const messages = (await admin.get('/api/admin/outbox?to=nmd@example.com')).json();
    expect(messages.map((m: OutboxMessage) => m.id)).toEqual([copy.id, original.id]);

    const [entry] = (await admin.get('/api/admin/audit?q=mail.resend')).json();
    expect(entry).toMatchObject({
      actorEmail: 'admin@example.com',
      action: 'mail.resend',
      target: 'E-mail "Reset your Peerscope password" to nmd@example.com',
      before: { id: original.id, status: 'kept' },
      after: { id: copy.id, status: 'kept' },
    });
  });

  it('answers 400 naming the field and 404 for an unknown message', async () => {
    const badStatus = await admin.get('/api/admin/outbox?status=lost');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toContain('querystring.status');
    const badId = await admin.post('/api/admin/outbox/42/resend');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('params.id');
    const unknown = await admin.post(
      '/api/admin/outbox/00000000-0000-4000-8000-000000000000/resend',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No such e-mail in the outbox.');
  });
});
