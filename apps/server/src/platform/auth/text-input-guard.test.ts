import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { findNulCharacter } from './text-input-guard';

describe('findNulCharacter', () => {
  it('names the first field, array item or key holding a NUL character', () => {
    expect(findNulCharacter({ a: 'x', b: { c: 'y\u0000' } }, 'body')).toBe('body.b.c');
    expect(findNulCharacter({ list: ['ok', 'no\u0000'] }, 'body')).toBe('body.list.1');
    expect(findNulCharacter({ ['k\u0000']: 1 }, 'body')).toBe('body.k\u0000');
    expect(findNulCharacter('plain', 'querystring')).toBeNull();
    expect(findNulCharacter(Buffer.from([0, 1]), 'body')).toBeNull();
    expect(findNulCharacter(undefined, 'body')).toBeNull();
  });

  it('leaves a stream alone: an upload body is bytes on a socket, not parsed text', () => {
    // A stream's own fields hold text with NULs in them here; a walk would name one.
    const upload = Object.assign(Readable.from(['a\u0000b']), { note: 'x\u0000' });
    expect(findNulCharacter(upload, 'body')).toBeNull();
    expect(findNulCharacter({ file: upload }, 'body')).toBeNull();
  });
});

// PostgreSQL cannot store a NUL character; each of these reached the database and answered 500.
describe.each(testDatabaseKinds)('text with a NUL character on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const NUL = '\u0000';

  it('is refused with a 400 naming the field, signed out', async () => {
    const client = t.client();
    const promo = await client.get('/api/account/check/promo?value=SAVE%0010');
    expect(promo.statusCode).toBe(400);
    expect(promo.json().message).toBe(
      'querystring.value: must not contain a NUL character (\\u0000)',
    );
    expect((await client.get('/api/account/check/email?value=a%00@bank.com')).statusCode).toBe(400);
    const login = await client.post('/api/auth/login', {
      email: `a${NUL}@bank.com`,
      password: 'demo-password',
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe('body.email: must not contain a NUL character (\\u0000)');
    const reset = await client.post('/api/account/password/reset', { email: `a${NUL}@b.com` });
    expect(reset.statusCode).toBe(400);
    const existing = await client.post('/api/account/existing', {
      organizationIid: 9000001,
      email: 'new.colleague@prairiegate.com',
      firstName: `Ann${NUL}`,
      lastName: 'Other',
      phone: '515-555-0101',
      title: 'Analyst',
    });
    expect(existing.statusCode).toBe(400);
    expect(existing.json().message).toBe(
      'body.firstName: must not contain a NUL character (\\u0000)',
    );
  });

  it('is refused with a 400 naming the field, signed in', async () => {
    const client = await t.client().login('standard@example.com');
    const profile = await client.put('/api/account/profile', {
      firstName: `Sam${NUL}`,
      lastName: 'Standard',
      phone: '515-555-0101',
      title: 'CFO',
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().message).toBe(
      'body.firstName: must not contain a NUL character (\\u0000)',
    );
    const session = await client.post('/api/user/session', { key: 'note', value: `a${NUL}` });
    expect(session.statusCode).toBe(400);
    expect(session.json().message).toBe('body.value: must not contain a NUL character (\\u0000)');
    // Nothing was half-saved.
    expect((await client.get('/api/account/profile')).json().firstName).not.toContain(NUL);

    const admin = await t.client().login('admin@example.com');
    const promo = await admin.post('/api/admin/promo-codes', {
      code: 'NUL-TEST',
      description: `d${NUL}`,
      product: 'peer-comparison',
      tier: 'peer-comparison-standard',
      expiresAt: '2099-12-31',
      maxUses: 5,
    });
    expect(promo.statusCode).toBe(400);
    expect(promo.json().message).toBe(
      'body.description: must not contain a NUL character (\\u0000)',
    );
    expect((await admin.get('/api/admin/outbox?to=a%00')).statusCode).toBe(400);
  });
});
