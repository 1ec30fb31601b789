import { DEFAULT_ADVERT, PRODUCT_ADVERTS } from '@app/core/api/content';
import { iidOf } from '@app/core/domain/institution-ids';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBatch } from '../../reference-data/data/import-batch';
import { activities, messages } from '../../platform/db/schema/content-tables';
import { organizations } from '../../platform/db/schema/organization-tables';
import { users } from '../../platform/db/schema/user-tables';
import { metricsOf } from '../../reference-data/catalogue/find-metric';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { tinyBatch } from '../../testing/tiny-batch';

describe.each(testDatabaseKinds)('dashboard summary on the %s database', (kind) => {
  let t: TestApp;
  const cu = iidOf('credit union', 501);

  beforeAll(async () => {
    t = await startTestApp(kind);
    // Total assets: banks in thousands (RCON2170), credit unions in dollars (ACCT_010).
    await importBatch(
      t.db,
      tinyBatch('bank', '2025-12-31', { 301: { RCON2170: 2500 }, 302: { RCON2170: 1_250_000 } }),
      metricsOf('bank'),
    );
    await importBatch(
      t.db,
      tinyBatch('credit union', '2025-09-30', { 501: { ACCT_010: 75_000_000 } }),
      metricsOf('credit union'),
    );
  });
  afterAll(() => t.close());

  it('answers 401 when signed out', async () => {
    expect((await t.client().get('/api/dashboard')).statusCode).toBe(401);
  });

  it('gives a single bank the latest message, its activity and the default advert', async () => {
    await t.db.insert(messages).values({
      content: '<p>Older</p>',
      dateSent: new Date('2024-01-01T00:00:00Z'),
    });
    const [sam] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'standard@example.com'));
    await t.db.insert(activities).values(
      Array.from({ length: 7 }, (_, i) => ({
        userId: sam!.id,
        content: `Line ${i}`,
        dateSent: new Date(Date.UTC(2025, 0, i + 1)),
      })),
    );
    const client = await t.client().login('standard@example.com');
    const response = await client.get('/api/dashboard');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.latestMessage.content).toContain('Welcome to Peerscope');
    expect(body.activity.map((a: { content: string }) => a.content)).toEqual([
      'Line 6',
      'Line 5',
      'Line 4',
      'Line 3',
      'Line 2',
    ]);
    // Sam's organization holds Peer Comparison only: the advert is for the other product.
    expect(body.advert).toEqual(PRODUCT_ADVERTS['non-maturity-deposits']);
    expect(body.recentInstitutions).toEqual([]);
  });

  it('advertises what the user lacks, and the reference guide to a holder of both products', async () => {
    const advertOf = async (email: string) =>
      (await (await t.client().login(email)).get('/api/dashboard')).json().advert;
    expect(await advertOf('basic@example.com')).toEqual(DEFAULT_ADVERT);
    expect(await advertOf('nmd@example.com')).toEqual(PRODUCT_ADVERTS['peer-comparison']);
    // A Bundle subscriber still gets a marketing card: the reference guide, not a plan.
    expect(await advertOf('bundle@example.com')).toEqual(PRODUCT_ADVERTS.guide);
  });

  it("shows the partner's advert when the organization has a partner", async () => {
    await t.db
      .update(organizations)
      .set({ partnerCode: 'acme' })
      .where(eq(organizations.name, 'Harbor Light Federal Credit Union'));
    const client = await t.client().login('cu@example.com');
    expect((await client.get('/api/dashboard')).json().advert).toEqual({
      adImage: '/partners/acme-advert.svg',
      adUrl: 'https://acme-partners.example/peer-review',
      partnerName: 'Acme Banking Partners',
      alt: 'Acme Banking Partners: learn more',
    });
  });

  it('gives a MULTI account its five latest institutions with Total Assets', async () => {
    const multi = await t.client().login('bundle@example.com');
    for (const iid of [302, cu, 9000005, 301]) {
      await multi.put(`/api/user/institution/${iid}`, { viewed: true });
    }
    const body = (await multi.get('/api/dashboard')).json();
    expect(
      body.recentInstitutions.map(
        (i: { iid: number; totalAssets: number | null; totalAssetsDate: string | null }) => [
          i.iid,
          i.totalAssets,
          i.totalAssetsDate,
        ],
      ),
    ).toEqual([
      [301, 2_500_000, '2025-12-31'],
      // The seed's Northgate Savings Bank has no report in this test: no figure.
      [9000005, null, null],
      [cu, 75_000_000, '2025-09-30'],
      [302, 1_250_000_000, '2025-12-31'],
    ]);
    expect(body.recentInstitutions[0]).toMatchObject({
      label: 'Test Bank 301 (Springfield, IL)',
      institutionType: 'bank',
      totalAssetsDisplayType: 'USDMM',
      isFavorite: false,
    });
    expect(body.recentInstitutions[2].institutionType).toBe('credit union');
  });
});

describe.each(testDatabaseKinds)('reference guide on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('serves the PDF the tours link to, to signed-in users only', async () => {
    expect((await t.client().get('/api/image/reference-guide.pdf')).statusCode).toBe(401);
    const client = await t.client().login('standard@example.com');
    const response = await client.get('/api/image/reference-guide.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
  });
});
