import { PARTNER_NOT_FOUND_MESSAGE } from '@app/core/api/partners';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPartner } from '../../seed/demo-seed';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

describe.each(testDatabaseKinds)('partners on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("answers a partner's branding to anyone, the advert included", async () => {
    const response = await t.client().get('/api/partner/acme');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(demoPartner);
    expect(response.json().adImage).toBe('/partners/acme-advert.svg');
    expect((await t.client().get('/api/partner/ACME')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    const unknown = await t.client().get('/api/partner/nobody');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PARTNER_NOT_FOUND_MESSAGE);
    const malformed = await t.client().get('/api/partner/a.b');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('params.code');
  });
});
