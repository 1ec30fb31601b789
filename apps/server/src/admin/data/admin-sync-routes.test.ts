import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SyncOverview, SyncRun, SyncSchedule } from '@app/core/api/admin/data-sync';
import type { NotificationList } from '@app/core/api/notifications';
import { iidOf } from '@app/core/domain/institution-ids';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataVersionOf } from '../../platform/db/data-version';
import { outboxMessages } from '../../platform/db/schema/mail-tables';
import { organizations } from '../../platform/db/schema/organization-tables';
import { reportDates } from '../../platform/db/schema/call-report-tables';
import { users } from '../../platform/db/schema/user-tables';
import { systemSettingsRepository } from '../../platform/settings/system-settings-repository';
import { metricsOf } from '../../reference-data/catalogue/find-metric';
import { importBatch } from '../../reference-data/data/import-batch';
import { fixturePath } from '../../reference-data/data/importers/test-fixtures';
import { serveFolder, type MirrorServer } from '../../reference-data/sync/mirror-site.test-support';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { tinyBatch } from '../../testing/tiny-batch';
import { zipFolder } from '../../testing/zip-folder';
import { queueSyncRun } from './sync-job';
import { syncRunRepository } from './sync-run-repository';
import { syncScheduleSetting } from './sync-schedule';
import { syncScheduler } from './sync-scheduler';

const ZIP = 'call-report-data-2025-12.zip';
const HARBOR = iidOf('credit union', 12);
const NCUA_ONLY: SyncSchedule = {
  enabled: true,
  sources: ['ncua'],
  windowDays: 42,
  windowEveryDays: 1,
  otherEveryDays: 7,
};

