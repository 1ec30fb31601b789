import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutions, typesOfMembership } from '../../platform/db/schema/institution-tables';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

const row = (iid: number, name: string, city: string, state: string, extra = {}) => ({
  iid,
  agencyId: iid,
  institutionType: 'bank',
  name,
  city,
  state,
  active: true,
  lastReportingDate: '2025-12-31',
  ...extra,
});

describe.each(testDatabaseKinds)('institution search on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.db.insert(institutions).values([
      row(101, 'First Harvest Bank', 'Ames', 'IA'),
      row(102, 'First Harvest Bank', 'Ada', 'OK'),
      row(103, 'Harvest Valley Bank', 'Boise', 'ID'),
      row(104, 'The Harvest Trust', 'Omaha', 'NE'),
      row(105, 'Harvest Closed Bank', 'Enid', 'OK', {
        active: false,
        lastReportingDate: '2024-06-30',
      }),
      // Closed before it ever filed: nothing to show, so never offered.
      row(109, 'Harvest Never Filed Bank', 'Enid', 'OK', {
        active: false,
        lastReportingDate: null,
      }),
      row(106, 'Harvestmoon Credit Union', 'Provo', 'UT', {
        institutionType: 'credit union',
        tomCode: 99,
      }),
      row(107, 'Carvest 50% Bank', 'Reno', 'NV'),
      row(108, 'Anchor Navy Credit Union', 'Norfolk', 'VA', {
        institutionType: 'credit union',
        tomCode: 5,
        active: false,
      }),
    ]);
    await t.db.insert(typesOfMembership).values([
      { tomCode: 99, tomCodeAlpha: 'STC', tomCodeDesc: 'State chartered' },
      { tomCode: 0, tomCodeAlpha: 'COM', tomCodeDesc: 'Community' },
    ]);
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const response = await t.app.inject({ url: `/api/institution/search?${query}` });
    return { status: response.statusCode, body: response.json() };
  };

  it('finds active institutions by a word start, sorted by name, city, state', async () => {
    const { status, body } = await search('q=harv');
    expect(status).toBe(200);
    expect(body.map((i: { label: string }) => i.label)).toEqual([
      'First Harvest Bank (Ada, OK)',
      'First Harvest Bank (Ames, IA)',
      'Harvest Valley Bank (Boise, ID)',
      'Harvestmoon Credit Union (Provo, UT)',
      'The Harvest Trust (Omaha, NE)',
    ]);
    expect(body[0]).toMatchObject({ iid: 102, institutionType: 'bank', active: true, demo: false });
  });

  it('includes closed institutions, marked with their last report date, when asked', async () => {
    const { status, body } = await search('q=harv&includeClosed=true');
    expect(status).toBe(200);
    expect(body.map((i: { label: string }) => i.label)).toEqual([
      'First Harvest Bank (Ada, OK)',
      'First Harvest Bank (Ames, IA)',
      'Harvest Closed Bank (Enid, OK)',
      'Harvest Valley Bank (Boise, ID)',
      'Harvestmoon Credit Union (Provo, UT)',
      'The Harvest Trust (Omaha, NE)',
    ]);
    expect(body[2]).toMatchObject({ iid: 105, active: false, lastReportingDate: '2024-06-30' });
    expect(body[0]).toMatchObject({ active: true, lastReportingDate: '2025-12-31' });
    const none = await search('q=harv&includeClosed=false');
    expect(none.body.map((i: { iid: number }) => i.iid)).not.toContain(105);
    const bad = await search('q=harv&includeClosed=yes');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('querystring.includeClosed: includeClosed must be true or false');
  });

  it('limits to one institution type and leaves out given iids', async () => {
    const { body } = await search('q=harvest&institutionType=bank&exclude=101,104');
    expect(body.map((i: { iid: number }) => i.iid)).toEqual([102, 103]);
  });

  it('treats % and _ as characters, not wildcards', async () => {
    expect((await search('q=50%25')).body.map((i: { iid: number }) => i.iid)).toEqual([107]);
    expect((await search('q=___')).body).toEqual([]);
  });

  it('answers 400 naming the problem for short or bad input', async () => {
    const short = await search('q=ha');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('querystring.q: q must be at least 3 characters');
    expect((await search('q=harvest&institutionType=thrift')).status).toBe(400);
    const exclude = await search('q=harvest&exclude=1,x');
    expect(exclude.body.message).toContain('exclude must be a comma-separated list of iids');
  });

  it('serves the types of membership present in the data to signed-in users only', async () => {
    expect((await t.client().get('/api/reference/tom')).statusCode).toBe(401);
    const client = await t.client().login('cu@example.com');
    const codes = (await client.get('/api/reference/tom')).json();
    // 99 is described by the table, 5 (not in the table) by the built-in NCUA reference; the
    // list is exactly the codes the stored credit unions carry (the demo seed's among them).
    expect(codes).toContainEqual({
      tomCode: 99,
      tomCodeAlpha: 'STC',
      tomCodeDesc: 'State chartered',
    });
    expect(codes).toContainEqual({
      tomCode: 5,
      tomCodeAlpha: 'MIL',
      tomCodeDesc: 'Single common bond - military',
    });
    const present = await t.db.selectDistinct({ tomCode: institutions.tomCode }).from(institutions);
    expect(codes.map((c: { tomCode: number }) => c.tomCode)).toEqual(
      present
        .map((p) => p.tomCode)
        .filter((c): c is number => c !== null)
        .sort((a, b) => a - b),
    );
  });
});
