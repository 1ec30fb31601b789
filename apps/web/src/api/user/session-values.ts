import type { SessionEntry } from '@app/core/api/user-session';
import { authRoutes } from '@app/core/api/routes/auth-routes';
import { callApi } from '../api-call';

/** The choices remembered for the user (GET /api/user/session), by key. */
export async function getSessionValues(signal?: AbortSignal): Promise<Map<string, string>> {
  const entries = await callApi(authRoutes.session, {}, signal);
  return new Map(entries.map((entry) => [entry.key, entry.value]));
}

export function saveSessionValue(entry: SessionEntry): Promise<void> {
  return callApi(authRoutes.saveSession, { body: entry }).then(() => undefined);
}
