import type { InstitutionSummary } from '@app/core/api/institutions';
import { institutionStatusNote } from '@app/core/format/institution-status';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGroupTestData } from '../../../testing/group-test-data';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDatabaseKinds } from '../../../testing/test-database';
import { fixturesFolder } from '../importers/test-fixtures';
import { formatSuccessorsLoaded, loadSuccessors } from './load-successors';

const lineageFile = path.join(fixturesFolder, 'successors', 'lineage.csv');

describe.each(testDatabaseKinds)('successors on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await loadGroupTestData(t.db);
  });
  afterAll(() => t.close());

  const find = async (q: string) => {
    const response = await t.client().get(`/api/institution/search?q=${q}&includeClosed=true`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<InstitutionSummary[]>();
  };

  it('loads a lineage file and the switcher names the successor', async () => {
    const loaded = await loadSuccessors(t.db, lineageFile);
    expect(formatSuccessorsLoaded(loaded)).toBe(
      'Loaded 3 successors from lineage.csv: 2 mergers, 1 conversion. 1 row names an institution not stored yet (kept for when their filings are imported).',
    );
    // Old Topeka Bank filed 2025-06-30 last; its successor is stored, so its own name shows.
    const [closed] = await find('Old Topeka');
    expect(closed).toMatchObject({
      iid: 105,
      active: false,
      lastReportingDate: '2025-06-30',
      successor: {
        event: 'merger',
        iid: 101,
        name: 'Sunflower State Bank',
        effectiveDate: '2025-08-01',
      },
    });
    expect(institutionStatusNote(closed!)).toBe('Merged into Sunflower State Bank in Q3 2025');
    const [converted] = await find('Bay State');
    expect(institutionStatusNote(converted!)).toBe('Now a bank: Bay State Savings Bank');
    // Its own history stays under its iid: the closed bank opens at its last report.
    const one = await (await t.client().login('admin@example.com')).get('/api/institution/105');
    expect(one.json()).toMatchObject({ iid: 105, lastReportingDate: '2025-06-30' });
    const [plain] = await find('Cedar Ridge');
    expect(plain?.successor).toBeNull();
    expect(institutionStatusNote(plain!)).toBeNull();
  });

  it('refuses a file with a bad cell, naming its line and column, and changes nothing', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'successors-'));
    const bad = path.join(folder, 'bad.csv');
    writeFileSync(
      bad,
      'type,id,event,successor_type,successor_id,successor_name,effective_date\n' +
        'bank,105,merger,bank,102,Alamo Bank,2025-09-01\n' +
        'bank,106,closed,bank,101,Sunflower State Bank,2025-09-01\n',
    );
    await expect(loadSuccessors(t.db, bad)).rejects.toThrow(
      'bad.csv, line 3, field event: "closed" is not merger or conversion',
    );
    const [closed] = await find('Old Topeka');
    expect(closed?.successor?.iid).toBe(101);

    writeFileSync(
      bad,
      'type,id,event,successor_type,successor_id,successor_name,effective_date\n' +
        'credit union,501,conversion,credit union,9,Other CU,2025-09-01\n',
    );
    await expect(loadSuccessors(t.db, bad)).rejects.toThrow(
      'bad.csv, line 2, field successor_type: a conversion names the bank the institution became',
    );
    writeFileSync(bad, 'type,id,event,successor_name,effective_date\n');
    await expect(loadSuccessors(t.db, bad)).rejects.toThrow(/successor_type/);
  });
});
