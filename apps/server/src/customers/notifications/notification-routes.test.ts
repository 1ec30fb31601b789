import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ImportRun } from '@app/core/api/admin/data';
import type { FollowsRequest, NotificationList } from '@app/core/api/notifications';
import { iidOf } from '@app/core/domain/institution-ids';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsOf } from '../../reference-data/catalogue/find-metric';
import { importBatch } from '../../reference-data/data/import-batch';
import { fixturePath } from '../../reference-data/data/importers/test-fixtures';
import { outboxMessages as outbox } from '../../platform/db/schema/mail-tables';
import { organizations } from '../../platform/db/schema/organization-tables';
import { users } from '../../platform/db/schema/user-tables';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { tinyBatch } from '../../testing/tiny-batch';

const HARBOR = iidOf('credit union', 12);
const TEACHERS = iidOf('credit union', 345);

async function importNcuaFixture(admin: TestClient): Promise<ImportRun> {
  const started = await admin.post('/api/admin/data/imports', {
    source: 'ncua',
    path: fixturePath('ncua-2025-12'),
  });
  expect(started.statusCode).toBe(201);
  for (let i = 0; i < 240; i++) {
    const run = (
      await admin.get(`/api/admin/data/imports/${started.json<ImportRun>().id}`)
    ).json<ImportRun>();
    if (!['queued', 'running'].includes(run.state)) return run;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the import did not finish');
}

describe.each(testDatabaseKinds)('follow and be told on the %s database', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let follower: TestClient;
  let bystander: TestClient;

  beforeAll(async () => {
    t = await startTestApp(kind, { dataDir: mkdtempSync(path.join(tmpdir(), 'notify-')) });
    // The quarter before the fixture's: the alerts compare against it.
    await importBatch(
      t.db,
      tinyBatch('credit union', '2025-09-30', {
        12: { ACCT_010: 40_000_000 },
        345: { ACCT_010: 1_000_000_000 },
      }),
      metricsOf('credit union'),
    );
    // The credit union user's organization is the fixture's Harbor Light.
    const [cu] = await t.db
      .select({ organizationId: users.organizationId })
      .from(users)
      .where(eq(users.email, 'cu@example.com'));
    await t.db
      .update(organizations)
      .set({ institutionIid: HARBOR })
      .where(eq(organizations.id, cu!.organizationId));
    admin = await t.client().login('admin@example.com');
    follower = await t.client().login('cu@example.com');
    bystander = await t.client().login('standard@example.com');
  });
  afterAll(() => t.close());

  it('keeps what a user follows, own institution first, and refuses unknown entries', async () => {
    const before = (await follower.get('/api/follows')).json();
    expect(before).toMatchObject({ followOwnInstitution: true, emailDigest: false, metrics: [] });
    expect(before.ownInstitution.iid).toBe(HARBOR);
    const saved = await follower.put('/api/follows', {
      institutions: [TEACHERS],
      groups: [],
      metrics: [
        { metricId: 'ACCT_010', movePercent: 10, crossesValue: 45_000_000, quintileChange: true },
      ],
      emailDigest: true,
      followOwnInstitution: true,
    });
    expect(saved.statusCode).toBe(200);
    const kept = saved.json<FollowsRequest>();
    expect(saved.json().institutionLabels.map((i: { iid: number }) => i.iid)).toEqual([
      HARBOR,
      TEACHERS,
    ]);
    expect(saved.json().metrics).toEqual([
      {
        metricId: 'ACCT_010',
        crossesValue: 45_000_000,
        moveBp: null,
        movePercent: 10,
        quintileChange: true,
      },
    ]);

    const unknown = await follower.put('/api/follows', { ...kept, institutions: [999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('institutions: no institution 999.');
    const badMetric = await follower.put('/api/follows', {
      ...kept,
      metrics: [{ metricId: 'NOPE' }],
    });
    expect(badMetric.json().message).toBe('metrics: no metric NOPE.');
    const badAlert = await follower.put('/api/follows', {
      ...kept,
      metrics: [{ metricId: 'ACCT_010', moveBp: -5 }],
    });
    expect(badAlert.statusCode).toBe(400);
    expect(badAlert.json().message).toContain('moveBp must be above 0');
  });

  it('tells a follower once of the new quarter, with real figures, and a non-follower nothing', async () => {
    const run = await importNcuaFixture(admin);
    expect(run.state).toBe('imported');

    const list = (await follower.get('/api/notifications')).json<NotificationList>();
    expect(list.unreadCount).toBe(1);
    expect(list.notifications).toHaveLength(1);
    const [told] = list.notifications;
    expect(told).toMatchObject({
      source: 'ncua',
      reportDate: '2025-12-31',
      title: 'Q4 2025 NCUA call reports are in',
      link: `/peer-comparison/quarterly/institution?iid=${HARBOR}`,
      readAt: null,
    });
    expect(told!.lines.map((l) => l.text)).toEqual([
      'TEACHERS, NURSES AND FIREFIGHTERS filed.',
      'Your Total Assets $48,213,977 (national median $48,213,977, rank 2 of 3).',
      'Your Total Assets crossed $45,000,000: $40,000,000 → $48,213,977.',
      'Your Total Assets rose 20.5% ($40,000,000 → $48,213,977).',
      'Your Total Assets moved from national quintile 1 to 3 ($40,000,000 → $48,213,977).',
      "TEACHERS, NURSES AND FIREFIGHTERS's Total Assets rose 25.0% ($1,000,000,000 → $1,250,340,021).",
    ]);
    // The e-mail digest the follower asked for, through the outbox.
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, 'cu@example.com'));
    expect(mails.map((m) => m.subject)).toEqual(['Q4 2025 NCUA call reports are in — Peerscope']);
    expect(mails[0]!.text).toContain('http://localhost:3000/peer-comparison/quarterly/institution');

    expect((await bystander.get('/api/notifications')).json()).toEqual({
      notifications: [],
      unreadCount: 0,
    });
  });

  it('tells nobody twice: importing the same quarter again adds nothing', async () => {
    expect((await importNcuaFixture(admin)).state).toBe('imported');
    const list = (await follower.get('/api/notifications')).json<NotificationList>();
    expect(list.notifications).toHaveLength(1);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, 'cu@example.com'));
    expect(mails).toHaveLength(1);
  });

  it('marks a notification read, and another user cannot see or mark it', async () => {
    const [told] = (await follower.get('/api/notifications')).json<NotificationList>()
      .notifications;
    expect((await bystander.post(`/api/notifications/${told!.id}/read`)).statusCode).toBe(404);
    expect((await follower.get('/api/notifications')).json().unreadCount).toBe(1);

    expect((await follower.post(`/api/notifications/${told!.id}/read`)).statusCode).toBe(204);
    const after = (await follower.get('/api/notifications')).json<NotificationList>();
    expect(after.unreadCount).toBe(0);
    expect(after.notifications[0]!.readAt).not.toBeNull();

    const bad = await follower.post('/api/notifications/not-an-id/read');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id must be a notification id');
  });

  it('tells nobody of a quarter older than the newest held (history is not news)', async () => {
    await importBatch(
      t.db,
      tinyBatch('credit union', '2026-03-31', { 345: { ACCT_010: 1_300_000_000 } }),
      metricsOf('credit union'),
    );
    const follows = (await bystander.get('/api/follows')).json<FollowsRequest>();
    expect(
      (await bystander.put('/api/follows', { ...follows, institutions: [TEACHERS] })).statusCode,
    ).toBe(200);
    expect((await importNcuaFixture(admin)).state).toBe('imported');
    expect((await bystander.get('/api/notifications')).json().unreadCount).toBe(0);
  });
});
