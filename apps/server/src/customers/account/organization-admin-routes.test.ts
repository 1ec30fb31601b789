import { SIGNUP_MESSAGES } from '@app/core/api/account';
import { LOGO_MESSAGES } from '@app/core/api/organization-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, linkIn } from '../../testing/account-helpers';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { REFUSALS } from '../../platform/access/entitlements';
import { ORGANIZATION_ADMIN_MESSAGES } from './organization-admin-service';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest of a png'),
]);
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

const invitee = {
  firstName: 'Ivy',
  lastName: 'Invited',
  email: 'ivy.invited@prairiegate.test',
  products: ['peer-comparison'],
  admin: false,
};

describe.each(testDatabaseKinds)('organization administration on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers 401 signed out and 403 to users without the client-admin claim', async () => {
    const visitor = t.client();
    expect((await visitor.get('/api/account/users')).statusCode).toBe(401);
    const logo = { fileName: 'logo.png', contentType: 'image/png', data: PNG.toString('base64') };
    expect((await visitor.post('/api/account/logo', logo)).statusCode).toBe(401);
    expect((await visitor.post('/api/account/users', invitee)).statusCode).toBe(401);
    // hold@example.com is a member of its organization, not its administrator.
    const member = await t.client().login('hold@example.com');
    for (const response of [
      await member.get('/api/account/users'),
      await member.get('/api/account/organization'),
      await member.post('/api/account/users', invitee),
      await member.get('/api/account/logo'),
      await member.delete('/api/account/logo'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(REFUSALS.clientAdmin);
    }
  });

  it('invites a user with products; the invitation link sets the password', async () => {
    const admin = await t.client().login('standard@example.com');
    expect((await admin.get('/api/account/organization')).json()).toMatchObject({
      name: 'Prairie Gate Bank',
      products: [
        {
          product: 'peer-comparison',
          tier: 'peer-comparison-standard',
          planType: 'PeerComparisonStandard',
        },
      ],
      hasLogo: false,
    });
    const invited = await admin.post('/api/account/users', invitee);
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      email: invitee.email,
      products: ['peer-comparison'],
      admin: false,
      status: 'invited',
      self: false,
    });
    const mail = await latestMail(t, invitee.email);
    expect(mail?.kind).toBe('invite');
    expect(mail?.text).toContain('Prairie Gate Bank');
    const { path, token } = linkIn(mail?.text ?? '');
    expect(path).toBe('/account/invite');
    const visitor = t.client();
    await visitor.post('/api/account/password/set', { token, password: 'ivy-password-1' });
    await visitor.login(invitee.email, 'ivy-password-1');
    expect((await visitor.get('/api/auth/me')).json().claims).toEqual(['peer-comparison']);
    const users = (await admin.get('/api/account/users')).json();
    expect(users.find((u: { email: string }) => u.email === invitee.email).status).toBe('active');
    expect(users.find((u: { email: string }) => u.email === 'standard@example.com').self).toBe(
      true,
    );
  });

  it('refuses an e-mail in use, products the organization lacks, and bad fields', async () => {
    const admin = await t.client().login('standard@example.com');
    const inUse = await admin.post('/api/account/users', {
      ...invitee,
      email: 'basic@example.com',
    });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(SIGNUP_MESSAGES.emailInUse);
    const lacking = await admin.post('/api/account/users', {
      ...invitee,
      email: 'other@prairiegate.test',
      products: ['non-maturity-deposits'],
    });
    expect(lacking.statusCode).toBe(400);
    expect(lacking.json().message).toContain('does not subscribe to Non-Maturity Deposits');
    const bad = await admin.post('/api/account/users', {
      ...invitee,
      firstName: '',
      products: ['gold'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('body.firstName');
    expect(bad.json().message).toContain('body.products.0');
  });

  it('edits and deletes users of its own organization only', async () => {
    const admin = await t.client().login('standard@example.com');
    const created = (
      await admin.post('/api/account/users', { ...invitee, email: 'ed.edit@prairiegate.test' })
    ).json();
    const edited = await admin.put(`/api/account/users/${created.id}`, {
      firstName: 'Edward',
      lastName: 'Edit',
      products: [],
      admin: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ firstName: 'Edward', products: [], admin: true });

    const someoneElse = (
      await (await t.client().login('cu@example.com')).get('/api/auth/me')
    ).json();
    const foreignEdit = await admin.put(`/api/account/users/${someoneElse.id}`, {
      firstName: 'X',
      lastName: 'Y',
      products: [],
      admin: false,
    });
    expect(foreignEdit.statusCode).toBe(404);
    expect(foreignEdit.json().message).toBe(ORGANIZATION_ADMIN_MESSAGES.userNotFound);
    expect((await admin.delete(`/api/account/users/${someoneElse.id}`)).statusCode).toBe(404);

    const me = (await admin.get('/api/auth/me')).json();
    const selfDelete = await admin.delete(`/api/account/users/${me.id}`);
    expect(selfDelete.statusCode).toBe(400);
    expect(selfDelete.json().message).toBe(ORGANIZATION_ADMIN_MESSAGES.notYourselfDelete);
    const selfDemote = await admin.put(`/api/account/users/${me.id}`, {
      firstName: 'Sam',
      lastName: 'Standard',
      products: ['peer-comparison'],
      admin: false,
    });
    expect(selfDemote.statusCode).toBe(400);
    expect((await admin.delete('/api/account/users/not-a-uuid')).statusCode).toBe(400);

    expect((await admin.delete(`/api/account/users/${created.id}`)).statusCode).toBe(204);
    const users = (await admin.get('/api/account/users')).json();
    expect(users.some((u: { id: string }) => u.id === created.id)).toBe(false);
  });

  it('uploads a logo that /api/image/logo then answers; replaces it only after deleting', async () => {
    const admin = await t.client().login('standard@example.com');
    const productLogo = await admin.get('/api/image/logo');
    expect(productLogo.headers['content-type']).toContain('image/svg+xml');

    const upload = await admin.post('/api/account/logo', {
      fileName: 'logo.png',
      contentType: 'image/png',
      data: PNG.toString('base64'),
    });
    expect(upload.statusCode).toBe(201);
    expect(upload.json()).toMatchObject({
      hasLogo: true,
      fileName: 'logo.png',
      size: PNG.byteLength,
    });
    const served = await admin.get('/api/image/logo');
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // Another organization still gets the product logo.
    const other = await (await t.client().login('cu@example.com')).get('/api/image/logo');
    expect(other.headers['content-type']).toContain('image/svg+xml');

    const replace = await admin.post('/api/account/logo', {
      fileName: 'logo.svg',
      contentType: 'image/svg+xml',
      data: Buffer.from(SVG).toString('base64'),
    });
    expect(replace.statusCode).toBe(409);
    expect(replace.json().message).toBe(LOGO_MESSAGES.replace);
    expect((await admin.delete('/api/account/logo')).statusCode).toBe(204);
    expect((await admin.delete('/api/account/logo')).statusCode).toBe(404);
    expect(
      (
        await admin.post('/api/account/logo', {
          fileName: 'logo.svg',
          contentType: 'image/svg+xml',
          data: Buffer.from(SVG).toString('base64'),
        })
      ).statusCode,
    ).toBe(201);
    const svg = await admin.get('/api/image/logo');
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['content-security-policy']).toContain('sandbox');
    expect((await admin.get('/api/account/logo')).json().contentType).toBe('image/svg+xml');
    await admin.delete('/api/account/logo');
  });

  it('refuses logos of the wrong type, too large, or with script', async () => {
    const admin = await t.client().login('standard@example.com');
    const post = (contentType: string, data: Buffer) =>
      admin.post('/api/account/logo', {
        fileName: 'x',
        contentType,
        data: data.toString('base64'),
      });
    const gif = await post('image/gif', Buffer.from('GIF89a'));
    expect(gif.statusCode).toBe(400);
    expect(gif.json().message).toContain(LOGO_MESSAGES.wrongType);
    const fakePng = await post('image/png', Buffer.from('not a png at all'));
    expect(fakePng.json().message).toBe(LOGO_MESSAGES.wrongType);
    const large = await post('image/png', Buffer.concat([PNG, Buffer.alloc(500 * 1024)]));
    expect(large.statusCode).toBe(400);
    expect(large.json().message).toContain(LOGO_MESSAGES.tooLarge);
    // Far over the limit, the body is stopped before validation: still the logo's own limit.
    const huge = await post('image/png', Buffer.concat([PNG, Buffer.alloc(900 * 1024)]));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('The logo must be 500 KB or smaller.');
    for (const svg of [
      '<svg><script>alert(1)</script></svg>',
      '<svg onload="alert(1)"></svg>',
      '<svg><a href="javascript:alert(1)">x</a></svg>',
      '<svg><image href="https://evil.test/x.png"/></svg>',
    ]) {
      const unsafe = await post('image/svg+xml', Buffer.from(svg));
      expect(unsafe.statusCode).toBe(400);
      expect(unsafe.json().message).toBe(LOGO_MESSAGES.unsafeSvg);
    }
    expect((await admin.get('/api/account/logo')).json().hasLogo).toBe(false);
  });
});
