import type { AdminContentItem } from '@app/core/api/admin/content';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/db/schema/user-tables';
import { startTestApp, type TestApp } from '../../testing/test-app';

type Client = Awaited<ReturnType<ReturnType<TestApp['client']>['login']>>;

describe('the console writes messages, news and activity for an audience', () => {
  let t: TestApp;
  let admin: Client;
  let standard: Client;
  let nmd: Client;
  let prairieId: string;

  const unread = async (client: Client) =>
    (await client.get('/api/auth/me')).json<{ unreadMessages: number; unreadNews: number }>();
  const contents = async (client: Client, url: string) =>
    (await client.get(url)).json<{ content: string }[]>().map((m) => m.content);
  const create = async (kind: string, body: Record<string, unknown>) => {
    const response = await admin.post(`/api/admin/content/${kind}`, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AdminContentItem>();
  };
  const hour = 3600_000;

  beforeAll(async () => {
    t = await startTestApp('embedded');
    const [sam] = await t.db
      .select({ organizationId: users.organizationId })
      .from(users)
      .where(eq(users.email, 'standard@example.com'));
    prairieId = sam!.organizationId;
    admin = await t.client().login('admin@example.com');
    standard = await t.client().login('standard@example.com');
    nmd = await t.client().login('nmd@example.com');
    // Start both readers with nothing unread.
    await standard.get('/api/message?updateViewed=true');
    await nmd.get('/api/message?updateViewed=true');
  });
  afterAll(() => t.close());

  it('answers 401 signed out and 403 to everyone but platform admins', async () => {
    const body = { content: '<p>x</p>', audience: { type: 'everyone' } };
    expect((await t.client().get('/api/admin/content/messages')).statusCode).toBe(401);
    expect((await t.client().post('/api/admin/content/messages', body)).statusCode).toBe(401);
    const refused = await standard.post('/api/admin/content/messages', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only platform administrators may do this.');
  });

  it("shows a message to one organization's users only, with its unread count and views", async () => {
    const item = await create('messages', {
      content: '<p>Prairie Gate: your <b>Q3</b> review is ready.</p>',
      audience: { type: 'organization', organizationId: prairieId },
    });
    expect(item).toMatchObject({
      kind: 'messages',
      status: 'published',
      viewCount: 0,
      audience: { type: 'organization', organizationId: prairieId },
    });
    expect(item.audience).toHaveProperty('organizationName', 'Prairie Gate Bank');

    expect((await unread(standard)).unreadMessages).toBe(1);
    expect((await contents(standard, '/api/message'))[0]).toBe(
      '<p>Prairie Gate: your <b>Q3</b> review is ready.</p>',
    );
    expect((await unread(nmd)).unreadMessages).toBe(0);
    expect(await contents(nmd, '/api/message')).not.toContain(item.content);

    await standard.get('/api/message?updateViewed=true');
    expect((await unread(standard)).unreadMessages).toBe(0);
    const listed = (await admin.get('/api/admin/content/messages')).json<AdminContentItem[]>();
    expect(listed.find((m) => m.id === item.id)?.viewCount).toBe(1);
  });

  it('keeps a scheduled message hidden until its time, and a withdrawn one gone', async () => {
    const later = await create('messages', {
      content: '<p>Tomorrow</p>',
      audience: { type: 'everyone' },
      publishAt: new Date(Date.now() + 24 * hour).toISOString(),
    });
    expect(later.status).toBe('scheduled');
    expect(await contents(standard, '/api/message')).not.toContain('<p>Tomorrow</p>');
    expect((await unread(standard)).unreadMessages).toBe(0);

    const now = await create('messages', { content: '<p>Now</p>', audience: { type: 'everyone' } });
    expect(await contents(nmd, '/api/message')).toContain('<p>Now</p>');
    expect((await unread(nmd)).unreadMessages).toBe(1);
    const withdrawn = await admin.post(`/api/admin/content/messages/${now.id}/withdraw`);
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn', withdrawAt: expect.any(String) });
    expect(await contents(nmd, '/api/message')).not.toContain('<p>Now</p>');
    expect((await unread(nmd)).unreadMessages).toBe(0);

    // Making the scheduled one due at once shows it.
    const due = await admin.put(`/api/admin/content/messages/${later.id}`, {
      content: '<p>Tomorrow, now today</p>',
      audience: { type: 'everyone' },
      publishAt: new Date(Date.now() - hour).toISOString(),
    });
    expect(due.json().status).toBe('published');
    expect((await unread(nmd)).unreadMessages).toBe(1);
    await nmd.get('/api/message?updateViewed=true');
  });

  it('shows news to the holders of one product only', async () => {
    const item = await create('news', {
      title: 'Deposit betas refreshed',
      content: '<p>New betas</p>',
      link: '/pricing',
      audience: { type: 'product', product: 'non-maturity-deposits' },
    });
    expect(item).toMatchObject({ title: 'Deposit betas refreshed', link: '/pricing' });
    const titles = async (client: Client) =>
      (await client.get('/api/news')).json<{ title: string }[]>().map((n) => n.title);
    expect(await titles(nmd)).toContain('Deposit betas refreshed');
    expect(await titles(standard)).not.toContain('Deposit betas refreshed');
    const before = await unread(nmd);
    await nmd.get('/api/news?updateViewed=true');
    expect(before.unreadNews).toBeGreaterThan(0);
    expect((await unread(nmd)).unreadNews).toBe(0);
    const listed = (await admin.get('/api/admin/content/news')).json<AdminContentItem[]>();
    expect(listed.find((n) => n.id === item.id)?.viewCount).toBe(1);
  });

  it("adds an activity entry to the audience's activity lists and counts who saw it", async () => {
    const item = await create('activities', {
      content: 'Peer groups were <em>rebuilt</em>.',
      audience: { type: 'organization', organizationId: prairieId },
    });
    expect(await contents(standard, '/api/activity')).toContain(
      'Peer groups were <em>rebuilt</em>.',
    );
    expect(await contents(nmd, '/api/activity')).not.toContain(item.content);
    const listed = (await admin.get('/api/admin/content/activities')).json<AdminContentItem[]>();
    expect(listed.map((a) => [a.id, a.viewCount])).toEqual([[item.id, 1]]);
  });

  it('stores sanitized HTML: a script never comes back, the preview shows the same', async () => {
    const hostile =
      '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:x">y</a></p>';
    const preview = await admin.post('/api/admin/content-preview', { content: hostile });
    const expected = '<p>Hi<a target="_blank" rel="noopener noreferrer">y</a></p>';
    expect(preview.json()).toEqual({ html: expected });
    const item = await create('messages', { content: hostile, audience: { type: 'everyone' } });
    expect(item.content).toBe(expected);
    expect(await contents(standard, '/api/message')).toContain(expected);
    const all = JSON.stringify((await admin.get('/api/admin/content/messages')).json());
    expect(all).not.toContain('script');
    expect(all).not.toContain('onclick');

    const onlyScript = await admin.post('/api/admin/content/messages', {
      content: '<script>alert(1)</script>',
      audience: { type: 'everyone' },
    });
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().message).toBe('body.content: Write the content');
  });

  it('answers 400 naming the field', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['messages', { audience: { type: 'everyone' } }, 'body.content'],
      [
        'messages',
        { content: 'x', audience: { type: 'organization' } },
        'body.audience.organizationId',
      ],
      [
        'messages',
        { content: 'x', audience: { type: 'product', product: 'x' } },
        'body.audience.product',
      ],
      ['news', { content: 'x', audience: { type: 'everyone' } }, 'body.title'],
      [
        'news',
        { title: 'T', content: 'x', link: 'javascript:x', audience: { type: 'everyone' } },
        'body.link',
      ],
      [
        'messages',
        { content: 'x', audience: { type: 'everyone' }, publishAt: 'soon' },
        'body.publishAt',
      ],
      [
        'messages',
        {
          content: 'x',
          audience: { type: 'everyone' },
          publishAt: '2030-01-02T00:00:00Z',
          withdrawAt: '2030-01-01T00:00:00Z',
        },
        'body.withdrawAt',
      ],
      [
        'messages',
        {
          content: 'x',
          audience: {
            type: 'organization',
            organizationId: '00000000-0000-4000-8000-000000000000',
          },
        },
        'body.audience.organizationId',
      ],
      ['letters', { content: 'x', audience: { type: 'everyone' } }, 'params.kind'],
    ];
    for (const [kind, body, field] of cases) {
      const response = await admin.post(`/api/admin/content/${kind}`, body);
      expect(response.statusCode, `${kind} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    }
    const missing = await admin.post(
      '/api/admin/content/messages/00000000-0000-4000-8000-000000000000/withdraw',
    );
    expect(missing.statusCode).toBe(404);
  });

  it('writes every change to the audit log', async () => {
    const item = await create('news', {
      title: 'Audited news',
      content: '<p>v1</p>',
      audience: { type: 'everyone' },
    });
    await admin.put(`/api/admin/content/news/${item.id}`, {
      title: 'Audited news',
      content: '<p>v2</p>',
      audience: { type: 'everyone' },
    });
    await admin.post(`/api/admin/content/news/${item.id}/withdraw`);
    const log = (await admin.get('/api/admin/audit?q=Audited news')).json<
      { action: string; target: string; actorEmail: string; before: unknown; after: unknown }[]
    >();
    expect(log.map((e) => e.action).sort()).toEqual([
      'news.create',
      'news.update',
      'news.withdraw',
    ]);
    const update = log.find((e) => e.action === 'news.update')!;
    expect(update).toMatchObject({
      target: 'news "Audited news"',
      actorEmail: 'admin@example.com',
      before: { content: '<p>v1</p>' },
      after: { content: '<p>v2</p>' },
    });
  });

  it('sanitizes the maintenance message the login page shows', async () => {
    const put = await admin.put('/api/admin/maintenance', {
      maintenanceMode: false,
      maintenanceMessage: '<p><strong>Back at 6</strong><script>alert(1)</script></p>',
    });
    expect(put.json().maintenanceMessage).toBe('<p><strong>Back at 6</strong></p>');
    const shown = await t.client().get('/api/auth/maintenance');
    expect(shown.json().maintenanceMessage).toBe('<p><strong>Back at 6</strong></p>');
    const blank = await admin.put('/api/admin/maintenance', {
      maintenanceMode: true,
      maintenanceMessage: '<script>alert(1)</script>',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(
      'body.maintenanceMessage: Write the message visitors will see',
    );
  });
});
