import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../platform/db/database';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-database';
import {
  aggregateMemberCondition,
  aggregateRule,
  isAggregateMember,
  type AggregateCandidate,
  type AggregateRule,
} from './aggregate-membership';

const M = 1_000_000;

const candidates: AggregateCandidate[] = [
  { state: 'IL', totalAssets: 99_999_999 },
  { state: 'IL', totalAssets: 100 * M },
  { state: 'WI', totalAssets: 499_999_999 },
  { state: 'WI', totalAssets: 500 * M },
  { state: 'WI', totalAssets: 0 },
  { state: 'IL', totalAssets: null },
];

const rules: [string, AggregateRule, boolean[]][] = [
  ['national', { kind: 'national' }, [true, true, true, true, true, true]],
  ['Illinois', { kind: 'state', state: 'IL' }, [true, true, false, false, false, true]],
  [
    'under $100M',
    { kind: 'assets', minAssets: null, maxAssets: 100 * M },
    [true, false, false, false, true, false],
  ],
  [
    '$100M to $500M',
    { kind: 'assets', minAssets: 100 * M, maxAssets: 500 * M },
    [false, true, true, false, false, false],
  ],
  [
    '$500M and over',
    { kind: 'assets', minAssets: 500 * M, maxAssets: null },
    [false, false, false, true, false, false],
  ],
  ['an unknown rule', { kind: 'nobody' }, [false, false, false, false, false, false]],
];

describe('aggregate group membership', () => {
  it.each(rules)('holds who the %s rule says', (_name, rule, expected) => {
    expect(candidates.map((c) => isAggregateMember(rule, c))).toEqual(expected);
  });

  it('reads the stored rule; an unknown one or a state group without a state matches nobody', () => {
    const columns = { ruleState: null, minAssets: null, maxAssets: null };
    expect(aggregateRule({ ...columns, ruleKind: 'national' })).toEqual({ kind: 'national' });
    expect(aggregateRule({ ...columns, ruleKind: 'state', ruleState: 'WI' })).toEqual({
      kind: 'state',
      state: 'WI',
    });
    expect(aggregateRule({ ...columns, ruleKind: 'assets', minAssets: 5, maxAssets: 9 })).toEqual({
      kind: 'assets',
      minAssets: 5,
      maxAssets: 9,
    });
    expect(aggregateRule({ ...columns, ruleKind: 'state' })).toEqual({ kind: 'nobody' });
    expect(aggregateRule({ ...columns, ruleKind: 'county' })).toEqual({ kind: 'nobody' });
    expect(aggregateRule({ ...columns, ruleKind: null })).toEqual({ kind: 'nobody' });
  });
});

describe.each(testDatabaseKinds)('aggregate group membership in SQL on the %s database', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it.each(rules)('gives the same answers as in memory for %s', async (_name, rule, expected) => {
    const rows = candidates.map(
      (c, k) => sql`(${k}::int, ${c.state}::text, ${c.totalAssets}::float8)`,
    );
    const member = aggregateMemberCondition(rule, {
      state: sql`c.state`,
      totalAssets: sql`c.total_assets`,
    });
    const found = await queryRows<{ k: number }>(
      handle.db,
      sql`select c.k from (values ${sql.join(rows, sql`, `)}) as c(k, state, total_assets)
          where ${member} order by c.k`,
    );
    expect(found.map((r) => r.k)).toEqual(expected.flatMap((isMember, k) => (isMember ? [k] : [])));
  });
});
