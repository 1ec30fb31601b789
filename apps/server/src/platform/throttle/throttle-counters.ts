import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/database';

/** Expired rows deleted per new window opened: each new row pays for many dead ones. */
const CLEANUP_BATCH = 100;
/** Past this many doublings the delay is at its cap anyway; keeps power() far from overflow. */
const MAX_DOUBLINGS = 30;

/** A slot was taken: the caller goes on, and gives it back if it did not use it. */
export interface Granted {
  granted: true;
  /** Backoff counters only: the block this slot set, so that giving it back lifts only that. */
  blockedUntil: string | null;
}
/** No slot: the caller answers 429 with Retry-After. */
export interface Refused {
  granted: false;
  retryAfterSeconds: number;
}
export type Reservation = Granted | Refused;

/**
 * Counters in PostgreSQL (`throttle_counters`), one row per key, shared by every server
 * instance. Each decision is a single `INSERT … ON CONFLICT (key) DO UPDATE … WHERE …
 * RETURNING`: PostgreSQL locks the row for the statement, so two parallel requests can never
 * both take the last slot (there is no read-then-write gap to race through). All times are the
 * database's `now()`, so instances with drifting clocks agree too.
 */
export function throttleCounters(db: Database) {
  /**
   * Deletes a bounded batch of expired rows; run when a new window opens, so it stays cheap.
   * SKIP LOCKED: rows another request is writing are left for a later clean-up, so clean-ups
   * never wait on each other or on a sign-in (and cannot deadlock). Best effort: a failed
   * clean-up does not fail the request that triggered it.
   */
  async function deleteExpired() {
    await db
      .execute(
        sql`delete from throttle_counters
            where key in (
              select key from throttle_counters where expires_at < now()
              limit ${CLEANUP_BATCH} for update skip locked
            )`,
      )
      .catch(() => undefined);
  }

  async function retryAfter(key: string): Promise<number> {
    const [row] = await queryRows<{ seconds: number | null }>(
      db,
      sql`select ceil(extract(epoch from (expires_at - now())))::int as seconds
          from throttle_counters where key = ${key}`,
    );
    return Math.max(1, row?.seconds ?? 1);
  }

  async function retryAfterBlock(key: string): Promise<number> {
    const [row] = await queryRows<{ seconds: number | null }>(
      db,
      sql`select ceil(extract(epoch from (blocked_until - now())))::int as seconds
          from throttle_counters where key = ${key}`,
    );
    return Math.max(1, row?.seconds ?? 1);
  }

  return {
    /**
     * Takes one of `limit` slots of a fixed window that opens with the first slot taken. A
     * refused call does not count, so the count is exactly the slots granted (and not given
     * back) in the window.
     */
    async reserve(key: string, limit: number, windowSeconds: number): Promise<Reservation> {
      const rows = await queryRows<{ count: number }>(
        db,
        sql`insert into throttle_counters as t (key, count, expires_at)
            values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
            on conflict (key) do update set
              count = case when t.expires_at <= now() then 1 else t.count + 1 end,
              expires_at = case when t.expires_at <= now() then excluded.expires_at
                                else t.expires_at end
            where t.expires_at <= now() or t.count < ${limit}
            returning t.count`,
      );
      const [row] = rows;
      if (!row) {
        const seconds = await retryAfter(key);
        return { granted: false, retryAfterSeconds: seconds };
      }
      if (row.count === 1) await deleteExpired();
      return { granted: true, blockedUntil: null };
    },

    /** Gives back a slot of `reserve` that was not used. */
    async release(key: string) {
      await db.execute(
        sql`update throttle_counters set count = greatest(count - 1, 0) where key = ${key}`,
      );
    },

    /** Forgets the key (a correct password ends the e-mail's count). */
    async clear(key: string) {
      await db.execute(sql`delete from throttle_counters where key = ${key}`);
    },

    /**
     * Takes a slot with exponential backoff: the first `free` slots go at once; every slot
     * after that makes the key wait `firstDelay × 2^(n-1)` seconds (n = slots past the free
     * ones, capped at `maxDelay`) before the next slot. While that wait runs, the key is
     * refused and refusals do not count. The count ends `windowSeconds` after the last slot.
     */
    async reserveWithBackoff(
      key: string,
      options: { free: number; windowSeconds: number; firstDelay: number; maxDelay: number },
    ): Promise<Reservation> {
      const { free, windowSeconds, firstDelay, maxDelay } = options;
      const rows = await queryRows<{ count: number; blocked_until: string | null }>(
        db,
        sql`insert into throttle_counters as t (key, count, expires_at, blocked_until)
            values (${key}, 1, now() + make_interval(secs => ${windowSeconds}), null)
            on conflict (key) do update set
              count = case when t.expires_at <= now() then 1 else t.count + 1 end,
              expires_at = excluded.expires_at,
              blocked_until = case
                when t.expires_at > now() and t.count + 1 > ${free}
                then now() + make_interval(secs => least(${maxDelay}::float8,
                       ${firstDelay}::float8 * power(2, least(t.count - ${free}, ${MAX_DOUBLINGS}))))
                else null end
            where t.expires_at <= now() or t.blocked_until is null or t.blocked_until <= now()
            returning t.count, t.blocked_until::text as blocked_until`,
      );
      const [row] = rows;
      if (!row) return { granted: false, retryAfterSeconds: await retryAfterBlock(key) };
      if (row.count === 1) await deleteExpired();
      return { granted: true, blockedUntil: row.blocked_until };
    },

    /**
     * Gives back a slot of `reserveWithBackoff` that was not a failure: one less in the count,
     * and the wait it set lifted unless a later slot has set another since.
     */
    async releaseBackoff(key: string, reservation: Granted) {
      await db.execute(
        sql`update throttle_counters
            set count = greatest(count - 1, 0),
                blocked_until = case when blocked_until = ${reservation.blockedUntil}::timestamptz
                                     then null else blocked_until end
            where key = ${key}`,
      );
    },

    /**
     * Counts one request in a fixed window (the rate limits of the public routes): answers the
     * count so far, refused ones included, and the milliseconds until the window ends.
     */
    async hit(key: string, windowSeconds: number): Promise<{ count: number; ttlMs: number }> {
      const [row] = await queryRows<{ count: number; ttl_ms: number }>(
        db,
        sql`insert into throttle_counters as t (key, count, expires_at)
            values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
            on conflict (key) do update set
              count = case when t.expires_at <= now() then 1
                           else least(t.count + 1, 1000000000) end,
              expires_at = case when t.expires_at <= now() then excluded.expires_at
                                else t.expires_at end
            returning t.count,
              ceil(extract(epoch from (t.expires_at - now())) * 1000)::int as ttl_ms`,
      );
      if (!row) throw new Error(`rate-limit counter ${key} was not written`);
      if (row.count === 1) await deleteExpired();
      return { count: row.count, ttlMs: Math.max(0, row.ttl_ms) };
    },
  };
}

export type ThrottleCounters = ReturnType<typeof throttleCounters>;
