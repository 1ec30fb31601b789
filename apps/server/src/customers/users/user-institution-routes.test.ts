import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../platform/db/schema/content-tables';
import { institutions } from '../../platform/db/schema/institution-tables';
import { userInstitutions, users } from '../../platform/db/schema/user-tables';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

const bank = (iid: number, name: string, city: string, state: string, extra = {}) => ({
  iid,
  agencyId: iid,
  institutionType: 'bank',
  name,
  city,
  state,
  active: true,
  lastReportingDate: '2025-12-31',
  ...extra,
});

/** bundle@ is MULTI, hold@ HOLD, standard@ a single bank (Prairie Gate Bank, 9000001). */
describe.each(testDatabaseKinds)('user institution list on the %s database', (kind) => {
  let t: TestApp;
  const labels = (body: { label: string }[]) => body.map((i) => i.label);
  const activityOf = async (email: string) => {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const rows = await t.db
      .select({ content: activities.content })
      .from(activities)
      .where(eq(activities.userId, user!.id))
      .orderBy(activities.dateSent);
    return rows.map((r) => r.content);
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.db.insert(institutions).values([
      bank(201, 'Zephyr Bank', 'Ames', 'IA'),
      bank(202, 'Aspen Bank', 'Vail', 'CO'),
      bank(203, 'Aspen Bank', 'Aspen', 'CO'),
      bank(204, 'Closed & Co Bank', 'Enid', 'OK', {
        active: false,
        lastReportingDate: '2024-06-30',
      }),
      bank(205, 'Bank Five', 'Reno', 'NV'),
      bank(206, 'Bank Six', 'Reno', 'NV'),
      bank(207, 'Bank Seven', 'Reno', 'NV'),
      bank(208, 'Bank Eight', 'Reno', 'NV'),
    ]);
  });
  afterAll(() => t.close());

  it('answers 401 to every call when signed out', async () => {
    const client = t.client();
    expect((await client.get('/api/user/institution')).statusCode).toBe(401);
    expect((await client.post('/api/user/institution', { iid: 201 })).statusCode).toBe(401);
    expect((await client.put('/api/user/institution/201', { viewed: true })).statusCode).toBe(401);
    expect((await client.delete('/api/user/institution/201')).statusCode).toBe(401);
  });

  it('lets a MULTI user add favourites, sorted by name, city, state, with an activity line', async () => {
    const multi = await t.client().login('bundle@example.com');
    expect((await multi.get('/api/user/institution')).json()).toEqual([]);

    for (const iid of [201, 202, 204, 203]) {
      const added = await multi.post('/api/user/institution', { iid });
      expect(added.statusCode).toBe(200);
    }
    const list = (await multi.get('/api/user/institution')).json();
    expect(labels(list)).toEqual([
      'Aspen Bank (Aspen, CO)',
      'Aspen Bank (Vail, CO)',
      'Closed & Co Bank (Enid, OK)',
      'Zephyr Bank (Ames, IA)',
    ]);
    expect(list[2]).toMatchObject({
      iid: 204,
      active: false,
      lastReportingDate: '2024-06-30',
      isFavorite: true,
      dateLastViewed: null,
      institutionType: 'bank',
    });
    // Adding twice changes nothing and writes no second line.
    await multi.post('/api/user/institution', { iid: 201 });
    const lines = await activityOf('bundle@example.com');
    expect(lines).toHaveLength(4);
    expect(lines).toContain(
      'Added <strong>Closed &amp; Co Bank (Enid, OK)</strong> to My Favorites.',
    );
  });

  it('records visits, keeps the five latest non-favourites and unfavourites through PUT', async () => {
    const multi = await t.client().login('bundle@example.com');
    for (const iid of [205, 206, 207, 208, 201, 202]) {
      const viewed = await multi.put(`/api/user/institution/${iid}`, { viewed: true });
      expect(viewed.statusCode).toBe(200);
    }
    const list: { iid: number; isFavorite: boolean; dateLastViewed: string | null }[] = (
      await multi.get('/api/user/institution')
    ).json();
    // 205 was the oldest visit of a non-favourite beyond the five latest: dropped.
    expect(list.map((i) => i.iid).sort()).toEqual([201, 202, 203, 204, 206, 207, 208]);
    expect(list.find((i) => i.iid === 206)).toMatchObject({ isFavorite: false });
    expect(list.find((i) => i.iid === 202)?.dateLastViewed).toMatch(/^\d{4}-\d\d-\d\dT/);

    const unfavourite = await multi.put('/api/user/institution/203', { isFavorite: false });
    // Neither favourite nor viewed: nothing left to keep.
    expect(unfavourite.json().map((i: { iid: number }) => i.iid)).not.toContain(203);
    const lines = await activityOf('bundle@example.com');
    expect(lines).toContain('Switched to <strong>Bank Five (Reno, NV)</strong>.');
    expect(lines).toContain('Removed <strong>Aspen Bank (Aspen, CO)</strong> from My Favorites.');
    // Viewing the same institution again writes no second "Switched to" line.
    const before = lines.length;
    await multi.put('/api/user/institution/202', { viewed: true });
    expect(await activityOf('bundle@example.com')).toHaveLength(before);
  });

  it('removes an institution from a MULTI list and 404s one that is not on it', async () => {
    const multi = await t.client().login('bundle@example.com');
    const removed = await multi.delete('/api/user/institution/201');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().map((i: { iid: number }) => i.iid)).not.toContain(201);
    const again = await multi.delete('/api/user/institution/201');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('That institution is not on your list.');
  });

  it('refuses adding and removing to single and HOLD organizations', async () => {
    const single = await t.client().login('standard@example.com');
    const add = await single.post('/api/user/institution', { iid: 201 });
    expect(add.statusCode).toBe(403);
    expect(add.json().message).toMatch(/several institutions/);
    const hold = await t.client().login('hold@example.com');
    expect((await hold.post('/api/user/institution', { iid: 201 })).statusCode).toBe(403);
    expect((await hold.delete('/api/user/institution/201')).statusCode).toBe(403);
  });

  it('lets others flag and visit only institutions they may view', async () => {
    const single = await t.client().login('standard@example.com');
    const own = await single.put('/api/user/institution/9000001', {
      viewed: true,
      isFavorite: true,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([
      expect.objectContaining({
        iid: 9000001,
        label: 'Prairie Gate Bank (Salina, KS)',
        isFavorite: true,
      }),
    ]);
    const other = await single.put('/api/user/institution/201', { viewed: true });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You do not have access to this institution.');

    // A HOLD organization's "My Banks" row: flagged and visited, never pruned away.
    const [holder] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'hold@example.com'));
    await t.db.insert(userInstitutions).values({ userId: holder!.id, iid: 202 });
    const hold = await t.client().login('hold@example.com');
    expect((await hold.put('/api/user/institution/202', { isFavorite: true })).statusCode).toBe(
      200,
    );
    const unflag = await hold.put('/api/user/institution/202', { isFavorite: false });
    expect(unflag.json()).toEqual([expect.objectContaining({ iid: 202, isFavorite: false })]);
    expect(await activityOf('hold@example.com')).toContain(
      'Added <strong>Aspen Bank (Vail, CO)</strong> to My Banks.',
    );
  });

  it('answers 400 naming the problem and 404 for an unknown institution', async () => {
    const multi = await t.client().login('bundle@example.com');
    const noIid = await multi.post('/api/user/institution', { name: 'x' });
    expect(noIid.statusCode).toBe(400);
    expect(noIid.json().message).toContain('body.iid');
    const textIid = await multi.post('/api/user/institution', { iid: '201' });
    expect(textIid.json().message).toBe('body.iid: must be a positive integer');
    const badPath = await multi.put('/api/user/institution/abc', { viewed: true });
    expect(badPath.statusCode).toBe(400);
    expect(badPath.json().message).toBe('params.iid: must be a positive integer');
    const empty = await multi.put('/api/user/institution/201', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('body: send isFavorite, viewed or both');
    const falseViewed = await multi.put('/api/user/institution/201', { viewed: false });
    expect(falseViewed.json().message).toContain('body.viewed: viewed can only be true');
    const unknown = await multi.post('/api/user/institution', { iid: 999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Institution not found.');
    expect((await multi.put('/api/user/institution/999', { viewed: true })).statusCode).toBe(404);
  });

  it('answers one institution the caller may view, 403 otherwise', async () => {
    const single = await t.client().login('standard@example.com');
    const own = await single.get('/api/institution/9000001');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ iid: 9000001, name: 'Prairie Gate Bank', demo: true });
    expect((await single.get('/api/institution/201')).statusCode).toBe(403);
    const multi = await t.client().login('bundle@example.com');
    expect((await multi.get('/api/institution/204')).json()).toMatchObject({ active: false });
    expect((await multi.get('/api/institution/999')).statusCode).toBe(404);
    expect((await multi.get('/api/institution/x1')).statusCode).toBe(400);
  });
});
