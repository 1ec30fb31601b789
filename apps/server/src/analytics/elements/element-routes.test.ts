import { iidOf } from '@app/core/domain/institution-ids';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBatch } from '../../reference-data/data/import-batch';
import { peerGroups } from '../../platform/db/schema/peer-group-tables';
import { addCustomGroup, seededGroupId } from '../../testing/peer-group-fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { tinyBatch } from '../../testing/tiny-batch';
import { metricsOf } from '../../reference-data/catalogue/find-metric';

/** standard@example.com's bank (Prairie Gate Bank in the demo seed). */
const SUBJECT = 9000001;
const [Q1, Q2, Q3] = ['2025-03-31', '2025-06-30', '2025-09-30'] as const;

/**
 * Non-interest-bearing deposits (RCON6631, LBPR6631), interest-bearing deposits (RCON6636,
 * LBPR6636) and equity capital (RCONG105, LBPRG105) in thousands: rows of the funding mix.
 * Gaps on purpose: the subject files no report in Q2, 103 none in Q2, 102 no equity in Q1 and
 * Q3, nobody equity in Q3, 104 (not in the custom group) no non-interest-bearing deposits in
 * Q3. Borrowings, total liabilities and total assets are filed by nobody: those rows (and the
 * other liabilities, which need total liabilities) are null throughout.
 */
const reports: Record<string, Record<number, Record<string, number>>> = {
  [Q1]: {
    [SUBJECT]: { RCON6631: 800, RCON6636: 600, RCONG105: 50 },
    101: { RCON6631: 1600, RCON6636: 1600, RCONG105: 100 },
    102: { RCON6631: 400, RCON6636: 200 },
    103: { RCON6631: 3000, RCON6636: 2700, RCONG105: 300 },
    104: { RCON6631: 100, RCON6636: 100 },
  },
  [Q2]: {
    101: { RCON6631: 1700, RCON6636: 1500, RCONG105: 200 },
    102: { RCON6631: 500, RCON6636: 300, RCONG105: 40 },
    104: { RCON6631: 200, RCON6636: 100 },
  },
  [Q3]: {
    [SUBJECT]: { RCON6631: 900, RCON6636: 700 },
    101: { RCON6631: 1800, RCON6636: 1400 },
    102: { RCON6631: 600, RCON6636: 400 },
    103: { RCON6631: 3300, RCON6636: 2400 },
    104: { RCON6636: 50 },
  },
};

type Row = { metricId: string; data: (string | number | null)[][] };

