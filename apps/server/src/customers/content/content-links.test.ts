import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, news } from '../../platform/db/schema/content-tables';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

/** Links that would take the reader to another site however the browser reads them. */
const LEAVING = [
  '/\\evil.example',
  '//evil.example',
  '/\\/evil.example',
  '/\t/evil.example',
  ' /\n/evil.example',
  'javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,hi',
];

describe.each(testDatabaseKinds)('links in news and messages on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.db.insert(news).values([
      ...LEAVING.map((link, i) => ({
        title: `Leaving ${i}`,
        content: 'x',
        link,
        dateCreated: new Date(Date.UTC(2024, 0, i + 1)),
      })),
      { title: 'Pricing', content: 'x', link: '/pricing', dateCreated: new Date('2023-01-01') },
    ]);
    await t.db.insert(messages).values({
      content: `<p>${LEAVING.map((href) => `<a href="${href.replace(/\t/g, '&#9;')}">out</a>`).join('')}<a href="/pricing">in</a><a href="mailto:a@b.example">mail</a></p>`,
      dateSent: new Date('2024-03-01T00:00:00Z'),
    });
  });
  afterAll(() => t.close());

  it('serves a news link only when it is http(s) or a path of this site', async () => {
    const client = await t.client().login('basic@example.com');
    const items = (await client.get('/api/news')).json<{ title: string; link: string | null }[]>();
    const links = Object.fromEntries(items.map((n) => [n.title, n.link]));
    LEAVING.forEach((_, i) => expect(links[`Leaving ${i}`], LEAVING[i]).toBeNull());
    expect(links.Pricing).toBe('/pricing');
  });

  it('keeps the text of a message link but drops an address that leaves the site', async () => {
    const client = await t.client().login('basic@example.com');
    const list = (await client.get('/api/message')).json<{ content: string }[]>();
    const content = list.find((m) => m.content.includes('>in<'))?.content;
    const blank = '<a target="_blank" rel="noopener noreferrer">';
    expect(content).toBe(
      `<p>${`${blank}out</a>`.repeat(LEAVING.length)}` +
        '<a href="/pricing" target="_blank" rel="noopener noreferrer">in</a>' +
        `${blank}mail</a></p>`,
    );
  });
});
