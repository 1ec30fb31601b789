import { loginThrottledMessage } from '@app/core/api/errors';
import { normalizeIP } from '@fastify/rate-limit';
import { TooManyRequests } from '../http/http-error';
import type { Granted, ThrottleCounters } from './throttle-counters';

/**
 * The sign-in throttle's numbers (docs/security.md "Sign-in throttling and rate limits").
 *
 * - Per e-mail: 5 password checks in a window of 15 minutes that opens with the first attempt;
 *   the 6th attempt in the window answers 429 until the window ends, right password or not. A
 *   correct password ends the count, so a user who mistyped twice starts afresh once in.
 * - Per client address: 20 failures free; each failure after those makes the address wait
 *   1 s, 2 s, 4 s, … (doubling, at most 2 minutes) before its next attempt. The count ends
 *   15 minutes after the address's last attempt. An office behind one address is slowed, never
 *   shut out: whoever tries after the wait gets a real check.
 */
export const SIGN_IN_THROTTLE = {
  perEmail: { attempts: 5, windowMinutes: 15 },
  perAddress: { freeFailures: 20, windowMinutes: 15, firstDelaySeconds: 1, maxDelaySeconds: 120 },
} as const;

/** A sign-in attempt that holds a slot of both counters until it is known to have failed. */
export interface SignInTicket {
  emailKey: string;
  addressKey: string;
  address: Granted;
}

export function signInThrottle(counters: ThrottleCounters) {
  const { perEmail, perAddress } = SIGN_IN_THROTTLE;
  return {
    /**
     * Reserves the attempt BEFORE the password is checked, so that parallel guesses cannot all
     * pass a count taken before any of them failed. Throws 429 with Retry-After when either
     * counter is full; the attempt then costs no password check and counts nowhere.
     */
    async reserve(email: string, ip: string): Promise<SignInTicket> {
      const emailKey = `signin-email:${email}`;
      // An IPv6 client is counted by its /64, as it can pick any address inside it.
      const addressKey = `signin-address:${normalizeIP(ip)}`;
      const byEmail = await counters.reserve(
        emailKey,
        perEmail.attempts,
        perEmail.windowMinutes * 60,
      );
      if (!byEmail.granted) {
        throw new TooManyRequests(
          loginThrottledMessage(byEmail.retryAfterSeconds),
          byEmail.retryAfterSeconds,
        );
      }
      const byAddress = await counters.reserveWithBackoff(addressKey, {
        free: perAddress.freeFailures,
        windowSeconds: perAddress.windowMinutes * 60,
        firstDelay: perAddress.firstDelaySeconds,
        maxDelay: perAddress.maxDelaySeconds,
      });
      if (!byAddress.granted) {
        await counters.release(emailKey);
        throw new TooManyRequests(
          loginThrottledMessage(byAddress.retryAfterSeconds),
          byAddress.retryAfterSeconds,
        );
      }
      return { emailKey, addressKey, address: byAddress };
    },

    /** The password was right: the e-mail's count ends and the address gets its slot back. */
    async succeeded(ticket: SignInTicket) {
      await counters.clear(ticket.emailKey);
      await counters.releaseBackoff(ticket.addressKey, ticket.address);
    },
  };
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;