describe.each(testDatabaseKinds)('the scheduled sync on the %s database', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let site: MirrorServer;
  const siteFolder = mkdtempSync(path.join(tmpdir(), 'sync-site-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sync-data-'));

  const overview = async () => (await admin.get('/api/admin/data/sync')).json<SyncOverview>();
  const ncua = async () => (await overview()).sources.find((s) => s.source === 'ncua')!;
  /** The run, once it has ended (the job runs in the background). */
  async function finished(id: string): Promise<SyncRun> {
    for (let i = 0; i < 400; i++) {
      const run = (await overview()).runs.find((r) => r.id === id);
      if (run?.finishedAt) return run;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`sync run ${id} did not finish`);
  }
  const syncNow = async () => {
    const started = await admin.post('/api/admin/data/sync', { source: 'ncua' });
    expect(started.statusCode).toBe(201);
    const [run] = started.json<SyncRun[]>();
    return finished(run!.id);
  };
  const failureMails = async () =>
    t.db
      .select({ to: outboxMessages.to, subject: outboxMessages.subject, text: outboxMessages.text })
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'sync-failure'));

  beforeAll(async () => {
    zipFolder(fixturePath('ncua-2025-12'), path.join(siteFolder, ZIP));
    site = await serveFolder(siteFolder);
    t = await startTestApp(
      kind,
      { dataDir },
      { account: { syncEnv: { SYNC_NCUA_URL: `${site.url}{FILE}` } } },
    );
    // The quarter before the mirror's, from another file; the credit union user's
    // organization is the fixture's Harbor Light, which it follows.
    await importBatch(
      t.db,
      tinyBatch('credit union', '2025-09-30', { 12: { ACCT_010: 40_000_000 } }),
      metricsOf('credit union'),
    );
    const [cu] = await t.db
      .select({ organizationId: users.organizationId })
      .from(users)
      .where(eq(users.email, 'cu@example.com'));
    await t.db
      .update(organizations)
      .set({ institutionIid: HARBOR })
      .where(eq(organizations.id, cu!.organizationId));
    admin = await t.client().login('admin@example.com');
  });
  afterAll(async () => {
    await t.close();
    await site.close();
    rmSync(siteFolder, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is off on a demo installation until the admin turns it on', async () => {
    const before = await overview();
    expect(before.schedule).toMatchObject({ enabled: false, windowDays: 42, otherEveryDays: 7 });
    expect(before.sources.map((s) => [s.title, s.scheduled, s.nextRun])).toEqual([
      ['FFIEC call reports', false, null],
      ['FDIC SDI reports', false, null],
      ['NCUA call reports', false, null],
      ['FRED rates', false, null],
    ]);
    expect(await t.app.syncScheduler.check()).toEqual([]);

    const bad = await admin.put('/api/admin/data/sync/schedule', {
      ...NCUA_ONLY,
      otherEveryDays: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('otherEveryDays must be 1 to 31 days');
    const saved = await admin.put('/api/admin/data/sync/schedule', NCUA_ONLY);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<SyncOverview>().schedule).toEqual(NCUA_ONLY);
  });

  it('imports from the agency’s address at its first check, once across two instances', async () => {
    // A second server instance on the same database: its own scheduler, the same tables.
    const other = syncScheduler({
      runs: syncRunRepository(t.db),
      jobs: t.jobs,
      schedule: syncScheduleSetting(systemSettingsRepository(t.db), true),
      log: { error: () => undefined },
    });
    const now = new Date();
    const queued = await Promise.all([t.app.syncScheduler.check(now), other.check(now)]);
    expect(queued.flat()).toEqual(['ncua']);
    const [scheduled] = (await overview()).runs;
    expect(scheduled).toMatchObject({ source: 'ncua', trigger: 'schedule', requestedBy: null });

    const run = await finished(scheduled!.id);
    expect(run.state).toBe('succeeded');
    expect(run.lines[0]).toBe('NCUA call reports: 1 imported, 0 failed (newest 2025-12-31)');
    expect(run.lines).toContainEqual(
      expect.stringMatching(/^ {2}2025-12-31: imported — Imported ncua 2025-12-31: 3 institutions/),
    );
    const status = await ncua();
    expect(status).toMatchObject({ scheduled: true, newestHeld: '2025-12-31', failure: null });
    expect(Date.parse(status.lastCheck!)).toBeGreaterThanOrEqual(Date.parse(run.startedAt!));
    // Not due again at once: the next run is a day or a week on, by the calendar.
    expect(Date.parse(status.nextRun!)).toBeGreaterThan(Date.parse(run.createdAt) + 23 * 3600_000);
    expect(await t.app.syncScheduler.check(now)).toEqual([]);

    // The follower of Harbor Light is told of the quarter once.
    const cu = await t.client().login('cu@example.com');
    const told = (await cu.get('/api/notifications')).json<NotificationList>();
    expect(told.notifications.map((n) => n.title)).toEqual(['Q4 2025 NCUA call reports are in']);
  });

  it('Sync now queues a run for the platform admin, which finds the source up to date; others are refused', async () => {
    const run = await syncNow();
    expect(run).toMatchObject({
      trigger: 'manual',
      requestedBy: 'admin@example.com',
      state: 'succeeded',
    });
    expect(run.lines[0]).toBe('NCUA call reports: up to date (newest 2025-12-31)');
    for (const email of ['standard@example.com', 'cu@example.com']) {
      const other = await t.client().login(email);
      expect((await other.post('/api/admin/data/sync', { source: 'ncua' })).statusCode).toBe(403);
      expect((await other.get('/api/admin/data/sync')).statusCode).toBe(403);
    }
    expect((await t.client().post('/api/admin/data/sync', { source: 'ncua' })).statusCode).toBe(
      401,
    );
    const audit = (await admin.get('/api/admin/audit?q=data.sync')).json<{ target: string }[]>();
    expect(audit[0]!.target).toBe('ncua sync');
  });

  it('resumes a run cut off by a restart without counting a quarter twice', async () => {
    const runs = syncRunRepository(t.db);
    const version = await dataVersionOf(t.db, 'credit union');
    // A run the last instance had started (the quarter it imported is committed) and lost.
    const cutOff = (await runs.createManual('ncua', await adminId()))!;
    await runs.update(cutOff.id, { state: 'running', startedAt: new Date() });
    await queueSyncRun({ jobs: t.jobs, runs }, { ...cutOff, state: 'running' });
    const run = await finished(cutOff.id);
    expect(run.state).toBe('succeeded');
    expect(run.lines[0]).toBe('NCUA call reports: up to date (newest 2025-12-31)');
    expect(await dataVersionOf(t.db, 'credit union')).toBe(version);
    const [quarter] = await t.db
      .select({ institutions: reportDates.institutions })
      .from(reportDates)
      .where(
        and(
          eq(reportDates.institutionType, 'credit union'),
          eq(reportDates.reportDate, '2025-12-31'),
        ),
      );
    expect(quarter?.institutions).toBe(3);
    // Its followers were told once, not again.
    const cu = await t.client().login('cu@example.com');
    expect(
      (await cu.get('/api/notifications')).json<NotificationList>().notifications,
    ).toHaveLength(1);
  });

  it('shows a failing source and e-mails the platform admins once, until a run succeeds', async () => {
    site.misbehave.set(ZIP, { status: 500 });
    const first = await syncNow();
    expect(first.state).toBe('failed');
    expect(first.failure).toBe(`2025-12-31: HTTP 500 from ${site.url}${ZIP}`);
    expect(first.failureMailed).toBe(true);
    const second = await syncNow();
    expect(second).toMatchObject({ state: 'failed', failureMailed: false });
    expect((await ncua()).failure).toBe(`2025-12-31: HTTP 500 from ${site.url}${ZIP}`);

    const mails = await failureMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'admin@example.com',
      subject: 'The sync of NCUA call reports failed — Peerscope',
    });
    expect(mails[0]!.text).toContain(`2025-12-31: HTTP 500 from ${site.url}${ZIP}`);
    expect(mails[0]!.text).toContain('http://localhost:3000/Admin/data');
    // Nothing stored changed.
    expect((await ncua()).newestHeld).toBe('2025-12-31');

    // The site recovers: the failure is gone from the screen; a new failure is told again.
    site.misbehave.delete(ZIP);
    expect((await syncNow()).state).toBe('succeeded');
    expect((await ncua()).failure).toBeNull();
    site.misbehave.set(ZIP, { status: 500 });
    expect((await syncNow()).failureMailed).toBe(true);
    expect(await failureMails()).toHaveLength(2);
    site.misbehave.delete(ZIP);
  });

  it('queues again a run whose instance stopped before queuing it, at a check 5 minutes on', async () => {
    const runs = syncRunRepository(t.db);
    const orphan = (await runs.createManual('ncua', await adminId()))!;
    expect(await t.app.syncScheduler.check(new Date(orphan.createdAt.getTime() + 60_000))).toEqual(
      [],
    );
    expect((await runs.get(orphan.id))?.jobId).toBeNull();
    await t.app.syncScheduler.check(new Date(orphan.createdAt.getTime() + 6 * 60_000));
    expect((await finished(orphan.id)).state).toBe('succeeded');
  });

  async function adminId() {
    const [row] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@example.com'));
    return row!.id;
  }
});
