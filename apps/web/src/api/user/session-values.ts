import { sessionEntries, type SessionEntry } from '@app/core/api/user-session';
import { request } from '../../api/http-client';

export async function getSessionValues(signal?: AbortSignal): Promise<Map<string, string>> {
  const entries = await request('/api/user/session', { schema: sessionEntries, signal });
  return new Map(entries.map((entry) => [entry.key, entry.value]));
}

export function saveSessionValue(entry: SessionEntry): Promise<void> {
  return request('/api/user/session', { method: 'POST', body: entry });
}
