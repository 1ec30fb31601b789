import type { GroupMember, GroupSummary } from '@app/core/api/groups';
import type { InstitutionSummary } from '@app/core/api/institutions';
import type { UserInstitution } from '@app/core/api/user-institutions';
import type { RecordedRequest, Reply } from './fake-api';

export const institution = (
  iid: number,
  name: string,
  extra: Partial<InstitutionSummary> = {},
): InstitutionSummary => ({
  iid,
  name,
  city: 'Ames',
  state: 'IA',
  label: `${name} (Ames, IA)`,
  institutionType: 'bank',
  active: true,
  lastReportingDate: '2025-12-31',
  successor: null,
  demo: true,
  ...extra,
});

export const group = (
  groupId: number,
  name: string,
  groupType: 10 | 20 | 30,
  iids: number[] = [],
): GroupSummary => ({
  groupId,
  name,
  description: '',
  displayDescription: `${name} description`,
  criteria: '',
  groupType,
  selectionType: 0,
  institutionCount: groupType === 30 ? 4000 : iids.length,
  asOf: '2025-12-31',
  iids,
  leftOut: { count: 0, institutions: [] },
  editable: groupType === 10,
});

const member = (iid: number, name: string): GroupMember => ({
  iid,
  name,
  city: 'Ames',
  state: 'IA',
  label: `${name} (Ames, IA)`,
  website: null,
});

/**
 * An in-memory stand-in for the shell's calls: session store, institutions, the user's list,
 * groups and their members. Pass its handle to stubFetch.
 */
export function fakeShellApi(options: {
  institutions: InstitutionSummary[];
  groups?: Record<number, GroupSummary[]>;
  members?: Record<number, [number, string][]>;
  session?: Record<string, string>;
  favorites?: number[];
}) {
  const session = new Map(Object.entries(options.session ?? {}));
  const byIid = new Map(options.institutions.map((i) => [i.iid, i]));
  const list = new Map<number, { isFavorite: boolean; dateLastViewed: string | null }>(
    (options.favorites ?? []).map((iid) => [iid, { isFavorite: true, dateLastViewed: null }]),
  );
  const answerList = (): Reply => ({
    status: 200,
    body: [...list.entries()]
      .map(([iid, flags]): UserInstitution => ({ ...byIid.get(iid)!, ...flags }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  });

  const handle = (request: RecordedRequest): Reply | undefined => {
    const { method, path } = request;
    if (path === '/api/user/session' && method === 'GET') {
      return { status: 200, body: [...session].map(([key, value]) => ({ key, value })) };
    }
    if (path === '/api/user/session' && method === 'POST') {
      const { key, value } = request.body as { key: string; value: string };
      session.set(key, value);
      return { status: 200, body: { key, value } };
    }
    if (path === '/api/institution/search') {
      const query = new URLSearchParams(request.search);
      const q = query.get('q')?.toLowerCase() ?? '';
      // As the server: closed institutions only when asked for.
      const includeClosed = query.get('includeClosed') === 'true';
      return {
        status: 200,
        body: options.institutions.filter(
          (i) => i.name.toLowerCase().includes(q) && (i.active || includeClosed),
        ),
      };
    }
    const one = /^\/api\/institution\/(\d+)$/.exec(path);
    if (one && method === 'GET') {
      const found = byIid.get(Number(one[1]));
      return found ? { status: 200, body: found } : { status: 404, body: notFound };
    }
    if (path === '/api/user/institution' && method === 'GET') return answerList();
    if (path === '/api/user/institution' && method === 'POST') {
      const { iid } = request.body as { iid: number };
      list.set(iid, { isFavorite: true, dateLastViewed: list.get(iid)?.dateLastViewed ?? null });
      return answerList();
    }
    const entry = /^\/api\/user\/institution\/(\d+)$/.exec(path);
    if (entry && method === 'PUT') {
      const iid = Number(entry[1]);
      const body = request.body as { isFavorite?: boolean; viewed?: boolean };
      const before = list.get(iid) ?? { isFavorite: false, dateLastViewed: null };
      list.set(iid, {
        isFavorite: body.isFavorite ?? before.isFavorite,
        dateLastViewed: body.viewed ? '2026-01-01T00:00:00.000Z' : before.dateLastViewed,
      });
      return answerList();
    }
    if (entry && method === 'DELETE') {
      list.delete(Number(entry[1]));
      return answerList();
    }
    const groups = /^\/api\/(\d+)\/group$/.exec(path);
    if (groups) return { status: 200, body: options.groups?.[Number(groups[1])] ?? [] };
    const members = /^\/api\/\d+\/group\/(\d+)\/institutions$/.exec(path);
    if (members) {
      const rows = options.members?.[Number(members[1])] ?? [];
      return { status: 200, body: rows.map(([iid, name]) => member(iid, name)) };
    }
    return undefined;
  };
  return { handle, session, list };
}

const notFound = { statusCode: 404, error: 'Not Found', message: 'Institution not found.' };

/** A product definition with the rooms the shell tests visit. */
export const testProductDefinition = {
  name: 'Peer Comparison',
  clientCode: 'peer-comparison',
  rooms: [
    {
      name: 'Balance',
      clientCode: 'balance',
      pages: [
        { name: 'Snapshot', clientCode: 'snapshot', tiers: [], paywallMessage: '' },
        { name: 'Loans', clientCode: 'loans', tiers: [], paywallMessage: '' },
      ],
    },
    {
      name: 'Quarterly',
      clientCode: 'quarterly',
      pages: [
        { name: 'Group Summary', clientCode: 'group', tiers: [], paywallMessage: '' },
        { name: 'Institution Summary', clientCode: 'institution', tiers: [], paywallMessage: '' },
      ],
    },
  ],
};
