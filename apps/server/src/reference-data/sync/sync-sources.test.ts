import { iidOf } from '@app/core/domain/institution-ids';
import { sql } from 'drizzle-orm';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataVersionOf } from '../../platform/db/data-version';
import { queryRows, type DatabaseHandle } from '../../platform/db/database';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-database';
import { copyFixture, editFile, fixturePath } from '../data/importers/test-fixtures';
import { syncCommand } from './sync-command';
import { missingMeaning } from './sync-plan';
import { formatSyncReport } from './sync-report';
import { syncSources } from './sync-sources';
import { zipFolder } from '../../testing/zip-folder';
import { serveFolder, type MirrorServer } from './mirror-site.test-support';

/** The day the tests plan for: 2025-12 is the newest quarter; 2026-03 to 2026-09 are not out. */
const today = new Date('2026-11-28T12:00:00Z');
const ZIP = 'call-report-data-2025-12.zip';
const HARBOR_LIGHT = iidOf('credit union', 12);

describe.each(testDatabaseKinds)('npm run data -- sync ncua, on the %s database', (kind) => {
  let handle: DatabaseHandle;
  let site: MirrorServer;
  let siteFolder: string;
  let cacheDir: string;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    siteFolder = mkdtempSync(path.join(tmpdir(), 'sync-site-'));
    cacheDir = mkdtempSync(path.join(tmpdir(), 'sync-cache-'));
    zipFolder(fixturePath('ncua-2025-12'), path.join(siteFolder, ZIP));
    site = await serveFolder(siteFolder);
  });
  afterAll(async () => {
    await site.close();
    await handle.close();
    rmSync(siteFolder, { recursive: true, force: true });
    rmSync(cacheDir, { recursive: true, force: true });
  });

  const sync = () =>
    syncSources(handle.db, {
      sources: ['ncua'],
      from: site.url,
      since: '2025-06',
      cacheDir,
      today,
    });
  const assets = async () =>
    (
      await queryRows<{ assets: number }>(
        handle.db,
        sql`select (items->>'ACCT_010')::bigint as assets from call_reports
            where iid = ${HARBOR_LIGHT} and report_date = '2025-12-31'`,
      )
    )[0]?.assets;
  const version = () => dataVersionOf(handle.db, 'credit union');
  /** The fixture re-published: Harbor Light's total assets amended by one dollar. */
  const republish = (assetsFigure: string) => {
    const folder = copyFixture('ncua-2025-12');
    editFile(path.join(folder, 'FS220.txt'), (t) => t.replace('48213977', assetsFigure));
    zipFolder(folder, path.join(siteFolder, ZIP));
  };

  it('imports every quarter the site serves; earlier ones not offered, later ones not published yet', async () => {
    const [report] = await sync();
    expect(report?.outcomes.map((o) => [o.period, o.through, o.outcome])).toEqual([
      ['2025-06-30', '2025-09-30', 'not offered'],
      ['2025-12-31', undefined, 'imported'],
      ['2026-03-31', '2026-09-30', 'not published yet'],
    ]);
    expect(report?.outcomes[1]?.message).toMatch(
      /^Imported ncua 2025-12-31: 3 institutions, 3 reports/,
    );
    expect(report?.failed).toBe(false);
    expect(report?.newestPeriod).toBe('2025-12-31');
    expect(Number(await assets())).toBe(48213977);
  });

  it('a second sync changes nothing and says "up to date" (not published yet is no failure)', async () => {
    const before = await version();
    const reports = await sync();
    expect(formatSyncReport(reports)).toBe(
      [
        'NCUA call reports: up to date (newest 2025-12-31)',
        '  2025-06-30 to 2025-09-30: not offered',
        '  2026-03-31 to 2026-09-30: not published yet',
      ].join('\n'),
    );
    expect(reports[0]?.failed).toBe(false);
    expect(await version()).toBe(before);
  });

  it('the run does not fail when the newer quarters are not published yet', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sync-data-'));
    const printed: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => printed.push(line));
    try {
      const reports = await syncCommand(handle.db, 'ncua', {
        from: site.url,
        since: '2025-12',
        config: { dataDir },
      });
      expect(reports.some((r) => r.failed)).toBe(false);
    } finally {
      log.mockRestore();
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(printed.join('\n')).toMatch(
      /^NCUA call reports: up to date \(newest 2025-12-31\)\n {2}2026-03-31 to .*: not published yet/,
    );
  });

  it('a re-published file with one changed figure replaces exactly that figure and bumps the data version', async () => {
    const before = await version();
    republish('48213978');
    const reports = await sync();
    const quarter = reports[0]?.outcomes.find((o) => o.period === '2025-12-31');
    expect(quarter?.outcome).toBe('replaced');
    expect(quarter?.changes).toEqual([
      {
        iid: HARBOR_LIGHT,
        name: 'HARBOR LIGHT',
        item: 'ACCT_010',
        before: 48213977,
        after: 48213978,
      },
    ]);
    expect(formatSyncReport(reports)).toContain(
      '  2025-12-31: replaced — re-published: 1 figure(s) of 1 institution(s) changed\n' +
        `    HARBOR LIGHT (${HARBOR_LIGHT}) ACCT_010: 48,213,977 → 48,213,978`,
    );
    expect(Number(await assets())).toBe(48213978);
    // Raised by the import's metric pass and again by its provider-group refresh (runImport).
    expect(await version()).toBeGreaterThan(before);
  });

  it('a truncated zip is refused with one line, and nothing stored changes', async () => {
    const before = await version();
    const good = readFileSync(path.join(siteFolder, ZIP));
    republish('99999999');
    const whole = readFileSync(path.join(siteFolder, ZIP));
    writeFileSync(path.join(siteFolder, ZIP), whole.subarray(0, Math.floor(whole.length / 2)));
    const [report] = await sync();
    const quarter = report?.outcomes.find((o) => o.period === '2025-12-31');
    expect(quarter?.outcome).toBe('failed');
    expect(quarter?.message).toMatch(
      /^call-report-data-2025-12\.zip is not a complete zip file \(/,
    );
    expect(report?.failed).toBe(true);
    expect(Number(await assets())).toBe(48213978);
    expect(await version()).toBe(before);
    writeFileSync(path.join(siteFolder, ZIP), good);
  });

  it('a file that is not a zip is refused with one line', async () => {
    const good = readFileSync(path.join(siteFolder, ZIP));
    writeFileSync(path.join(siteFolder, ZIP), 'Service temporarily unavailable\n');
    const [report] = await sync();
    const quarter = report?.outcomes.find((o) => o.period === '2025-12-31');
    expect([quarter?.outcome, quarter?.message]).toEqual([
      'failed',
      expect.stringMatching(
        /^call-report-data-2025-12\.zip is not a complete zip file \(not a readable zip file/,
      ),
    ]);
    expect(Number(await assets())).toBe(48213978);
    writeFileSync(path.join(siteFolder, ZIP), good);
  });

  it('an HTTP 5xx and a redirect to an HTML page each get one clear line', async () => {
    site.misbehave.set(ZIP, { status: 503 });
    const failedWith = async () =>
      (await sync())[0]?.outcomes.find((o) => o.period === '2025-12-31')?.message;
    expect(await failedWith()).toBe(`HTTP 503 from ${site.url}${ZIP}`);
    site.misbehave.set(ZIP, { redirectToHtml: true });
    expect(await failedWith()).toBe(
      `${site.url}${ZIP} answered with an HTML page instead of the file (redirected to ${site.url}moved.html)`,
    );
    site.misbehave.delete(ZIP);
    expect(Number(await assets())).toBe(48213978);
  });

  it('a download that breaks off is kept, never imported, and resumed with a Range request', async () => {
    const before = await version();
    republish('48213979');
    site.misbehave.set(ZIP, { breakAfter: 700 });
    const [broken] = await sync();
    expect(broken?.outcomes.find((o) => o.period === '2025-12-31')?.outcome).toBe('failed');
    expect(await version()).toBe(before);
    site.misbehave.delete(ZIP);
    const [resumed] = await sync();
    expect(site.ranges.at(-1)).toBe('bytes=700-');
    expect(resumed?.outcomes.find((o) => o.period === '2025-12-31')?.outcome).toBe('replaced');
    expect(Number(await assets())).toBe(48213979);
  });
});

