import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

describe.each(testDatabaseKinds)('product definitions on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers 401 signed out', async () => {
    expect((await t.client().get('/assets/products/peer-comparison-1.json')).statusCode).toBe(401);
  });

  it('serves a definition to a holder of the product claim', async () => {
    const client = await t.client().login('standard@example.com');
    const response = await client.get('/assets/products/peer-comparison-1.json');
    expect(response.statusCode).toBe(200);
    const definition = response.json();
    expect(definition.clientCode).toBe('peer-comparison');
    expect(definition.rooms.map((r: { clientCode: string }) => r.clientCode)).toEqual([
      'balance',
      'creditquality',
      'trends',
      'quarterly',
      'correlations',
      'performance',
      'groups',
    ]);
  });

  it('answers 403 without the claim equal to the product client code', async () => {
    const pcOnly = await t.client().login('standard@example.com');
    const refused = await pcOnly.get('/assets/products/non-maturity-deposits-1.json');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your plan does not include Non-Maturity Deposits.');
    const nmdOnly = await t.client().login('nmd@example.com');
    expect((await nmdOnly.get('/assets/products/peer-comparison-2.json')).statusCode).toBe(403);
    expect((await nmdOnly.get('/assets/products/non-maturity-deposits-1.json')).statusCode).toBe(
      200,
    );
  });

  it('answers 404 for a definition that does not exist', async () => {
    const client = await t.client().login('bundle@example.com');
    expect((await client.get('/assets/products/non-maturity-deposits-2.json')).statusCode).toBe(
      404,
    );
  });
});
