import type { SessionEntry } from '@app/core/api/user-session';
import { badRequest } from '../../platform/http/http-error';
import type { UsersRepository } from './users-repository';

/** A generous bound: the spec's keys are a handful per institution type. */
export const MAX_SESSION_KEYS = 500;

/** spec 1 section 7: the user's remembered choices, key/value. */
export function userSessionService(users: UsersRepository) {
  return {
    values: (userId: string): Promise<SessionEntry[]> => users.sessionValues(userId),

    async remember(userId: string, entry: SessionEntry): Promise<SessionEntry> {
      if ((await users.countSessionValues(userId, entry.key)) >= MAX_SESSION_KEYS) {
        throw badRequest(`The session store holds at most ${MAX_SESSION_KEYS} keys.`);
      }
      await users.saveSessionValue(userId, entry.key, entry.value);
      return entry;
    },

    forget: (userId: string) => users.clearSessionValues(userId),
  };
}

export type UserSessionService = ReturnType<typeof userSessionService>;
