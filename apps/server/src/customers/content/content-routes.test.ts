import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, messages, news } from '../../platform/db/schema/content-tables';
import { organizations } from '../../platform/db/schema/organization-tables';
import { users } from '../../platform/db/schema/user-tables';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

describe.each(testDatabaseKinds)('messages, news and activity on the %s database', (kind) => {
  let t: TestApp;
  const me = async (client: ReturnType<TestApp['client']>) =>
    (await client.get('/api/auth/me')).json<{ unreadMessages: number; unreadNews: number }>();

  beforeAll(async () => {
    t = await startTestApp(kind);
    const [bundleOrg] = await t.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.organizationType, 'MULTI'));
    // The seed sent one message to everyone and one news item; add one each plus an
    // organization message and a hostile one.
    await t.db.insert(messages).values([
      {
        content: '<p>Quarter closed. <a href="https://example.com/notes">Notes</a></p>',
        dateSent: new Date('2025-01-02T10:00:00Z'),
      },
      {
        content: '<p>For Northgate only</p>',
        organizationId: bundleOrg!.id,
        dateSent: new Date('2025-01-03T10:00:00Z'),
      },
      {
        content:
          '<p onclick="steal()">Hi<script>alert(1)</script><img src="x" onerror="steal()"><a href="javascript:steal()">x</a></p>',
        dateSent: new Date('2020-01-01T10:00:00Z'),
      },
    ]);
    await t.db.insert(news).values([
      {
        title: 'Credit unions added',
        content: '<b>NCUA</b> data is in.',
        link: 'https://example.com/news/1',
        dateCreated: new Date('2025-02-01T00:00:00Z'),
      },
      {
        title: 'Bad link',
        content: 'x',
        link: 'javascript:alert(1)',
        dateCreated: new Date('2020-02-01T00:00:00Z'),
      },
    ]);
  });
  afterAll(() => t.close());

  it('answers 401 when signed out', async () => {
    const client = t.client();
    for (const url of ['/api/message', '/api/news', '/api/activity', '/api/dashboard']) {
      expect((await client.get(url)).statusCode).toBe(401);
    }
  });

  it('lists messages to everyone and the organization, newest first, sanitized', async () => {
    const multi = await t.client().login('bundle@example.com');
    const list = (await multi.get('/api/message')).json();
    expect(list.map((m: { content: string }) => m.content)).toEqual([
      expect.stringContaining('Welcome to Peerscope'),
      '<p>For Northgate only</p>',
      '<p>Quarter closed. <a href="https://example.com/notes" target="_blank" rel="noopener noreferrer">Notes</a></p>',
      // Scripts, handlers and javascript: links go; a plain same-site image may stay.
      '<p>Hi<img src="x" /><a target="_blank" rel="noopener noreferrer">x</a></p>',
    ]);
    expect(list[1]).toEqual({
      id: expect.any(String),
      dateSent: '2025-01-03T10:00:00.000Z',
      content: '<p>For Northgate only</p>',
      dateViewed: null,
    });
    const single = await t.client().login('standard@example.com');
    const theirs = (await single.get('/api/message')).json();
    expect(theirs).toHaveLength(3);
  });

  it('marks messages viewed with updateViewed=true, so unreadMessages goes to 0', async () => {
    const client = await t.client().login('basic@example.com');
    expect((await me(client)).unreadMessages).toBe(3);
    const peek = (await client.get('/api/message?updateViewed=false')).json();
    expect(peek.every((m: { dateViewed: string | null }) => m.dateViewed === null)).toBe(true);
    expect((await me(client)).unreadMessages).toBe(3);

    // The answer still shows what was new; the next read shows when it was viewed.
    const entered = (await client.get('/api/message?updateViewed=true')).json();
    expect(entered.every((m: { dateViewed: string | null }) => m.dateViewed === null)).toBe(true);
    expect((await me(client)).unreadMessages).toBe(0);
    const after = (await client.get('/api/message')).json();
    expect(after.every((m: { dateViewed: string | null }) => m.dateViewed !== null)).toBe(true);

    // Another user of another organization still has theirs unread.
    const other = await t.client().login('cu@example.com');
    expect((await me(other)).unreadMessages).toBe(3);
  });

  it('gives news isNew per user until the news page is entered', async () => {
    const client = await t.client().login('nmd@example.com');
    expect((await me(client)).unreadNews).toBe(3);
    const first = (await client.get('/api/news?updateViewed=true')).json();
    expect(first.map((n: { title: string }) => n.title)).toEqual([
      'Demo data loaded',
      'Credit unions added',
      'Bad link',
    ]);
    expect(first[1]).toEqual({
      id: expect.any(String),
      dateCreated: '2025-02-01T00:00:00.000Z',
      title: 'Credit unions added',
      content: '<b>NCUA</b> data is in.',
      link: 'https://example.com/news/1',
      isNew: true,
    });
    expect(first[2].link).toBeNull();
    expect((await me(client)).unreadNews).toBe(0);
    const second = (await client.get('/api/news')).json();
    expect(second.every((n: { isNew: boolean }) => !n.isNew)).toBe(true);
    const other = await t.client().login('cu@example.com');
    expect((await other.get('/api/news')).json()[1].isNew).toBe(true);
  });

  it("lists only the user's own activity, newest first, limited", async () => {
    const [sam] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'standard@example.com'));
    await t.db.insert(activities).values([
      { userId: sam!.id, content: 'Old <em>one</em>', dateSent: new Date('2029-01-01T00:00:00Z') },
      {
        userId: sam!.id,
        content: 'New <script>x</script>one',
        dateSent: new Date('2029-06-01T00:00:00Z'),
      },
    ]);
    const client = await t.client().login('standard@example.com');
    const list = (await client.get('/api/activity?updateViewed=true')).json();
    expect(list.map((a: { content: string }) => a.content)).toEqual([
      'New one',
      'Old <em>one</em>',
    ]);
    expect(list[0]).toEqual({
      id: expect.any(String),
      dateSent: '2029-06-01T00:00:00.000Z',
      content: 'New one',
    });
    expect((await client.get('/api/activity?limit=1')).json()).toHaveLength(1);
    const other = await t.client().login('cu@example.com');
    expect((await other.get('/api/activity')).json()).toEqual([]);
  });

  it('answers 400 naming the problem for bad queries', async () => {
    const client = await t.client().login('standard@example.com');
    const message = await client.get('/api/message?updateViewed=yes');
    expect(message.statusCode).toBe(400);
    expect(message.json().message).toBe(
      'querystring.updateViewed: updateViewed must be true or false',
    );
    expect((await client.get('/api/news?updateViewed=1')).statusCode).toBe(400);
    const limit = await client.get('/api/activity?limit=500');
    expect(limit.statusCode).toBe(400);
    expect(limit.json().message).toBe('querystring.limit: limit must be a number from 1 to 100');
    expect((await client.get('/api/activity?limit=abc')).statusCode).toBe(400);
  });
});
