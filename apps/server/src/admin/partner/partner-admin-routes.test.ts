import { PARTNER_IMAGE_MESSAGES, PARTNER_MESSAGES } from '@app/core/api/admin/partners';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../platform/db/schema/organization-tables';
import { PNG_1X1 } from '../../testing/matrix-calls';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

const fields = {
  name: 'Heartland Partners',
  logoFile: '/partners/acme-logo.svg',
  logoWidth: 160,
  logoHeight: 40,
  address: '200 Grand Avenue, Des Moines, IA 50309',
  phone: '515.555.0144',
  email: 'hello@heartland.example',
  url: 'https://heartland.example',
  adImage: '/partners/acme-advert.svg',
  adUrl: 'https://heartland.example/offer',
};

describe.each(testDatabaseKinds)('partners in the admin console on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('creates, edits and removes a partner, each change in the audit log', async () => {
    expect((await t.client().get('/api/admin/partners')).statusCode).toBe(401);
    const standard = await t.client().login('standard@example.com');
    expect((await standard.post('/api/admin/partners', { ...fields, code: 'x1' })).statusCode).toBe(
      403,
    );

    const admin = await t.client().login('admin@example.com');
    const created = await admin.post('/api/admin/partners', { ...fields, code: 'Heartland' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ ...fields, code: 'heartland', organizationCount: 0 });
    // The public branding /login/heartland reads.
    expect((await t.client().get('/api/partner/heartland')).json().name).toBe('Heartland Partners');
    const duplicate = await admin.post('/api/admin/partners', { ...fields, code: 'heartland' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(PARTNER_MESSAGES.exists);

    const edited = await admin.put('/api/admin/partners/heartland', {
      ...fields,
      name: 'Heartland Banking Partners',
      phone: '515.555.0199',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Heartland Banking Partners',
      phone: '515.555.0199',
    });
    const list = (await admin.get('/api/admin/partners')).json();
    expect(list.map((p: { code: string }) => p.code)).toEqual(['acme', 'heartland']);

    // An organization that signed up under the partner keeps its account when it goes.
    const [organization] = await t.db.select().from(organizations).limit(1);
    if (!organization) throw new Error('the demo has no organization');
    await t.db
      .update(organizations)
      .set({ partnerCode: 'heartland' })
      .where(eq(organizations.id, organization.id));
    expect((await admin.get('/api/admin/partners')).json()).toContainEqual(
      expect.objectContaining({ code: 'heartland', organizationCount: 1 }),
    );

    const removed = await admin.delete('/api/admin/partners/heartland');
    expect(removed.statusCode).toBe(204);
    const [kept] = await t.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, organization.id));
    expect(kept).toMatchObject({ name: organization.name, partnerCode: null });
    expect((await t.client().get('/api/partner/heartland')).statusCode).toBe(404);
    const gone = await admin.delete('/api/admin/partners/heartland');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(PARTNER_MESSAGES.notFound);

    const audit = (await admin.get('/api/admin/audit?q=heartland')).json();
    expect(audit.map((e: { action: string }) => e.action)).toEqual([
      'partner.remove',
      'partner.update',
      'partner.create',
    ]);
    expect(audit[1]).toMatchObject({
      actorEmail: 'admin@example.com',
      target: 'partner heartland (Heartland Banking Partners)',
      before: { name: 'Heartland Partners', phone: '515.555.0144' },
      after: { name: 'Heartland Banking Partners', phone: '515.555.0199' },
    });
  });

  it('answers 400 naming the field for bad input', async () => {
    const admin = await t.client().login('admin@example.com');
    const bad = await admin.post('/api/admin/partners', {
      ...fields,
      code: 'no spaces',
      email: 'not-an-email',
      url: 'javascript:alert(1)',
      logoWidth: 0,
    });
    expect(bad.statusCode).toBe(400);
    for (const field of ['body.code', 'body.email', 'body.url', 'body.logoWidth'])
      expect(bad.json().message).toContain(field);
    const reserved = await admin.post('/api/admin/partners', { ...fields, code: 'thankyou' });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().message).toContain('body.code');
    const unknown = await admin.put('/api/admin/partners/nobody', fields);
    expect(unknown.statusCode).toBe(404);
  });

  it('uploads a logo that /login/{code} then shows, and refuses one too large, stating the limit', async () => {
    const admin = await t.client().login('admin@example.com');
    await admin.post('/api/admin/partners', { ...fields, code: 'upload-co' });
    const uploaded = await admin.post('/api/admin/partners/upload-co/images/logo', {
      fileName: 'logo.png',
      contentType: 'image/png',
      data: PNG_1X1,
    });
    expect(uploaded.statusCode).toBe(201);
    const logoFile: string = uploaded.json().logoFile;
    expect(logoFile).toMatch(/^\/api\/partner\/upload-co\/images\/logo\?v=\d+$/);
    expect((await t.client().get('/api/partner/upload-co')).json().logoFile).toBe(logoFile);
    const image = await t.client().get(logoFile);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(Buffer.from(PNG_1X1, 'base64'))).toBe(true);
    const [entry] = (await admin.get('/api/admin/audit?q=upload-co')).json();
    expect(entry).toMatchObject({
      action: 'partner.image',
      after: { logoFile, fileName: 'logo.png' },
    });

    // Over the limit by a little (the schema refuses it) and by a lot (the body limit does).
    for (const bytes of [500 * 1024 + 1, 2 * 1024 * 1024]) {
      const tooLarge = await admin.post('/api/admin/partners/upload-co/images/advert', {
        fileName: 'advert.png',
        contentType: 'image/png',
        data: Buffer.alloc(bytes, 1).toString('base64'),
      });
      expect(tooLarge.statusCode).toBe(400);
      expect(tooLarge.json().message).toContain(PARTNER_IMAGE_MESSAGES.tooLarge);
      expect(PARTNER_IMAGE_MESSAGES.tooLarge).toBe('The image must be 500 KB or smaller.');
    }
    const notPng = await admin.post('/api/admin/partners/upload-co/images/advert', {
      fileName: 'advert.png',
      contentType: 'image/png',
      data: Buffer.from('hello').toString('base64'),
    });
    expect(notPng.statusCode).toBe(400);
    expect(notPng.json().message).toBe(PARTNER_IMAGE_MESSAGES.wrongType);
    const badKind = await admin.post('/api/admin/partners/upload-co/images/banner', {
      fileName: 'a.png',
      contentType: 'image/png',
      data: PNG_1X1,
    });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toContain('params.kind');
    expect((await t.client().get('/api/partner/upload-co/images/advert')).statusCode).toBe(404);
  });
});
