import type { GroupSummary } from '@app/core/api/groups';
import type { InstitutionSummary } from '@app/core/api/institutions';
import type { InstitutionType } from '@app/core/domain/products';
import type { QueryClient } from '@tanstack/react-query';
import { groupsQueryOptions } from '../api/groups/get-groups';
import { institutionQueryOptions } from '../api/institutions/get-institution';
import type { PeerChoice, PeerInstitution, SavedPeer } from './peer-rules';
import type { PeerStatistic } from './peer-statistic';

export interface DateRange {
  startDate: string;
  endDate: string;
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * What the selection store keeps (DESIGN: the selection is ids in one small store): the
 * institution and the peer by id, and the choices the session store saves as they are.
 */
export interface SelectionIds {
  userId: string | null;
  status: LoadStatus;
  institutionIid: number | null;
  /**
   * 'unavailable' when the user holds neither Peer Comparison nor Non-Maturity Deposits (the
   * latter gets the aggregate groups holding its institution, for the Beta Suite's Peer Rank).
   */
  groupsStatus: LoadStatus | 'unavailable';
  /** The peer as matched to the institution's groups: a group id, its filter, one member. */
  peer: SavedPeer | null;
  /** Multi-institution mode (competitor watch): at most 3, with the labels saved beside them. */
  peerInstitutions: PeerInstitution[];
  dateRanges: Partial<Record<InstitutionType, DateRange>>;
  /** The peer statistic every group figure is shown as (issue 28); the mean by default. */
  statistic: PeerStatistic;
}

/** The selection as screens read it: the ids with their objects from the query cache. */
export interface SelectionState extends Omit<SelectionIds, 'institutionIid' | 'peer'> {
  /** GET /api/institution/{iid}'s answer for the chosen iid. */
  institution: InstitutionSummary | null;
  /** The institution's groups as the query cache holds them (GET /api/{iid}/group). */
  groups: GroupSummary[];
  peer: PeerChoice | null;
}

const NO_GROUPS: GroupSummary[] = [];

export const initialIds: SelectionIds = {
  userId: null,
  status: 'idle',
  institutionIid: null,
  groupsStatus: 'idle',
  peer: null,
  peerInstitutions: [],
  dateRanges: {},
  statistic: 'mean',
};

/**
 * The selection's objects read from the cache. A peer that did not change keeps its object, so
 * a screen's memo or effect on it does not run again for another part of the selection.
 */
export function deriveSelection(
  ids: SelectionIds,
  cache: QueryClient,
  previous: SelectionState | null,
): SelectionState {
  const { institutionIid: iid, peer: saved, ...rest } = ids;
  const institution =
    iid === null ? null : (cache.getQueryData(institutionQueryOptions(iid).queryKey) ?? null);
  const groups =
    iid !== null && ids.groupsStatus === 'ready'
      ? (cache.getQueryData(groupsQueryOptions(iid).queryKey) ?? NO_GROUPS)
      : NO_GROUPS;
  const group = saved ? groups.find((g) => g.groupId === saved.groupId) : undefined;
  const kept = previous?.peer;
  const peer: PeerChoice | null =
    !saved || !group
      ? null
      : kept &&
          kept.group === group &&
          kept.members === saved.members &&
          kept.institution === saved.institution
        ? kept
        : { group, members: saved.members, institution: saved.institution };
  return { ...rest, institution, groups, peer };
}
