import { FEEDBACK_NO_CONTACT_MESSAGE, type FeedbackEntry } from '@app/core/api/admin/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

const PAGE = 'http://localhost/peer-comparison/balance/snapshot';

describe.each(testDatabaseKinds)('the feedback inbox on the %s database', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let problem: FeedbackEntry;
  let suggestion: FeedbackEntry;

  const inbox = async (query = '') =>
    (await admin.get(`/api/admin/feedback${query}`)).json<FeedbackEntry[]>();

  beforeAll(async () => {
    t = await startTestApp(kind);
    const standard = await t.client().login('standard@example.com');
    await standard.post('/api/feedback', {
      type: 'Problem',
      content: 'The pie chart is empty',
      contact: false,
      pageName: PAGE,
    });
    const basic = await t.client().login('basic@example.com');
    await basic.post('/api/feedback', {
      type: 'Suggestion',
      content: 'Show the peer median too',
      contact: true,
      pageName: 'http://localhost/peer-comparison/balance/loans',
    });
    admin = await t.client().login('admin@example.com');
    const all = await inbox();
    problem = all.find((entry) => entry.type === 'Problem')!;
    suggestion = all.find((entry) => entry.type === 'Suggestion')!;
  });
  afterAll(() => t.close());

  it('answers 401 signed out and 403 to anyone but platform admins', async () => {
    expect((await t.client().get('/api/admin/feedback')).statusCode).toBe(401);
    const standard = await t.client().login('standard@example.com');
    expect((await standard.get('/api/admin/feedback')).statusCode).toBe(403);
    const read = await standard.put(`/api/admin/feedback/${problem.id}/read`, { read: true });
    expect(read.statusCode).toBe(403);
    const reply = await standard.post(`/api/admin/feedback/${suggestion.id}/reply`, {
      subject: 'Hi',
      text: 'Hello',
    });
    expect(reply.statusCode).toBe(403);
  });

  it('lists what a user sent with their organization, page, consent and date, newest first', async () => {
    const all = await inbox();
    expect(all.map((entry) => entry.type)).toEqual(['Suggestion', 'Problem']);
    expect(problem).toMatchObject({
      content: 'The pie chart is empty',
      pageName: PAGE,
      contact: false,
      readAt: null,
      repliedAt: null,
      user: { email: 'standard@example.com', firstName: 'Sam', lastName: 'Standard' },
      organization: { name: 'Prairie Gate Bank' },
    });
    expect(Date.parse(problem.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(suggestion.organization?.name).toBe('Cedar Ridge Bank');
  });

  it('filters by type and unread, and marks read and unread again, each in the audit log', async () => {
    expect((await inbox('?type=Problem')).map((entry) => entry.id)).toEqual([problem.id]);
    expect(await inbox('?unread=true')).toHaveLength(2);

    const marked = await admin.put(`/api/admin/feedback/${problem.id}/read`, { read: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json<FeedbackEntry>().readAt).toEqual(expect.any(String));
    expect((await inbox('?unread=true')).map((entry) => entry.id)).toEqual([suggestion.id]);
    expect((await inbox('?unread=false')).map((entry) => entry.id)).toEqual([problem.id]);
    expect(await inbox('?type=Problem&unread=true')).toEqual([]);

    const audit = (await admin.get('/api/admin/audit?q=feedback.mark-read')).json();
    expect(audit[0]).toMatchObject({
      actorEmail: 'admin@example.com',
      action: 'feedback.mark-read',
      target: expect.stringContaining('standard@example.com') as unknown,
      before: { readAt: null },
    });

    const unmarked = await admin.put(`/api/admin/feedback/${problem.id}/read`, { read: false });
    expect(unmarked.json<FeedbackEntry>().readAt).toBeNull();
    expect(await inbox('?unread=true')).toHaveLength(2);
    expect((await admin.get('/api/admin/audit?q=feedback.mark-unread')).json()).toHaveLength(1);
  });

  it('refuses a reply with a 400 when the user did not agree to be contacted', async () => {
    const refused = await admin.post(`/api/admin/feedback/${problem.id}/reply`, {
      subject: 'About the pie chart',
      text: 'It is fixed.',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(FEEDBACK_NO_CONTACT_MESSAGE);
    const mails = (await admin.get('/api/admin/outbox?to=standard@example.com')).json();
    expect(mails).toEqual([]);
  });

  it('e-mails a reply through the outbox when the user agreed, marks it replied and read', async () => {
    const sent = await admin.post(`/api/admin/feedback/${suggestion.id}/reply`, {
      subject: 'Your suggestion',
      text: 'Thank you: the median comes next month.',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json<FeedbackEntry>()).toMatchObject({
      repliedAt: expect.any(String) as unknown,
      readAt: expect.any(String) as unknown,
    });

    const [mail] = (await admin.get('/api/admin/outbox?to=basic@example.com')).json();
    expect(mail).toMatchObject({
      kind: 'feedback-reply',
      subject: 'Your suggestion',
      status: 'kept',
    });
    expect(mail.text).toContain('Hello Bailey,\n\nThank you: the median comes next month.');
    expect(mail.text).toContain('> Show the peer median too');

    const [entry] = (await admin.get('/api/admin/audit?q=feedback.reply')).json();
    expect(entry).toMatchObject({
      action: 'feedback.reply',
      after: { to: 'basic@example.com', subject: 'Your suggestion', outboxId: mail.id },
    });
  });

  it('answers 400 naming the field, and 404 for unknown feedback', async () => {
    const badType = await admin.get('/api/admin/feedback?type=Praise');
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toContain('querystring.type');
    const badUnread = await admin.get('/api/admin/feedback?unread=maybe');
    expect(badUnread.json().message).toContain('querystring.unread');
    const badRead = await admin.put(`/api/admin/feedback/${problem.id}/read`, { read: 'yes' });
    expect(badRead.statusCode).toBe(400);
    expect(badRead.json().message).toContain('body.read');
    const emptyText = await admin.post(`/api/admin/feedback/${suggestion.id}/reply`, {
      subject: 'Hi',
      text: '  ',
    });
    expect(emptyText.statusCode).toBe(400);
    expect(emptyText.json().message).toContain('body.text');
    const badId = await admin.put('/api/admin/feedback/not-an-id/read', { read: true });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('params.id');
    const unknown = await admin.put(
      '/api/admin/feedback/00000000-0000-4000-8000-000000000000/read',
      {
        read: true,
      },
    );
    expect(unknown.statusCode).toBe(404);
  });
});
