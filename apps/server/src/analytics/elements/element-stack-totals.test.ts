import { iidOf } from '@app/core/domain/institution-ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsOf } from '../../reference-data/catalogue/find-metric';
import { importBatch } from '../../reference-data/data/import-batch';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { tinyBatch } from '../../testing/tiny-batch';

/** standard@example.com's bank (Prairie Gate Bank in the demo seed). */
const SUBJECT = 9000001;
const DATE = '2025-06-30';

/**
 * Two balanced Schedule RC's in thousands. The subject: total assets 1,000 = net loans 560 +
 * held for sale 10 + securities 250 + cash and due 50 + the rest 130; = deposits 200 + 600 +
 * borrowings 70 (repos 20, other borrowed money 50) + other liabilities 30 (total liabilities
 * 900) + equity capital 100. The peer: 2,000 = 1,200 + 0 + 500 + 100 + 200 = 500 + 1,100 + 100
 * + 100 (total liabilities 1,800) + 200. Their deposits (RC-E): 800 = transaction accounts 250 +
 * MMDAs 200 + other savings 100 + time 250; 1,600 = 500 + 400 + 300 + 400.
 */
const reports: Record<number, Record<string, number>> = {
  [SUBJECT]: {
    RCON2170: 1000,
    RCONB529: 560,
    RCON5369: 10,
    RCON1754: 100,
    RCON1773: 150,
    RCON0081: 20,
    RCON0071: 30,
    RCON6631: 200,
    RCON6636: 600,
    RCONB993: 0,
    RCONB995: 20,
    RCON3190: 50,
    RCON2948: 900,
    RCONG105: 100,
    RCON2200: 800,
    RCON2215: 250,
    RCON6810: 200,
    RCON0352: 100,
    RCON6648: 150,
    RCONJ473: 60,
    RCONJ474: 40,
  },
  101: {
    RCON2170: 2000,
    RCONB529: 1200,
    RCON5369: 0,
    RCON1754: 300,
    RCON1773: 200,
    RCON0081: 50,
    RCON0071: 50,
    RCON6631: 500,
    RCON6636: 1100,
    RCONB993: 10,
    RCONB995: 0,
    RCON3190: 90,
    RCON2948: 1800,
    RCONG105: 200,
    RCON2200: 1600,
    RCON2215: 500,
    RCON6810: 400,
    RCON0352: 300,
    RCON6648: 200,
    RCONJ473: 150,
    RCONJ474: 50,
  },
};

type Row = { metricId: string; rowTitle: string; compType: string; data: unknown[][] };

/** Each column's (subject, peer) bar rows summed, and its line, at the date. */
const stackAndLine = (rows: Row[]) => {
  const at = (row: Row) => (row.data.find((d) => d[0] === DATE) ?? []).slice(1) as number[];
  const bars = rows.filter((r) => r.compType === 'bar').map(at);
  const line = rows.filter((r) => r.compType === 'line').map(at);
  return {
    stacks: [0, 1].map((column) => bars.reduce((sum, values) => sum + values[column]!, 0)),
    line: line[0],
  };
};

