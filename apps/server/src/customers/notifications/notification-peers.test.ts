import type { NotificationList } from '@app/core/api/notifications';
import { iidOf } from '@app/core/domain/institution-ids';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeServices } from '../../compose';
import { subscriptions } from '../../platform/db/schema/billing-tables';
import { notifications } from '../../platform/db/schema/notification-tables';
import { users } from '../../platform/db/schema/user-tables';
import { metricsOf } from '../../reference-data/catalogue/find-metric';
import { importBatch } from '../../reference-data/data/import-batch';
import { PRAIRIE_GATE_IID } from '../../testing/account-helpers';
import { addCustomGroup } from '../../testing/peer-group-fixtures';
import { startTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { tinyBatch } from '../../testing/tiny-batch';

const Q1 = '2025-09-30';
const Q2 = '2025-12-31';
const peerIid = (k: number) => iidOf('bank', 200 + k);

/**
 * Ten peers at equity to assets k% (k = 1 to 10) both quarters; standard@example.com's
 * Prairie Gate Bank at 5% then 7.5%. Nationally 7.5% is rank 4 of 11, median 6%; among its
 * custom group "Small" (peers 1 to 4) it is rank 1 of 5, peer median 2.5%. Its quintile moves
 * from 2 to 4 nationally, from 1 to 2 in "Upper" (peers 6 to 10), and stays 5 in Small.
 */
function quarter(reportDate: string, subjectEquity: number) {
  const report = (equity: number) => ({ RCON2170: 100_000, RCON3210: equity * 1000 });
  const peers = Object.fromEntries(
    Array.from({ length: 10 }, (_, i) => [200 + i + 1, report(i + 1)]),
  );
  return tinyBatch('bank', reportDate, { ...peers, [PRAIRIE_GATE_IID]: report(subjectEquity) });
}

describe.each(testDatabaseKinds)('what a follower is told, on the %s database', (kind) => {
  let t: TestApp;
  let small: number;
  let upper: number;

  /** The import's notify step for the quarter, as the import job runs it. */
  const notify = () => {
    const { customers } = composeServices({
      config: testConfig,
      db: t.db,
      jobs: t.jobs,
      log: { info: () => undefined, error: () => undefined },
    });
    return customers.notifications.notifyNewQuarter({ source: 'ffiec', reportDate: Q2 });
  };
  const linesOf = async (email: string) => {
    const client = await t.client().login(email);
    const [told] = (await client.get('/api/notifications')).json<NotificationList>().notifications;
    return told;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    await importBatch(t.db, quarter(Q1, 5), metricsOf('bank'));
    await importBatch(t.db, quarter(Q2, 7.5), metricsOf('bank'));
    small = await addCustomGroup(t.db, {
      ownerIid: PRAIRIE_GATE_IID,
      name: 'Small',
      iids: [1, 2, 3, 4].map(peerIid),
    });
    upper = await addCustomGroup(t.db, {
      ownerIid: PRAIRIE_GATE_IID,
      name: 'Upper',
      iids: [6, 7, 8, 9, 10].map(peerIid),
    });
  });
  afterAll(() => t.close());

  it('refuses to follow a metric of a product the user does not hold, naming it', async () => {
    const nmdOnly = await t.client().login('nmd@example.com');
    const refused = await nmdOnly.put('/api/follows', {
      institutions: [],
      groups: [],
      metrics: [{ metricId: 'LBPREQAS' }],
      emailDigest: false,
      followOwnInstitution: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'metrics: LBPREQAS: Your plan does not include Peer Comparison.',
    );
    expect((await nmdOnly.get('/api/follows')).json().metrics).toEqual([]);
  });

  it("ranks the follower's own figure in their chosen peer group, with the alerts they set", async () => {
    const standard = await t.client().login('standard@example.com');
    const saved = await standard.put('/api/follows', {
      institutions: [peerIid(5)],
      groups: [],
      metrics: [{ metricId: 'LBPREQAS', moveBp: 200, quintileChange: true }],
      emailDigest: false,
      followOwnInstitution: true,
    });
    expect(saved.statusCode).toBe(200);
    // The peer selector's choice for banks, as the web's selection store saves it.
    const chosen = await standard.post('/api/user/session', {
      key: 'peer-bank',
      value: JSON.stringify({ groupId: small, members: null, institution: null }),
    });
    expect(chosen.statusCode).toBe(200);

    await notify();
    const told = await linesOf('standard@example.com');
    expect(told!.link).toBe(`/peer-comparison/quarterly/institution?iid=${PRAIRIE_GATE_IID}`);
    expect(told!.lines).toEqual([
      {
        text: 'Test Bank 205 filed.',
        link: `/peer-comparison/quarterly/institution?iid=${peerIid(5)}`,
      },
      {
        text: 'Your Equity to Assets 7.50% (peer median 2.50%, rank 1 of 5 in Small).',
        link: `/peer-comparison/quarterly/institution?iid=${PRAIRIE_GATE_IID}`,
      },
      {
        text: 'Your Equity to Assets rose 250 bp (5.00% → 7.50%).',
        link: `/peer-comparison/trends/trends?iid=${PRAIRIE_GATE_IID}&metric=LBPREQAS`,
      },
      // No quintile line: 5% and 7.5% are both the top fifth of Small.
    ]);
  });

  it('ranks nationally without a chosen group, and a move under the threshold says nothing', async () => {
    const standard = await t.client().login('standard@example.com');
    await standard.delete('/api/user/session');
    const follows = (await standard.get('/api/follows')).json();
    await standard.put('/api/follows', {
      ...follows,
      metrics: [{ metricId: 'LBPREQAS', moveBp: 300, quintileChange: true }],
    });
    // Told again for the same quarter: the earlier notification is removed first.
    await t.db.delete(notifications);
    await notify();
    const told = await linesOf('standard@example.com');
    expect(told!.lines.map((l) => l.text)).toEqual([
      'Test Bank 205 filed.',
      'Your Equity to Assets 7.50% (national median 6.00%, rank 4 of 11).',
      'Your Equity to Assets moved from national quintile 2 to 4 (5.00% → 7.50%).',
    ]);
  });

  it('takes the quintile alert among the chosen peer group', async () => {
    const standard = await t.client().login('standard@example.com');
    await standard.post('/api/user/session', {
      key: 'peer-bank',
      value: JSON.stringify({ groupId: upper, members: null, institution: null }),
    });
    await t.db.delete(notifications);
    await notify();
    const told = await linesOf('standard@example.com');
    expect(told!.lines.map((l) => l.text)).toEqual([
      'Test Bank 205 filed.',
      'Your Equity to Assets 7.50% (peer median 8.00%, rank 4 of 6 in Upper).',
      'Your Equity to Assets moved from peer quintile 1 to 2 in Upper (5.00% → 7.50%).',
    ]);
  });

  it('tells nothing of a metric the organization can no longer read', async () => {
    const [standard] = await t.db
      .select({ organizationId: users.organizationId })
      .from(users)
      .where(eq(users.email, 'standard@example.com'));
    await t.db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(
        and(
          eq(subscriptions.organizationId, standard!.organizationId),
          eq(subscriptions.product, 'peer-comparison'),
        ),
      );
    await t.db.delete(notifications);
    await notify();
    const told = await linesOf('standard@example.com');
    expect(told!.lines.map((l) => l.text)).toEqual(['Test Bank 205 filed.']);
  });
});
