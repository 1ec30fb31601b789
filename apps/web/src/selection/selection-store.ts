import type { GroupSummary } from '@app/core/api/groups';
import type { InstitutionSummary } from '@app/core/api/institutions';
import type { UserInstitution } from '@app/core/api/user-institutions';
import type { InstitutionType } from '@app/core/domain/products';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { getGroups, groupsQueryOptions } from '../api/groups/get-groups';
import { getInstitution, institutionQueryOptions } from '../api/institutions/get-institution';
import { afterGroupChange, storeInstitution } from '../api/invalidations';
import { getSessionValues, saveSessionValue } from '../api/user/session-values';
import { updateUserInstitution } from '../api/institutions/user-institutions';
import {
  limitInstitutions,
  parsePeerInstitutions,
  parseSavedPeer,
  restorePeer,
  type PeerChoice,
  type PeerInstitution,
  type SavedPeer,
} from './peer-rules';
import { SESSION_KEYS } from './session-keys';
import { parsePeerStatistic, PEER_STATISTIC_KEY, type PeerStatistic } from './peer-statistic';
import {
  deriveSelection,
  initialIds,
  type DateRange,
  type SelectionIds,
  type SelectionState,
} from './selection-state';

export type { DateRange, SelectionState } from './selection-state';

/** What the store needs to know of the signed-in user. */
export interface SelectionUser {
  id: string;
  organizationType: string;
  institutionIid: number | null;
  claims: readonly string[];
}

export interface SelectionApi {
  getSessionValues: () => Promise<Map<string, string>>;
  saveSessionValue: (entry: { key: string; value: string }) => Promise<void>;
  getInstitution: (iid: number) => Promise<InstitutionSummary>;
  getGroups: (iid: number) => Promise<GroupSummary[]>;
  recordViewed: (iid: number) => Promise<UserInstitution[]>;
}

const defaultApi: SelectionApi = {
  getSessionValues: () => getSessionValues(),
  saveSessionValue,
  getInstitution,
  getGroups,
  recordViewed: (iid) => updateUserInstitution(iid, { viewed: true }),
};

function parseDateRange(value: string | undefined): DateRange | undefined {
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(value) as Partial<DateRange>;
    return typeof parsed.startDate === 'string' && typeof parsed.endDate === 'string'
      ? { startDate: parsed.startDate, endDate: parsed.endDate }
      : undefined;
  } catch {
    return undefined;
  }
}

const savedPeerOf = (peer: PeerChoice): SavedPeer => ({
  groupId: peer.group.groupId,
  members: peer.members,
  institution: peer.institution,
});

/**
 * The selection store: the current institution, the peer (a group, a filtered group or one
 * institution; or up to 3 institutions in multi mode) and the date range per institution type,
 * kept as ids; the institution and its groups are read from the query cache. Every change is
 * saved to the server session store; loading restores it (spec 1 section 4, "Selecting an
 * institution").
 */
