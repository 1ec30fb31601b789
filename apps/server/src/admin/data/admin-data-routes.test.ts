import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ImportRun } from '@app/core/api/admin/data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePath } from '../../reference-data/data/importers/test-fixtures';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';

/** Three months of 2024 Q1 with a holiday (an empty cell): one quarter average, 7.0. */
const DGS10 =
  'observation_date,DGS10\n2024-01-02,6.00\n2024-01-15,\n2024-02-01,7.00\n2024-03-01,8.00\n';

const upload = (client: TestClient, fileName: string, text: string, source = 'rates') =>
  client.request({
    method: 'POST',
    url: `/api/admin/data/imports/upload?source=${source}&fileName=${encodeURIComponent(fileName)}`,
    headers: { 'content-type': 'application/octet-stream' },
    payload: Buffer.from(text),
  });

async function finished(client: TestClient, id: string): Promise<ImportRun> {
  for (let i = 0; i < 240; i++) {
    const run = (await client.get(`/api/admin/data/imports/${id}`)).json<ImportRun>();
    if (!['queued', 'running'].includes(run.state)) return run;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`import ${id} did not finish`);
}

describe('the console data screens (embedded database)', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await startTestApp('embedded', {
      dataDir: mkdtempSync(path.join(tmpdir(), 'admin-data-')),
    });
    admin = await t.client().login('admin@example.com');
  });
  afterAll(() => t.close());

  it.each(['/api/admin/data/imports', '/api/admin/data/reports', '/api/admin/settings/nmd'])(
    '%s answers 401 signed out and 403 to non-admins',
    async (url) => {
      expect((await t.client().get(url)).statusCode).toBe(401);
      const standard = await t.client().login('standard@example.com');
      expect((await standard.get(url)).statusCode).toBe(403);
      expect((await upload(standard, 'DGS10.csv', DGS10)).statusCode).toBe(403);
    },
  );

  it('imports an uploaded FRED CSV in the background and reports what it read and stored', async () => {
    const started = await upload(admin, 'DGS10.csv', DGS10);
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({ source: 'rates', origin: 'upload', label: 'DGS10.csv' });
    const run = await finished(admin, started.json<ImportRun>().id);
    expect(run.state).toBe('imported');
    expect(run.report).toMatchObject({
      status: 'imported',
      files: [{ name: 'DGS10.csv', rows: 4 }],
      rowsRead: 4,
      ratesStored: [{ rateId: 'DGS10', quarters: 1, first: '2024-03-31', last: '2024-03-31' }],
      skipped: [{ file: 'DGS10.csv', line: 3, key: '2024-01-15', reason: 'no value (empty cell)' }],
    });
    // The rates appear to the product's users.
    const member = await t.client().login('nmd@example.com');
    const values = (await member.get('/api/rate/DGS10')).json<
      { reportDate: string; value: number }[]
    >();
    expect(values).toContainEqual(expect.objectContaining({ reportDate: '2024-03-31', value: 7 }));
    // On the history, and in the audit log.
    expect((await admin.get('/api/admin/data/imports')).json()).toContainEqual(
      expect.objectContaining({ id: run.id, state: 'imported' }),
    );
    const reports = (await admin.get('/api/admin/data/reports')).json<
      { report: { source: string } }[]
    >();
    expect(reports[0]!.report.source).toBe('rates');
    const audit = (await admin.get('/api/admin/audit?q=data.import')).json<{ target: string }[]>();
    expect(audit[0]!.target).toBe('rates import of DGS10.csv');
  });

  it('runs a second import of the same source after the first', async () => {
    const first = (await upload(admin, 'DGS10.csv', DGS10)).json<ImportRun>();
    const second = (await upload(admin, 'DGS10.csv', DGS10)).json<ImportRun>();
    const [a, b] = [await finished(admin, first.id), await finished(admin, second.id)];
    expect([a.state, b.state]).toEqual(['imported', 'imported']);
    const ends = [a, b].map((r) => [Date.parse(r.startedAt!), Date.parse(r.finishedAt!)] as const);
    const [[startA, endA], [startB, endB]] = ends as [[number, number], [number, number]];
    // One ran wholly before the other started.
    expect(endA <= startB || endB <= startA).toBe(true);
  });

  it('reports a refused file: a series the catalogue lacks', async () => {
    const started = await upload(admin, 'DGS99.csv', 'observation_date,DGS99\n2024-01-02,1\n');
    const run = await finished(admin, started.json<ImportRun>().id);
    expect(run.state).toBe('refused');
    expect(run.error).toContain('DGS99 is not a rate of the catalogue');
  });

  it('refuses an unknown file, a file over the limit and a missing folder with a clear message', async () => {
    const unknown = await upload(admin, 'notes.txt', 'hello');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      'query.fileName: notes.txt is not a file the rates importer reads; accepted: a .csv file ' +
        '(FRED CSV series (one CSV, or a folder of them))',
    );
    const badSource = await upload(admin, 'x.zip', 'x', 'xml');
    expect(badSource.statusCode).toBe(400);
    expect(badSource.json().message).toContain('querystring.source');

    const huge = await admin.request({
      method: 'POST',
      url: '/api/admin/data/imports/upload?source=ncua&fileName=call-report.zip',
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(2 ** 31) },
      payload: Buffer.from('PK'),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toContain('upload limit of 1 GB (1,073,741,824 bytes)');

    const missing = await admin.post('/api/admin/data/imports', {
      source: 'ncua',
      path: '/no/such/folder',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('body.path: /no/such/folder does not exist on the server');
  });

  it('imports a server folder, then takes valid deposit settings at once and refuses others', async () => {
    const started = await admin.post('/api/admin/data/imports', {
      source: 'ncua',
      path: fixturePath('ncua-2025-12'),
    });
    expect(started.statusCode).toBe(201);
    const run = await finished(admin, started.json<ImportRun>().id);
    expect(run.state).toBe('imported');
    expect(run.report).toMatchObject({ reportDate: '2025-12-31', institutionsStored: 3 });

    const view = (await admin.get('/api/admin/settings/nmd')).json();
    expect(view.reportDates).toContain('2025-12-31');
    const valid = {
      nmd_trunct: 24,
      nmd_sig_event_ind: 0.25,
      StartNmdReportDate: '2025-12-31',
      CurrentNmdReportDate: '2025-12-31',
    };
    const outOfRange = await admin.put('/api/admin/settings/nmd', { ...valid, nmd_trunct: 3.5 });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().message).toContain('body.nmd_trunct');
    const tooFew = await admin.put('/api/admin/settings/nmd', { ...valid, nmd_trunct: 2 });
    expect(tooFew.json().message).toContain('nmd_trunct must be 4 to 80 quarters');
    const badDate = await admin.put('/api/admin/settings/nmd', {
      ...valid,
      StartNmdReportDate: '2019-06-30',
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toContain(
      'body.StartNmdReportDate: 2019-06-30 is not a quarter held; accepted: a quarter held',
    );

    const saved = await admin.put('/api/admin/settings/nmd', valid);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toEqual(valid);
    const member = await t.client().login('nmd@example.com');
    expect((await member.get('/api/systemsetting/nmd_trunct')).json()).toEqual({
      key: 'nmd_trunct',
      value: '24',
    });
    const audit = (await admin.get('/api/admin/audit?q=settings.update')).json();
    expect(audit[0]).toMatchObject({
      action: 'settings.update',
      target: 'deposit page settings (NMD)',
      after: valid,
    });
  });
});
