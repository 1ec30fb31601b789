import type { ImportRun } from '@app/core/api/admin/data';
import type { SyncOverview, SyncRun } from '@app/core/api/admin/data-sync';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch, type RecordedRequest, type Reply } from '../../../test/fake-api';
import { makeUser } from '../../../test/make-user';
import { renderApp } from '../../../test/render-app';
import { passTime, takeClock } from '../../../test/test-clock';

const platformAdmin = makeUser({ admin: true, products: [], claims: [], institutionIid: null });

const imported: ImportRun = {
  id: '3d8f6d0e-4b7a-4f55-9a0e-6f3c1b2a9e10',
  source: 'rates',
  origin: 'upload',
  label: 'DGS10.csv',
  state: 'imported',
  phase: null,
  done: 0,
  total: 0,
  requestedBy: 'admin@example.com',
  createdAt: '2026-11-25T23:00:00.000Z',
  startedAt: '2026-11-25T23:00:01.000Z',
  finishedAt: '2026-11-25T23:00:02.000Z',
  error: null,
  report: {
    source: 'rates',
    path: 'DGS10.csv',
    status: 'imported',
    refusal: null,
    institutionType: null,
    reportDate: null,
    files: [{ name: 'DGS10.csv', rows: 4 }],
    ignoredFiles: [],
    rowsRead: 4,
    institutionsStored: 0,
    ratesStored: [{ rateId: 'DGS10', quarters: 1, first: '2024-03-31', last: '2024-03-31' }],
    skipped: [{ file: 'DGS10.csv', line: 3, key: '2024-01-15', reason: 'no value (empty cell)' }],
    missingRequired: [],
    missingSchedules: [],
    metricsNotReported: [],
  },
};

const running: ImportRun = {
  ...imported,
  id: '5a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  source: 'ncua',
  origin: 'folder',
  label: '/data/ncua/2025-12',
  state: 'running',
  phase: 'Computing metrics (credit union)',
  done: 3,
  total: 13,
  finishedAt: null,
  report: null,
};

const FAILURE =
  '2025-12-31: HTTP 500 from https://www.ncua.gov/files/publications/analysis/call-report-data-2025-12.zip';

const failedRun: SyncRun = {
  id: '7b0c6a9e-1d2f-4e3a-9b8c-0d1e2f3a4b5c',
  source: 'ncua',
  trigger: 'schedule',
  requestedBy: null,
  state: 'failed',
  phase: null,
  createdAt: '2026-11-28T06:00:00.000Z',
  startedAt: '2026-11-28T06:00:01.000Z',
  finishedAt: '2026-11-28T06:00:03.000Z',
  failure: FAILURE,
  lines: [
    'NCUA call reports: 0 imported, 1 failed (newest 2025-12-31)',
    `  2025-12-31: failed — ${FAILURE.slice('2025-12-31: '.length)}`,
  ],
  failureMailed: true,
};

const overview: SyncOverview = {
  schedule: {
    enabled: true,
    sources: ['ncua', 'rates'],
    windowDays: 42,
    windowEveryDays: 1,
    otherEveryDays: 7,
  },
  sources: [
    {
      source: 'ffiec',
      title: 'FFIEC call reports',
      scheduled: false,
      lastCheck: null,
      newestHeld: null,
      nextRun: null,
      failure: null,
    },
    {
      source: 'fdic',
      title: 'FDIC SDI reports',
      scheduled: false,
      lastCheck: null,
      newestHeld: '2019-06-30',
      nextRun: null,
      failure: null,
    },
    {
      source: 'ncua',
      title: 'NCUA call reports',
      scheduled: true,
      lastCheck: '2026-11-28T06:00:03.000Z',
      newestHeld: '2025-12-31',
      nextRun: '2026-11-29T06:00:00.000Z',
      failure: FAILURE,
    },
    {
      source: 'rates',
      title: 'FRED rates',
      scheduled: true,
      lastCheck: null,
      newestHeld: null,
      nextRun: null,
      failure: null,
    },
  ],
  runs: [
    failedRun,
    {
      ...failedRun,
      id: 'cli-run',
      trigger: 'command line',
      state: 'succeeded',
      createdAt: '2026-11-27T06:00:00.000Z',
      failure: null,
      failureMailed: false,
      lines: ['NCUA call reports: 1 imported (newest 2025-12-31)'],
    },
  ],
};

function dataApi(call: RecordedRequest): Reply | undefined {
  if (call.path === '/api/admin/data/sync' && call.method === 'GET')
    return { status: 200, body: overview };
  if (call.path === '/api/admin/data/sync' && call.method === 'POST')
    return {
      status: 201,
      body: [
        {
          ...failedRun,
          id: 'queued-run',
          trigger: 'manual',
          state: 'queued',
          finishedAt: null,
          lines: [],
        },
      ],
    };
  if (call.path === '/api/admin/data/sync/schedule') {
    const body = call.body as SyncOverview['schedule'];
    if (body.otherEveryDays === 0)
      return {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'body.otherEveryDays: otherEveryDays must be 1 to 31 days',
        },
      };
    return { status: 200, body: { ...overview, schedule: body } };
  }
  if (call.path === '/api/admin/data/imports' && call.method === 'GET')
    return { status: 200, body: [running, imported] };
  if (call.path === '/api/admin/data/reports') return { status: 200, body: [] };
  if (call.path === '/api/admin/data/imports' && call.method === 'POST')
    return {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'body.path: /no/such/folder does not exist on the server',
      },
    };
  return undefined;
}