describe('what a 404 means', () => {
  const found = ['2025-06-30', '2025-12-31'];
  it('is "not published yet" after the newest quarter the source holds', () => {
    expect(missingMeaning('2026-03-31', found, false)).toBe('not published yet');
  });
  it('is an error between quarters the source holds, or for one imported from it before', () => {
    expect(missingMeaning('2025-09-30', found, false)).toBe('missing');
    expect(missingMeaning('2025-03-31', found, true)).toBe('missing');
  });
  it('is "not offered" before the oldest quarter the source holds', () => {
    expect(missingMeaning('2025-03-31', found, false)).toBe('not offered');
  });
});

describe.each(testDatabaseKinds)(
  'a quarter whose institutions fall by more than 20%%, on the %s database',
  (kind) => {
    let handle: DatabaseHandle;
    let site: MirrorServer;
    let siteFolder: string;

    beforeAll(async () => {
      handle = await openTestDatabase(kind);
      siteFolder = mkdtempSync(path.join(tmpdir(), 'sync-site-'));
      // September: the fixture's three credit unions; December: one of them gone (down 33%).
      const september = copyFixture('ncua-2025-12');
      for (const file of ['FOICU.txt', 'FS220.txt', 'FS220A.txt'])
        editFile(path.join(september, file), (t) => t.replaceAll('12/31/2025', '9/30/2025'));
      zipFolder(september, path.join(siteFolder, 'call-report-data-2025-09.zip'));
      // March as well, so the site holds quarters on both sides of a June it lacks.
      const march = copyFixture('ncua-2025-12');
      for (const file of ['FOICU.txt', 'FS220.txt', 'FS220A.txt'])
        editFile(path.join(march, file), (t) => t.replaceAll('12/31/2025', '3/31/2025'));
      zipFolder(march, path.join(siteFolder, 'call-report-data-2025-03.zip'));
      const december = copyFixture('ncua-2025-12');
      for (const file of ['FOICU.txt', 'FS220.txt', 'FS220A.txt'])
        editFile(path.join(december, file), (t) =>
          t
            .split('\n')
            .filter((line) => !line.startsWith('345,'))
            .join('\n'),
        );
      zipFolder(december, path.join(siteFolder, ZIP));
      site = await serveFolder(siteFolder);
    });
    afterAll(async () => {
      await site.close();
      await handle.close();
      rmSync(siteFolder, { recursive: true, force: true });
    });

    it('is refused with one line, and the quarter is not stored; a gap between held quarters is an error', async () => {
      const cacheDir = mkdtempSync(path.join(tmpdir(), 'sync-cache-'));
      const [report] = await syncSources(handle.db, {
        sources: ['ncua'],
        from: site.url,
        since: '2025-03',
        cacheDir,
        today,
      });
      expect(report?.outcomes.map((o) => [o.period, o.outcome, o.message])).toEqual([
        [
          '2025-03-31',
          'imported',
          expect.stringMatching(/^Imported ncua 2025-03-31: 3 institutions/),
        ],
        [
          '2025-06-30',
          'failed',
          'call-report-data-2025-06.zip is missing (HTTP 404), yet the source holds later quarters or published it before',
        ],
        [
          '2025-09-30',
          'imported',
          expect.stringMatching(/^Imported ncua 2025-09-30: 3 institutions/),
        ],
        [
          '2025-12-31',
          'refused',
          '2 institutions against 3 in 2025-09-30 (down 33%, more than 20%): refused as an incomplete file; nothing was changed',
        ],
        ['2026-03-31', 'not published yet', ''],
      ]);
      expect(report?.failed).toBe(true);
      const held = await queryRows<{ report_date: string }>(
        handle.db,
        sql`select report_date::text from report_dates where institution_type = 'credit union' order by 1`,
      );
      expect(held.map((r) => r.report_date)).toEqual(['2025-03-31', '2025-09-30']);
    });
  },
);