describe.each(testDatabaseKinds)('balance sheet stacks on the %s database', (kind) => {
  let t: TestApp;
  const peer = `iid/${iidOf('bank', 101)}`;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await importBatch(t.db, tinyBatch('bank', DATE, reports), metricsOf('bank'));
  });
  afterAll(() => t.close());

  const get = async (path: string) => {
    const client = await t.client().login('standard@example.com');
    const response = await client.get(path);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('splits assets into loans, securities, cash and other assets that sum to total assets', async () => {
    const rows: Row[] = await get(`/api/${SUBJECT}/element/asset-mix/${peer}`);
    expect(rows.map((r) => [r.rowTitle, r.compType])).toEqual([
      ['Net Loans and Leases', 'bar'],
      ['Loans Held for Sale', 'bar'],
      ['Total Securities', 'bar'],
      ['Cash and Due from Banks', 'bar'],
      ['Other Assets', 'bar'],
      ['Total Assets', 'line'],
    ]);
    expect(rows[4]!.data[1]).toEqual([DATE, 130_000, 200_000]);
    expect(stackAndLine(rows)).toEqual({
      stacks: [1_000_000, 2_000_000],
      line: [1_000_000, 2_000_000],
    });
  });

  it('splits funding into deposits by kind, borrowings, other liabilities and equity that sum to total assets', async () => {
    const rows: Row[] = await get(`/api/${SUBJECT}/element/funding-mix/${peer}`);
    expect(rows.map((r) => [r.rowTitle, r.compType])).toEqual([
      ['Non-Interest-Bearing Deposits', 'bar'],
      ['Interest-Bearing Deposits', 'bar'],
      ['Total Borrowings', 'bar'],
      ['Other Liabilities', 'bar'],
      ['Total Equity Capital', 'bar'],
      ['Total Assets', 'line'],
    ]);
    expect(rows[3]!.data[1]).toEqual([DATE, 30_000, 100_000]);
    expect(stackAndLine(rows)).toEqual({
      stacks: [1_000_000, 2_000_000],
      line: [1_000_000, 2_000_000],
    });
  });

  it('stacks deposits by kind, each once, to total deposits', async () => {
    const rows: Row[] = await get(`/api/${SUBJECT}/element/deposit-mix/${peer}`);
    expect(rows.map((r) => [r.rowTitle, r.compType])).toEqual([
      ['Transaction Accounts', 'bar'],
      ['Money Market Deposit Accounts', 'bar'],
      ['Other Savings Deposits', 'bar'],
      ['Time Deposits', 'bar'],
      ['Total Deposits', 'line'],
    ]);
    expect(stackAndLine(rows)).toEqual({
      stacks: [800_000, 1_600_000],
      line: [800_000, 1_600_000],
    });
  });

  it('leaves the total out of the pie slices, which sum to total assets', async () => {
    const answer = await get(
      `/api/${SUBJECT}/element/slices/asset-mix?date=${DATE}&sort=desc&count=5`,
    );
    const slices: { title: string; value: number }[] = answer.slices;
    expect(slices.map((s) => s.title)).toEqual([
      'Net Loans and Leases',
      'Total Securities',
      'Other Assets',
      'Cash and Due from Banks',
      'Loans Held for Sale',
    ]);
    expect(slices.reduce((sum, s) => sum + s.value, 0)).toBe(1_000_000);
  });

  it('has no other liabilities when total liabilities are not filed (missing is not zero)', async () => {
    const partial = { ...reports[SUBJECT] };
    delete partial.RCON2948;
    await importBatch(
      t.db,
      tinyBatch('bank', '2025-09-30', { [SUBJECT]: partial }),
      metricsOf('bank'),
    );
    const rows: Row[] = await get(`/api/${SUBJECT}/element/funding-mix/none/0`);
    const other = rows.find((r) => r.rowTitle === 'Other Liabilities')!;
    expect(other.data.slice(1)).toEqual([
      [DATE, 30_000],
      ['2025-09-30', null],
    ]);
  });
});

/** cu@example.com's credit union (Harbor Light Federal Credit Union in the demo seed). */
const UNION = 900007;

/**
 * Two 5300 loan schedules in dollars. The subject: total loans and leases 1,000 = first liens
 * 300 + junior liens 50 + new vehicles 150 + used vehicles 200 + credit cards 60 + other
 * unsecured 40 + commercial 100 + other secured 30 + leases 0 + the rest (student, payday
 * alternative, other real estate) 70. The peer: 2,000 = 900 + 100 + 200 + 300 + 100 + 100 + 200
 * + 50 + 10 + 40.
 */
const loans: Record<number, Record<string, number>> = {
  [UNION]: {
    ACCT_025B: 1000,
    ACCT_703A: 300,
    ACCT_386A: 50,
    ACCT_385: 150,
    ACCT_370: 200,
    ACCT_396: 60,
    ACCT_397: 40,
    ACCT_400T1: 100,
    ACCT_698C: 30,
    ACCT_002: 0,
  },
  101: {
    ACCT_025B: 2000,
    ACCT_703A: 900,
    ACCT_386A: 100,
    ACCT_385: 200,
    ACCT_370: 300,
    ACCT_396: 100,
    ACCT_397: 100,
    ACCT_400T1: 200,
    ACCT_698C: 50,
    ACCT_002: 10,
  },
};

describe.each(testDatabaseKinds)('credit-union loan stack on the %s database', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await importBatch(t.db, tinyBatch('credit union', DATE, loans), metricsOf('credit union'));
  });
  afterAll(() => t.close());

  it('stacks the loan types and the other loans to total loans and leases, its line', async () => {
    const client = await t.client().login('cu@example.com');
    const response = await client.get(
      `/api/${iidOf('credit union', UNION)}/element/loan-mix/iid/${iidOf('credit union', 101)}`,
    );
    expect(response.statusCode).toBe(200);
    const rows: Row[] = response.json();
    expect(rows.slice(-2).map((r) => [r.rowTitle, r.compType])).toEqual([
      ['Other Loans', 'bar'],
      ['Total Loans and Leases', 'line'],
    ]);
    expect(rows.at(-2)!.data[1]).toEqual([DATE, 70, 40]);
    expect(stackAndLine(rows)).toEqual({ stacks: [1000, 2000], line: [1000, 2000] });
  });
});
