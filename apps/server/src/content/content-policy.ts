import { signedIn } from '../auth/guards';

/**
 * Messages, news and activity belong to every signed-in user: each sees the messages sent to
 * everyone or to their own organization, all news, and only their own activity. The queries
 * are scoped by the caller, so there is nobody else's row to refuse.
 */
export const contentPolicy = {
  readOwn: signedIn,
};
