import { iidOf } from '@app/core/domain/institution-ids';
import { OWN_DATA_MESSAGES } from '@app/core/api/own-deposit-data';
import { OWN_DATA_MANAGE_REFUSAL } from '../../platform/access/own-data-access';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/db/schema/audit-tables';
import { ownDepositRows } from '../../platform/db/schema/own-deposit-tables';
import { addUser, organizationOf } from '../../testing/matrix-roles';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { csvOf, months, multipart, row, workbookOf } from './own-data-test-files.test-support';

/** nmd@example.com's bank (Blue Mesa Bank in the demo seed); nmd has the deposit data permission. */
const BLUE_MESA = iidOf('bank', 9000003);
const URL = `/api/${BLUE_MESA}/nmd/own-data`;

const csv = (body: string, client: TestClient, query = '') =>
  client.request({
    method: 'POST',
    url: `${URL}${query}`,
    payload: body,
    headers: { 'content-type': 'text/csv', 'x-file-name': 'deposits.csv' },
  });

describe.each(testDatabaseKinds)('own deposit data on the %s database', (kind) => {
  let t: TestApp;
  let nmd: TestClient;
  let organizationId: string;
  const storedRows = async () => {
    const [r] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ownDepositRows)
      .where(eq(ownDepositRows.organizationId, organizationId));
    return r!.n;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    nmd = await t.client().login('nmd@example.com');
    organizationId = await organizationOf(t, 'nmd@example.com');
  });
  afterAll(() => t.close());

  it('refuses a file with 3 bad rows, naming each line and reason, and stores nothing', async () => {
    const file = csvOf([
      row('Checking', '2024-01', 1000, 0.1),
      row('Checking', '2024-13', 1010, 0.1), // line 3: no such month
      row('Checking', '2024-02', 1010, 0.1),
      row('Savings', '2024-01', -5, 0.5, 'retail non-transactional'), // line 5
      row('Savings', '2024-02', 900, 0.5, 'retail non-transactional'),
      row('Savings', '2024-03', 905, 31, 'retail non-transactional'), // line 7: 31%
      row('Checking', '2024-03', 1020, 0.1),
    ]);
    const response = await csv(file, nmd);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      [
        'Nothing was stored: 3 rows need correcting.',
        'Line 3: unknown month "2024-13" (write YYYY-MM).',
        'Line 5: negative balance -5.',
        'Line 7: rate_paid 31 is over 25% (write percent: 2.5 for 2.5%).',
      ].join('\n'),
    );
    expect(await storedRows()).toBe(0);
    expect((await nmd.get(URL)).json()).toEqual({ upload: null, mayManage: true });
  });

  it('names a duplicate product-month and a gap; accepted, the gap stays missing', async () => {
    const duplicate = csvOf([
      row('Checking', '2024-01', 1000, 0.1),
      row('Checking', '2024-01', 1000, 0.1),
    ]);
    expect((await csv(duplicate, nmd)).json().message).toBe(
      'Nothing was stored: 1 row needs correcting.\nLine 3: duplicate of line 2 (Checking, 2024-01).',
    );
    const gap = csvOf([
      row('Checking', '2024-01', 1000, 0.1),
      row('Checking', '2024-02', 1000, 0.1),
      row('Checking', '2024-05', 1030, 0.2),
    ]);
    const refused = await csv(gap, nmd);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Nothing was stored: 1 row needs correcting.\nLine 4: gap: "Checking" has no row for 2024-03 to 2024-04 (accept gaps to leave them missing).',
    );
    // The browser's form, with the accept-gaps box ticked.
    const form = await multipart(gap, 'gaps.csv', true);
    const accepted = await nmd.request({ method: 'POST', url: URL, ...form });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().upload).toMatchObject({
      fileName: 'gaps.csv',
      rows: 3,
      acceptsGaps: true,
      uploadedBy: 'nmd@example.com',
      products: [
        {
          product: 'Checking',
          category: 'retail transactional',
          firstMonth: '2024-01',
          lastMonth: '2024-05',
          months: 3,
          missingMonths: 2,
        },
      ],
    });
    // Missing, never 0: only the three months given are stored.
    const stored = await t.db
      .select({ month: ownDepositRows.month, balance: ownDepositRows.balance })
      .from(ownDepositRows)
      .where(eq(ownDepositRows.organizationId, organizationId))
      .orderBy(ownDepositRows.month);
    expect(stored).toEqual([
      { month: '2024-01', balance: 1000 },
      { month: '2024-02', balance: 1000 },
      { month: '2024-05', balance: 1030 },
    ]);
  });

  it('reads an XLSX workbook, replaces the earlier upload and audit-logs each change', async () => {
    const rows = months('2020-01', 24).flatMap((m, i) => [
      row('Checking', m, 1000 + i, 0.1),
      row('Money market', m, 500 - i, 2 + i / 10, 'retail non-transactional'),
    ]);
    const bytes = await workbookOf(rows);
    const response = await nmd.request({
      method: 'POST',
      url: URL,
      ...(await multipart(bytes, 'deposits.xlsx')),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().upload.products.map((p: { product: string }) => p.product)).toEqual([
      'Checking',
      'Money market',
    ]);
    expect(await storedRows()).toBe(48);

    const deleted = await nmd.delete(URL);
    expect(deleted.statusCode).toBe(204);
    expect(await storedRows()).toBe(0);
    expect((await nmd.get(URL)).json().upload).toBeNull();

    const actions = await t.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(inArray(auditLog.action, ['own-data.upload', 'own-data.replace', 'own-data.delete']))
      .orderBy(auditLog.id);
    expect(actions.map((a) => a.action)).toEqual([
      'own-data.upload',
      'own-data.replace',
      'own-data.delete',
    ]);
    expect(actions[1]!.after).toMatchObject({ fileName: 'deposits.xlsx', rows: 48, products: 2 });
  });

  it('tells the limits: products, months and size', async () => {
    const many = csvOf(Array.from({ length: 201 }, (_, i) => row(`P${i}`, '2024-01', 1, 1)));
    expect((await csv(many, nmd)).json().message).toBe(OWN_DATA_MESSAGES.tooManyProducts(201));
    const long = csvOf(months('1980-01', 481).map((m) => row('Checking', m, 1, 1)));
    expect((await csv(long, nmd)).json().message).toBe(
      OWN_DATA_MESSAGES.tooManyMonths('Checking', 481),
    );
    const huge = await csv('x'.repeat(21 * 1024 * 1024), nmd);
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(OWN_DATA_MESSAGES.tooLarge);
    const counts = csvOf([['Checking', '2024-01', 1, 1, 1e12, '', '', 'retail transactional']]);
    expect((await csv(counts, nmd)).json().message).toBe(
      'Nothing was stored: 1 row needs correcting.\nLine 2: accounts "1000000000000" is not a whole number of accounts.',
    );
    const quote = await csv('product,month,balance,rate_paid,category\n"Checking,2024-01,1,1', nmd);
    expect(quote.statusCode).toBe(400);
    expect(quote.json().message).toMatch(/^The file could not be read as CSV: /);
    const notZip = await csv('PK\u0003\u0004 not a workbook', nmd);
    expect(notZip.json().message).toBe(OWN_DATA_MESSAGES.unreadableWorkbook);
    const header = await csv('product,month\nChecking,2024-01', nmd);
    expect(header.json().message).toBe(
      OWN_DATA_MESSAGES.missingColumns(['balance', 'rate_paid', 'category']),
    );
    expect(await storedRows()).toBe(0);
  });

  it('is 404 on every route for another organization and for the platform admin', async () => {
    expect((await csv(csvOf([row('Checking', '2024-01', 1, 1)]), nmd)).statusCode).toBe(201);
    // Not kept by the answer cache: the summary after an upload is the new one.
    expect((await nmd.get(URL)).json().upload).toMatchObject({ rows: 1 });
    // A client-admin of another organization holding Non-Maturity Deposits.
    await addUser(t, {
      email: 'owner@prairie.example',
      organizationOf: 'standard@example.com',
      clientAdmin: true,
      products: ['non-maturity-deposits'],
    });
    const callers = [
      await t.client().login('standard@example.com'),
      await t.client().login('owner@prairie.example'),
      await t.client().login('admin@example.com'),
    ];
    for (const other of callers) {
      const answers = [
        await other.get(URL),
        await other.get(`${URL}/template`),
        await csv(csvOf([row('Checking', '2024-01', 1, 1)]), other),
        await other.delete(URL),
      ];
      expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404]);
      expect(answers[0]!.json().message).toBe(OWN_DATA_MESSAGES.notFound);
    }
    expect(await storedRows()).toBe(1);
    // The platform admin sees that it exists, its size and date, none of its figures.
    const presence = (await callers[2]!.get('/api/admin/own-data')).json();
    expect(presence).toEqual([
      {
        organizationId,
        organizationName: 'Blue Mesa Bank',
        bytes: expect.any(Number),
        uploadedAt: expect.any(String),
      },
    ]);
  });

  it('serves the template, which uploads as it is', async () => {
    const template = await nmd.get(`${URL}/template`);
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('text/csv');
    expect(template.body.split('\r\n')[0]).toBe(
      'product,month,balance,rate_paid,accounts,accounts_opened,accounts_closed,category',
    );
    expect((await csv(template.body, nmd)).statusCode).toBe(201);
  });

  it('lets a member upload once a client-admin gives the deposit data permission', async () => {
    const tellerId = await addUser(t, {
      email: 'teller@blue-mesa.example',
      organizationOf: 'nmd@example.com',
      clientAdmin: false,
      products: ['non-maturity-deposits'],
    });
    await addUser(t, {
      email: 'chief@blue-mesa.example',
      organizationOf: 'nmd@example.com',
      clientAdmin: true,
      products: ['non-maturity-deposits'],
    });
    const teller = await t.client().login('teller@blue-mesa.example');
    const file = csvOf([row('Checking', '2024-01', 1, 1)]);
    // A member reads the data and the template, but may not change them.
    expect((await teller.get(URL)).json().mayManage).toBe(false);
    const refused = await csv(file, teller);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(OWN_DATA_MANAGE_REFUSAL);
    expect((await teller.delete(URL)).statusCode).toBe(403);

    const chief = await t.client().login('chief@blue-mesa.example');
    const users = (await chief.get('/api/account/users')).json();
    expect(users.find((u: { id: string }) => u.id === tellerId).depositData).toBe(false);
    const granted = await chief.put(`/api/account/users/${tellerId}`, {
      firstName: 'Matrix',
      lastName: 'Caller',
      products: ['non-maturity-deposits'],
      admin: false,
      depositData: true,
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().depositData).toBe(true);
    expect((await csv(file, teller)).statusCode).toBe(201);
    expect((await teller.get(URL)).json().mayManage).toBe(true);
  });
});