export function createSelectionStore(
  api: SelectionApi = defaultApi,
  client: QueryClient = new QueryClient(),
) {
  /** The app's query cache, handed over by useSelection; groups and institutions live there. */
  let queryClient = client;
  let ids: SelectionIds = initialIds;
  /** The ids with their objects, made again whenever either changes (useSyncExternalStore). */
  let snapshot: SelectionState = deriveSelection(ids, queryClient, null);
  /** The peer chosen or restored, by group id: what a new list of groups is matched against. */
  let chosenPeer: SavedPeer | null = null;
  let stopWatchingGroups = () => {};
  let stopWatchingInstitution = () => {};
  let values = new Map<string, string>();
  let loading: Promise<void> | null = null;
  /** Bumped on every institution change: answers for an older one are dropped. */
  let generation = 0;
  const listeners = new Set<() => void>();

  const publish = () => {
    snapshot = deriveSelection(ids, queryClient, snapshot);
    for (const listener of listeners) listener();
  };
  const set = (patch: Partial<SelectionIds>) => {
    ids = { ...ids, ...patch };
    publish();
  };
  const stopWatching = () => {
    stopWatchingGroups();
    stopWatchingInstitution();
  };

  const save = (key: string, value: string) => {
    values.set(key, value);
    // A lost save only costs the memory of the choice, never the choice itself.
    return api.saveSessionValue({ key, value }).catch((error: unknown) => {
      console.warn(`Could not remember the selection (${key})`, error);
    });
  };

  /** Who GET /api/{iid}/group answers (docs/security.md). */
  const listsGroups = (user: SelectionUser) =>
    user.claims.includes('peer-comparison') || user.claims.includes('non-maturity-deposits');

  const groupsQuery = (iid: number) => ({
    ...groupsQueryOptions(iid),
    queryFn: () => api.getGroups(iid),
    // Fetched when the institution is chosen; later only a named invalidation refetches it.
    staleTime: Infinity,
  });

  /** A list of groups from the cache: the peer is matched to it (else its first group). */
  const showGroups = (groups: GroupSummary[]) => {
    if (groups === snapshot.groups && ids.groupsStatus === 'ready') return;
    const peer = restorePeer(groups, chosenPeer);
    chosenPeer = peer ? savedPeerOf(peer) : null;
    set({ peer: chosenPeer, groupsStatus: 'ready' });
  };

  /** Follows the cached groups of the institution until another one is chosen. */
  const watchGroups = (iid: number) => {
    stopWatchingGroups();
    const observer = new QueryObserver(queryClient, groupsQuery(iid));
    stopWatchingGroups = observer.subscribe((result) => {
      if (result.data) showGroups(result.data);
    });
  };

  /**
   * Keeps the institution's cached answer while it is chosen (a query nobody observes would be
   * dropped from the cache), and shows it again if it is fetched anew; never fetches.
   */
  const watchInstitution = (iid: number) => {
    stopWatchingInstitution();
    const observer = new QueryObserver(queryClient, {
      ...institutionQueryOptions(iid),
      enabled: false,
    });
    stopWatchingInstitution = observer.subscribe((result) => {
      if (result.data && result.data !== snapshot.institution) publish();
    });
  };

  /**
   * An institution and, for a user its groups are listed to, its groups: asked for together rather
   * one after the other, since the groups need only the iid.
   */
  const fetchSubject = (user: SelectionUser, iid: number) => {
    const institution = queryClient
      .fetchQuery({ ...institutionQueryOptions(iid), queryFn: () => api.getInstitution(iid) })
      .catch(() => null);
    const groups = listsGroups(user)
      ? queryClient.fetchQuery({ ...groupsQuery(iid), staleTime: 0 })
      : null;
    // Read only if the institution is the one shown; its failure is reported there.
    groups?.catch(() => undefined);
    return { institution, groups };
  };

  /**
   * Sets the institution, loads its groups (unless they are already on their way) and restores
   * the saved peer for its type.
   */
  const applyInstitution = async (
    user: SelectionUser,
    institution: InstitutionSummary,
    pendingGroups: Promise<GroupSummary[]> | null = null,
  ) => {
    const mine = ++generation;
    const type = institution.institutionType;
    const holdsGroups = listsGroups(user);
    stopWatching();
    watchInstitution(institution.iid);
    set({
      institutionIid: institution.iid,
      peer: null,
      groupsStatus: holdsGroups ? 'loading' : 'unavailable',
      peerInstitutions: parsePeerInstitutions(values.get(SESSION_KEYS.peerInstitutions(type))),
    });
    if (!holdsGroups) return;
    try {
      const groups = await (pendingGroups ??
        queryClient.fetchQuery({ ...groupsQuery(institution.iid), staleTime: 0 }));
      if (mine !== generation) return;
      chosenPeer = parseSavedPeer(values.get(SESSION_KEYS.peer(type)));
      showGroups(groups);
      watchGroups(institution.iid);
    } catch (error) {
      if (mine !== generation) return;
      console.warn('Could not load the peer groups', error);
      set({ groupsStatus: 'error' });
    }
  };

  const load = async (user: SelectionUser) => {
    // Outside MULTI organizations the institution is the user's own whatever was saved: ask for
    // it beside the saved values, not after them (docs/performance.md, "First load").
    const own =
      user.organizationType !== 'MULTI' && user.institutionIid !== null
        ? fetchSubject(user, user.institutionIid)
        : null;
    values = await api.getSessionValues().catch(() => new Map<string, string>());
    const saved = Number(values.get(SESSION_KEYS.institution));
    // Only MULTI organizations switch; everyone else looks at their own institution.
    const candidates = [
      user.organizationType === 'MULTI' && Number.isInteger(saved) && saved > 0 ? saved : null,
      user.institutionIid,
    ].filter((iid, index, all): iid is number => iid !== null && all.indexOf(iid) === index);
    let institution: InstitutionSummary | null = null;
    let groups: Promise<GroupSummary[]> | null = null;
    for (const iid of candidates) {
      const subject = own && iid === user.institutionIid ? own : fetchSubject(user, iid);
      institution = await subject.institution;
      if (institution) {
        groups = subject.groups;
        break;
      }
    }
    set({
      dateRanges: {
        bank: parseDateRange(values.get(SESSION_KEYS.dateRange('bank'))),
        'credit union': parseDateRange(values.get(SESSION_KEYS.dateRange('credit union'))),
      },
      statistic: parsePeerStatistic(values.get(PEER_STATISTIC_KEY)),
    });
    if (institution) await applyInstitution(user, institution, groups);
    set({ status: 'ready' });
  };

  return {
    getState: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /** Restores the saved selection once per signed-in user, reading through the app's cache. */
    ensureLoaded(user: SelectionUser, cache: QueryClient = queryClient): Promise<void> {
      if (ids.userId === user.id && loading && cache === queryClient) return loading;
      queryClient = cache;
      stopWatching();
      chosenPeer = null;
      generation++;
      values = new Map();
      ids = { ...initialIds, userId: user.id, status: 'loading' };
      publish();
      loading = load(user).catch((error: unknown) => {
        console.warn('Could not restore the selection', error);
        set({ status: 'error' });
      });
      return loading;
    },

    /**
     * Loads the current institution's groups again after they were created, renamed, changed
     * or deleted, keeping the chosen peer when its group is still there (else the first group,
     * as on a first visit), so the peer selector never offers a group that is gone.
     */
    async refreshGroups(): Promise<void> {
      const iid = ids.institutionIid;
      if (iid === null || ids.groupsStatus === 'unavailable') return;
      await afterGroupChange(queryClient, iid);
    },

    /**
     * spec 1 section 4: loads the institution's groups, restores the saved peer (else the first
     * group), saves the selection and, when asked, records the visit (answering the user's
     * updated institution list).
     */
    async selectInstitution(
      user: SelectionUser,
      institution: InstitutionSummary,
      options: { recordViewed?: boolean } = {},
    ): Promise<UserInstitution[] | null> {
      storeInstitution(queryClient, institution);
      await applyInstitution(user, institution);
      const saves = [save(SESSION_KEYS.institution, String(institution.iid))];
      if (ids.peer && ids.institutionIid === institution.iid) {
        saves.push(save(SESSION_KEYS.peer(institution.institutionType), JSON.stringify(ids.peer)));
      }
      // Sent together with the saves, so that leaving the page at once loses neither.
      const visit = options.recordViewed
        ? api.recordViewed(institution.iid).catch((error: unknown) => {
            console.warn('Could not record the visit', error);
            return null;
          })
        : Promise.resolve(null);
      await Promise.all(saves);
      return visit;
    },

    choosePeer(peer: PeerChoice) {
      const type = snapshot.institution?.institutionType;
      chosenPeer = savedPeerOf(peer);
      set({ peer: chosenPeer });
      if (type) void save(SESSION_KEYS.peer(type), JSON.stringify(chosenPeer));
    },

    /** Multi-institution mode: at most 3, extras ignored. */
    setPeerInstitutions(institutions: readonly PeerInstitution[]) {
      const type = snapshot.institution?.institutionType;
      const kept = limitInstitutions(institutions);
      set({ peerInstitutions: kept });
      if (type) void save(SESSION_KEYS.peerInstitutions(type), JSON.stringify(kept));
    },

    /** The peer statistic (issue 28): saved for the user, like the group. */
    setStatistic(statistic: PeerStatistic) {
      set({ statistic });
      void save(PEER_STATISTIC_KEY, statistic);
    },

    /** spec 1 section 4: date range changes are saved per institution type. */
    setDateRange(institutionType: InstitutionType, range: DateRange) {
      set({ dateRanges: { ...ids.dateRanges, [institutionType]: range } });
      void save(SESSION_KEYS.dateRange(institutionType), JSON.stringify(range));
    },

    /**
     * Other remembered choices of the session store (spec 2 section 3: trend metric,
     * correlation metric and rate, open sections…), read from what the store loaded.
     */
    sessionValue(key: string): string | undefined {
      return values.get(key);
    },

    /** Remembers a choice under its key; subscribers re-render. */
    rememberValue(key: string, value: string): Promise<void> {
      if (values.get(key) === value) return Promise.resolve();
      const saving = save(key, value);
      // A new snapshot, so that useSyncExternalStore readers see the change.
      publish();
      return saving;
    },

    reset() {
      stopWatching();
      chosenPeer = null;
      generation++;
      loading = null;
      values = new Map();
      ids = initialIds;
      publish();
    },
  };
}

export type SelectionStore = ReturnType<typeof createSelectionStore>;

/** The app's one selection store. */
export const selectionStore = createSelectionStore();
