import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../platform/db/schema/feedback-tables';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

const valid = {
  type: 'Problem',
  content: 'The pie chart is empty',
  contact: false,
  pageName: 'http://localhost/peer-comparison/balance/snapshot',
};

describe.each(testDatabaseKinds)('feedback on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers 401 when signed out', async () => {
    expect((await t.client().post('/api/feedback', valid)).statusCode).toBe(401);
  });

  it('stores what a signed-in user sends', async () => {
    const client = await t.client().login('standard@example.com');
    const sent = await client.post('/api/feedback', { ...valid, content: '  Trimmed  ' });
    expect(sent.statusCode).toBe(204);

    const [row] = await t.db.select().from(feedback).orderBy(desc(feedback.createdAt)).limit(1);
    expect(row).toMatchObject({
      type: 'Problem',
      content: 'Trimmed',
      contact: false,
      pageName: valid.pageName,
    });
    expect(row?.userId).toEqual(expect.any(String));
  });

  it('answers 400 naming the field for a bad type, empty content or no page', async () => {
    const client = await t.client().login('basic@example.com');
    const badType = await client.post('/api/feedback', { ...valid, type: 'Praise' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toContain('body.type');
    const empty = await client.post('/api/feedback', { ...valid, content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('body.content');
    const noPage = await client.post('/api/feedback', { ...valid, pageName: undefined });
    expect(noPage.statusCode).toBe(400);
    expect(noPage.json().message).toContain('body.pageName');
  });
});
