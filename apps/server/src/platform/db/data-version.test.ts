import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-database';
import { tinyBatch } from '../../testing/tiny-batch';
import { metricsOf } from '../../reference-data/catalogue/find-metric';
import { dataVersionOf, versionedCache } from './data-version';
import { importBatch } from '../../reference-data/data/import-batch';

describe('a versioned cache', () => {
  it('serves a kept value while its version is current, and derives it again after', async () => {
    const cache = versionedCache<number>(2);
    let derived = 0;
    const derive = async () => ++derived;
    expect(await cache.get('a', 1, derive)).toBe(1);
    expect(await cache.get('a', 1, derive)).toBe(1);
    expect(await cache.get('a', 2, derive)).toBe(2);
    expect(await cache.get('a', 2, derive)).toBe(2);
  });

  it('lets the least recently used go when full, and keeps no failure', async () => {
    const cache = versionedCache<string>(2);
    const calls: string[] = [];
    const derive = (key: string) => async () => {
      calls.push(key);
      return key;
    };
    await cache.get('a', 1, derive('a'));
    await cache.get('b', 1, derive('b'));
    await cache.get('a', 1, derive('a'));
    await cache.get('c', 1, derive('c')); // b goes
    await cache.get('a', 1, derive('a'));
    await cache.get('b', 1, derive('b'));
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
    await expect(cache.get('d', 1, () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.get('d', 1, derive('d'))).toBe('d');
  });
});

describe.each(testDatabaseKinds)('the data version on the %s database', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it('rises with every import of the institution type only', async () => {
    expect(await dataVersionOf(handle.db, 'credit union')).toBe(0);
    const quarter = (date: string) =>
      importBatch(
        handle.db,
        tinyBatch('credit union', date, { 1: { ACCT_010: 5e6 } }),
        metricsOf('credit union'),
      );
    await quarter('2025-09-30');
    await quarter('2025-12-31');
    expect(await dataVersionOf(handle.db, 'credit union')).toBe(2);
    expect(await dataVersionOf(handle.db, 'bank')).toBe(0);
  });
});