describe('the Data screen at /Admin/data', () => {
  it('shows a running import’s progress, an ended one’s report, and a refused folder’s reason', async () => {
    const api = stubFetch({ signedIn: platformAdmin, handle: dataApi });
    const { user } = renderApp('/Admin/data');

    const table = await screen.findByRole('table', { name: 'Imports started here' });
    expect(within(table).getByText('Computing metrics (credit union) 3/13')).toBeVisible();
    expect(
      within(table).getByRole('progressbar', { name: 'Progress of /data/ncua/2025-12' }),
    ).toBeVisible();

    await user.click(within(table).getByRole('button', { name: 'Report of DGS10.csv' }));
    const report = await screen.findByRole('region', { name: 'Import report' });
    expect(
      within(report).getByText('DGS10.csv, line 3, 2024-01-15: no value (empty cell)'),
    ).toBeVisible();
    expect(within(report).getByText('DGS10: 1 quarters, 2024-03-31 to 2024-03-31')).toBeVisible();

    await user.click(screen.getByText('Folder on the server'));
    await user.type(
      screen.getByRole('textbox', { name: 'Folder or zip on the server' }),
      '/no/such/folder',
    );
    await user.click(screen.getByRole('button', { name: 'Import folder' }));
    // An import replaces what is held: nothing is sent before the admin confirms.
    const dialog = await screen.findByRole('dialog', { name: 'Start the import?' });
    expect(dialog).toHaveTextContent('It replaces the quarter averages held');
    expect(api.requests.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'body.path: /no/such/folder does not exist on the server',
    );
    const posted = api.requests.find(
      (call) => call.method === 'POST' && call.path === '/api/admin/data/imports',
    );
    expect(posted?.body).toEqual({ source: 'rates', path: '/no/such/folder' });
  });

  it('shows each source’s sync, a failure and its report, queues Sync now, and saves the schedule', async () => {
    const api = stubFetch({ signedIn: platformAdmin, handle: dataApi });
    const { user } = renderApp('/Admin/data');

    const sources = await screen.findByRole('table', { name: 'Sources' });
    const ncua = within(sources).getByRole('row', { name: /NCUA call reports/ });
    expect(within(ncua).getByText('Dec 31, 2025')).toBeVisible();
    expect(within(ncua).getByText(FAILURE)).toBeVisible();
    const ffiec = within(sources).getByRole('row', { name: /FFIEC call reports/ });
    expect(within(ffiec).getByText('Never')).toBeVisible();
    expect(within(ffiec).getByText('Not scheduled')).toBeVisible();
    // A scheduled source whose run is open has no next run yet.
    const rates = within(sources).getByRole('row', { name: /FRED rates/ });
    expect(within(rates).getByText('Under way now')).toBeVisible();

    await user.click(within(ncua).getByRole('button', { name: 'Sync NCUA call reports now' }));
    const posted = api.requests.filter(
      (call) => call.method === 'POST' && call.path === '/api/admin/data/sync',
    );
    expect(posted.map((call) => call.body)).toEqual([{ source: 'ncua' }]);

    const runs = screen.getByRole('table', { name: 'Sync runs' });
    // The operator's `npm run data -- sync` is on record beside the scheduled runs.
    expect(within(runs).getByRole('cell', { name: 'Command line' })).toBeVisible();
    const [scheduled] = within(runs).getAllByRole('button', {
      name: /^Report of the ncua sync of /,
    });
    await user.click(scheduled!);
    const report = screen.getByRole('region', { name: 'Sync report' });
    expect(report).toHaveTextContent('Failed; the platform admins were e-mailed.');
    expect(report).toHaveTextContent('NCUA call reports: 0 imported, 1 failed (newest 2025-12-31)');

    const weekly = screen.getByRole('textbox', { name: /Otherwise, sync every/ });
    await user.clear(weekly);
    await user.type(weekly, '0');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'otherEveryDays must be 1 to 31 days',
    );
    await user.clear(weekly);
    await user.type(weekly, '3');
    await user.click(screen.getByRole('checkbox', { name: 'FDIC SDI reports' }));
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved. Every server follows the new schedule from its next check.',
    );
    const saved = api.requests.filter((call) => call.method === 'PUT').at(-1);
    expect(saved?.body).toEqual({
      ...overview.schedule,
      sources: ['fdic', 'ncua', 'rates'],
      otherEveryDays: 3,
    });
  });

  it('shows the time left of a running import from its pace, as the command line does', async () => {
    takeClock();
    let done = 3;
    stubFetch({
      signedIn: platformAdmin,
      handle: (call) =>
        call.path === '/api/admin/data/imports' && call.method === 'GET'
          ? { status: 200, body: [{ ...running, done }] }
          : dataApi(call),
    });
    renderApp('/Admin/data');
    const table = await screen.findByRole('table', { name: 'Imports started here' });
    expect(within(table).getByText('estimating time left')).toBeVisible();

    // 2 quarters in about 21 s: 10.5 s a quarter, 8 left.
    await passTime(20_000);
    done = 5;
    await passTime(1_000);
    expect(await within(table).findByText('Computing metrics (credit union) 5/13')).toBeVisible();
    expect(within(table).getByText('about 1 min left')).toBeVisible();

    done = 12;
    await passTime(1_000);
    expect(await within(table).findByText('about 5 s left')).toBeVisible();
  });
});