describe.each(testDatabaseKinds)('chart elements against groups on the %s database', (kind) => {
  let t: TestApp;
  let customGroupId: number;
  let nationalGroupId: number;
  let illinoisGroupId: number;
  const peerIid = (n: number) => iidOf('bank', n);

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const [reportDate, quarter] of Object.entries(reports)) {
      await importBatch(t.db, tinyBatch('bank', reportDate, quarter), metricsOf('bank'));
    }
    customGroupId = await addCustomGroup(t.db, {
      ownerIid: SUBJECT,
      name: 'Three Peers',
      iids: [101, 102, 103].map(peerIid),
    });
    nationalGroupId = await seededGroupId(t.db, 'bank', eq(peerGroups.ruleKind, 'national'));
    illinoisGroupId = await seededGroupId(
      t.db,
      'bank',
      eq(peerGroups.ruleKind, 'state'),
      eq(peerGroups.ruleState, 'IL'),
    );
  });
  afterAll(() => t.close());

  const get = async (path: string) => {
    const client = await t.client().login('standard@example.com');
    const response = await client.get(path);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const element = async (peer: string) => {
    const rows: Row[] = await get(`/api/${SUBJECT}/element/funding-mix/${peer}`);
    return new Map(rows.map((r) => [r.metricId, r.data]));
  };
  const max = async (elementId: string, peer: string) =>
    (await get(`/api/${SUBJECT}/element/max/${elementId}/${peer}`)).max;

  it('averages each row over the members with a value, quarter by quarter', async () => {
    const rows = await element(`group/${customGroupId}`);
    expect([...rows.keys()]).toEqual([
      'LBPR6631',
      'LBPR6636',
      'LBPRBORR',
      'LBPROTHERLIAB',
      'LBPRG105',
      'LBPR2170',
    ]);
    const header = ['reportDate', String(SUBJECT), `group:${customGroupId}`];
    // Q2: 103 filed nothing, the mean is of 101 and 102; the subject filed nothing either.
    expect(rows.get('LBPR6631')).toEqual([
      header,
      [Q1, 800_000, expect.closeTo(5_000_000 / 3, 6)],
      [Q2, null, 1_100_000],
      [Q3, 900_000, 1_900_000],
    ]);
    expect(rows.get('LBPR6636')).toEqual([
      header,
      [Q1, 600_000, 1_500_000],
      [Q2, null, 900_000],
      [Q3, 700_000, expect.closeTo(4_200_000 / 3, 6)],
    ]);
    // 102 filed no equity in Q1: the mean of 101 and 103. Nobody filed equity in Q3: null.
    expect(rows.get('LBPRG105')).toEqual([
      header,
      [Q1, 50_000, 200_000],
      [Q2, null, 120_000],
      [Q3, null, null],
    ]);
    for (const never of ['LBPRBORR', 'LBPROTHERLIAB', 'LBPR2170']) {
      expect(rows.get(never), never).toEqual([
        header,
        [Q1, null, null],
        [Q2, null, null],
        [Q3, null, null],
      ]);
    }
  });

  it('narrows a custom group to the members ticked, ignoring iids not in it', async () => {
    const both = await element(`group/${customGroupId}?members=${peerIid(101)},${peerIid(103)}`);
    expect(both.get('LBPR6631')!.slice(1)).toEqual([
      [Q1, 800_000, 2_300_000],
      [Q2, null, 1_700_000],
      [Q3, 900_000, 2_550_000],
    ]);
    const outsider = await element(
      `group/${customGroupId}?members=${peerIid(101)},${peerIid(104)},${SUBJECT}`,
    );
    expect(outsider.get('LBPR6631')!.slice(1)).toEqual([
      [Q1, 800_000, 1_600_000],
      [Q2, null, 1_700_000],
      [Q3, 900_000, 1_800_000],
    ]);
  });

  it('averages an aggregate group over the filers of each quarter, the subject left out', async () => {
    for (const groupId of [nationalGroupId, illinoisGroupId]) {
      // 104 is in them. An aggregate group cannot be narrowed to members (spec 2 section 5).
      const client = await t.client().login('standard@example.com');
      const narrowed = await client.get(
        `/api/${SUBJECT}/element/funding-mix/group/${groupId}?members=${peerIid(101)}`,
      );
      expect([narrowed.statusCode, narrowed.json().message]).toEqual([
        400,
        'Aggregate peer groups cannot be filtered: their members follow a rule.',
      ]);
      const rows = await element(`group/${groupId}`);
      expect(rows.get('LBPR6631')).toEqual([
        ['reportDate', String(SUBJECT), `group:${groupId}`],
        [Q1, 800_000, 1_275_000],
        [Q2, null, 800_000],
        [Q3, 900_000, 1_900_000],
      ]);
      expect(rows.get('LBPR6636')!.slice(1)).toEqual([
        [Q1, 600_000, 1_150_000],
        [Q2, null, expect.closeTo(1_900_000 / 3, 6)],
        [Q3, 700_000, 1_062_500],
      ]);
      expect(rows.get('LBPRG105')!.slice(1)).toEqual([
        [Q1, 50_000, 200_000],
        [Q2, null, 120_000],
        [Q3, null, null],
      ]);
      expect(rows.get('LBPRBORR')!.slice(1)).toEqual([
        [Q1, null, null],
        [Q2, null, null],
        [Q3, null, null],
      ]);
    }
  });

  it('answers the largest value of the element, null when there is none', async () => {
    // The custom group's mean non-interest-bearing deposits in Q3.
    expect(await max('funding-mix', `group/${customGroupId}`)).toBe(1_900_000);
    expect(await max('funding-mix', `group/${nationalGroupId}`)).toBe(1_900_000);
    expect(await max('funding-mix', `group/${customGroupId}?members=${peerIid(103)}`)).toBe(
      3_300_000,
    );
    expect(await max('funding-mix', 'none/0')).toBe(900_000);
    expect(await max('borrowing-mix', `group/${customGroupId}`)).toBeNull();
  });
});
