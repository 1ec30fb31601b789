import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';

describe('information dialogs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('embedded');
  });
  afterAll(() => t.close());

  it('answers 401 signed out', async () => {
    expect((await t.client().get('/api/dialoginformation/LBPR2170')).statusCode).toBe(401);
  });

  it('answers a metric with its information and formula', async () => {
    const client = await t.client().login('standard@example.com');
    const dialog = (await client.get('/api/dialoginformation/FPR_NWRATIO')).json();
    expect(dialog.title).toBe('Net Worth Ratio');
    expect(dialog.footer).toContain('ACCT_997 / (ACCT_010 + ACCT_NW0004)');
  });

  it('answers a score with the KPIs behind it', async () => {
    const client = await t.client().login('standard@example.com');
    const dialog = (await client.get('/api/dialoginformation/LHAC0030')).json();
    expect(dialog.title).toBe('Liquidity Score');
    expect(dialog.content).toContain('Loans to Deposits');
  });

  it('serves the product logo for print pages to signed-in users', async () => {
    expect((await t.client().get('/api/image/logo')).statusCode).toBe(401);
    const logo = await (await t.client().login('basic@example.com')).get('/api/image/logo');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.body).toContain('aria-label="Peerscope"');
  });

  it('answers a widget and 404 for an unknown id', async () => {
    const client = await t.client().login('standard@example.com');
    expect((await client.get('/api/dialoginformation/beta-heatmap')).json().title).toBe(
      'Beta Heatmap',
    );
    const missing = await client.get('/api/dialoginformation/nothing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No information nothing.');
  });
});
