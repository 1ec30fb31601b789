import { loginThrottledMessage } from '@app/core/api/errors';
import { normalizeIP } from '@fastify/rate-limit';
import { setTimeout as sleep } from 'node:timers/promises';
import { TooManyRequests } from '../http/http-error';
import type { Granted, ThrottleCounters } from './throttle-counters';

/**
 * The sign-in throttle's numbers (docs/security.md "Sign-in throttling and rate limits"). No
 * count refuses the right password from an address that has not failed: nobody can lock a
 * user out by failing on their behalf.
 *
 * - Per (account, address): 5 checks in a window of 15 minutes that opens with the first
 *   attempt; the 6th attempt from that address at that account answers 429 until the window
 *   ends. It stops one address guessing at one account, and shuts out only that address.
 * - Per client address: 20 failures free; each failure after those makes the address wait
 *   1 s, 2 s, 4 s, … (doubling, at most 2 minutes) before its next attempt. The count ends
 *   15 minutes after the address's last attempt. An office behind one address is slowed, never
 *   shut out: whoever tries after the wait gets a real check.
 * - Per account, from any address: 10 failures free; after those each attempt is answered only
 *   after a wait of 1 s, 2 s, 4 s, … (at most 10 s), and then checked. Guessing from many
 *   addresses gets slower; the owner still gets in, only a few seconds later.
 *
 * A correct password ends the counts of its account and gives the address its slot back.
 */
export const SIGN_IN_THROTTLE = {
  perAccountAddress: { attempts: 5, windowMinutes: 15 },
  perAddress: { freeFailures: 20, windowMinutes: 15, firstDelaySeconds: 1, maxDelaySeconds: 120 },
  perAccount: { freeFailures: 10, windowMinutes: 15, firstDelaySeconds: 1, maxDelaySeconds: 10 },
} as const;

/** A sign-in attempt that holds a slot of every counter until it is known to have failed. */
export interface SignInTicket {
  pairKey: string;
  accountKey: string;
  addressKey: string;
  address: Granted;
  /** The wait this attempt served before its check, in seconds (0 for most). */
  delayedSeconds: number;
}

/** The per-account wait before the n-th attempt of the window is checked. */
export function accountDelaySeconds(attempt: number): number {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = SIGN_IN_THROTTLE.perAccount;
  if (attempt <= freeFailures) return 0;
  const doublings = Math.min(attempt - freeFailures - 1, 30);
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** doublings);
}

export function signInThrottle(
  counters: ThrottleCounters,
  wait: (seconds: number) => Promise<unknown> = (seconds) => sleep(seconds * 1000),
) {
  const { perAccountAddress, perAddress, perAccount } = SIGN_IN_THROTTLE;
  const refuse = (seconds: number) => new TooManyRequests(loginThrottledMessage(seconds), seconds);
  return {
    /**
     * Reserves the attempt BEFORE the password is checked, so that parallel guesses cannot all
     * pass a count taken before any of them failed. Throws 429 with Retry-After when the
     * address is refused (its own count, or its count at this account); the attempt then costs
     * no password check and counts nowhere. The account's own count never refuses: it only
     * delays the check.
     */
    async reserve(email: string, ip: string): Promise<SignInTicket> {
      // An IPv6 client is counted by its /64, as it can pick any address inside it.
      const address = normalizeIP(ip);
      const pairKey = `signin-pair:${address}|${email}`;
      const accountKey = `signin-account:${email}`;
      const addressKey = `signin-address:${address}`;
      const byPair = await counters.reserve(
        pairKey,
        perAccountAddress.attempts,
        perAccountAddress.windowMinutes * 60,
      );
      if (!byPair.granted) throw refuse(byPair.retryAfterSeconds);
      const byAddress = await counters.reserveWithBackoff(addressKey, {
        free: perAddress.freeFailures,
        windowSeconds: perAddress.windowMinutes * 60,
        firstDelay: perAddress.firstDelaySeconds,
        maxDelay: perAddress.maxDelaySeconds,
      });
      if (!byAddress.granted) {
        await counters.release(pairKey);
        throw refuse(byAddress.retryAfterSeconds);
      }
      const { count } = await counters.hit(accountKey, perAccount.windowMinutes * 60);
      const delayedSeconds = accountDelaySeconds(count);
      if (delayedSeconds > 0) await wait(delayedSeconds);
      return { pairKey, accountKey, addressKey, address: byAddress, delayedSeconds };
    },

    /** The password was right: the account's counts end and the address gets its slot back. */
    async succeeded(ticket: SignInTicket) {
      await counters.clear(ticket.pairKey);
      await counters.clear(ticket.accountKey);
      await counters.releaseBackoff(ticket.addressKey, ticket.address);
    },
  };
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;
