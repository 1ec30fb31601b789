import { ne } from 'drizzle-orm';
import { iidOf } from '@app/core/domain/institution-ids';
import { importBatch } from '../reference-data/data/import-batch';
import { peerGroups } from '../platform/db/schema/peer-group-tables';
import { users } from '../platform/db/schema/user-tables';
import { metricsOf } from '../reference-data/catalogue/find-metric';
import { chartElements } from '../analytics/elements/element-catalogue';
import { rateCatalogue } from '../reference-data/rates/rate-catalogue';
import { demoInstitutions } from '../reference-data/synthetic/demo-institutions';
import type { TestApp } from './test-app';
import { tinyBatch } from './tiny-batch';

/** hold@example.com is never a fuzz caller nor a target: what it saved must read back unchanged. */
export const FUZZ_KEEPER = 'hold@example.com';

/** The callers: signed out, and demo accounts with different products and roles. */
export const FUZZ_CALLERS = [
  'signed out',
  'standard@example.com',
  'cu@example.com',
  'admin@example.com',
  'basic@example.com',
  'nmd@example.com',
  // Sends only `Authorization: Bearer` with a token of standard@example.com (route-fuzz.ts).
  'API token of standard@example.com',
] as const;
export type FuzzCaller = (typeof FUZZ_CALLERS)[number];

/** Values of the world the fuzz runs in: real ids, so that requests get past "not found". */
export interface FuzzWorld {
  iids: number[];
  groupIds: number[];
  /** Every user but the keeper. */
  userIds: string[];
  metricIds: string[];
  elementIds: string[];
  rateIds: string[];
  rateNames: string[];
  dates: string[];
}

export const FUZZ_QUARTERS = ['2025-03-31', '2025-06-30'];

/**
 * Loads two quarters of the demo institutions and a few peers, so that the metric, profile,
 * group and search routes have data to work on, and reads the world's ids.
 */
export async function prepareFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  for (const [q, reportDate] of FUZZ_QUARTERS.entries()) {
    const bank = (assets: number) => ({
      RCON2170: assets + q * 10,
      RCON2200: assets * 0.8,
      RCON2122: assets * 0.6,
      RCON3210: assets * 0.09,
    });
    const banks = Object.fromEntries(
      demoInstitutions
        .filter((i) => i.type === 'bank')
        .map((i, n) => [i.agencyId, bank(1000 * (n + 1))]),
    );
    await importBatch(
      t.db,
      tinyBatch('bank', reportDate, { ...banks, 101: bank(2000), 102: bank(500) }),
      metricsOf('bank'),
    );
    const creditUnion = (assets: number) => ({ ACCT_010: assets + q * 10, ACCT_997: assets / 10 });
    const creditUnions = Object.fromEntries(
      demoInstitutions
        .filter((i) => i.type === 'credit union')
        .map((i, n) => [i.agencyId, creditUnion(5000 * (n + 1))]),
    );
    await importBatch(
      t.db,
      tinyBatch('credit union', reportDate, { ...creditUnions, 501: creditUnion(700) }),
      metricsOf('credit union'),
    );
  }
  const groups = await t.db.select({ id: peerGroups.groupId }).from(peerGroups);
  // The fuzz's platform admin may disable or sign out any user it names: never the keeper,
  // whose saved choices the fuzz test reads back afterwards (route-fuzz.test.ts).
  const userRows = await t.db
    .select({ id: users.id })
    .from(users)
    .where(ne(users.email, FUZZ_KEEPER));
  const metricIds = [...metricsOf('bank'), ...metricsOf('credit union')].map((m) => m.metricId);
  return {
    iids: [
      ...demoInstitutions.map((i) => iidOf(i.type, i.agencyId)),
      iidOf('bank', 101),
      iidOf('credit union', 501),
    ],
    groupIds: groups.map((g) => g.id),
    userIds: userRows.map((u) => u.id),
    metricIds: metricIds.filter((_, i) => i % 7 === 0),
    elementIds: [...chartElements('bank'), ...chartElements('credit union')].map((e) => e.id),
    rateIds: rateCatalogue.map((r) => r.rateId),
    rateNames: rateCatalogue.map((r) => r.rateName),
    dates: FUZZ_QUARTERS,
  };
}
