import type { GroupSummary } from '@app/core/api/groups';
import type { InstitutionSummary } from '@app/core/api/institutions';
import { describe, expect, it, vi } from 'vitest';
import { createSelectionStore, type SelectionApi } from './selection-store';

const institution = (iid: number, name: string, type: 'bank' | 'credit union' = 'bank') =>
  ({
    iid,
    name,
    city: 'Ames',
    state: 'IA',
    label: `${name} (Ames, IA)`,
    institutionType: type,
    active: true,
    lastReportingDate: '2025-12-31',
    successor: null,
    demo: true,
  }) satisfies InstitutionSummary;

const group = (groupId: number, name: string, groupType: 10 | 20 | 30, iids: number[] = []) =>
  ({
    groupId,
    name,
    description: '',
    displayDescription: '',
    criteria: '',
    groupType,
    selectionType: 0,
    institutionCount: groupType === 30 ? 500 : iids.length,
    asOf: '2025-12-31',
    iids,
    leftOut: { count: 0, institutions: [] },
    editable: groupType === 10,
  }) satisfies GroupSummary;

function fakeApi(saved: Record<string, string> = {}) {
  const institutions = new Map([
    [1, institution(1, 'Home Bank')],
    [2, institution(2, 'Other Bank')],
    [3, institution(3, 'Lake Credit Union', 'credit union')],
  ]);
  const groups: Record<number, GroupSummary[]> = {
    1: [group(10, 'National', 30), group(11, 'Iowa', 30), group(12, 'My Peers', 10, [5, 6, 7])],
    2: [group(10, 'National', 30), group(13, 'Colorado', 30)],
    3: [group(20, 'National CUs', 30)],
  };
  const api = {
    getSessionValues: vi.fn(async () => new Map(Object.entries(saved))),
    saveSessionValue: vi.fn(async () => undefined),
    getInstitution: vi.fn(async (iid: number) => {
      const found = institutions.get(iid);
      if (!found) throw new Error('403');
      return found;
    }),
    getGroups: vi.fn(async (iid: number) => groups[iid] ?? []),
    recordViewed: vi.fn(async () => []),
  } satisfies SelectionApi;
  return api;
}

const multiUser = {
  id: 'u1',
  organizationType: 'MULTI',
  institutionIid: 1,
  claims: ['peer-comparison'],
};

describe('selection store', () => {
  it('starts at the own institution with its first group when nothing is saved', async () => {
    const api = fakeApi();
    const store = createSelectionStore(api);
    await store.ensureLoaded(multiUser);
    const state = store.getState();
    expect(state.status).toBe('ready');
    expect(state.institution?.iid).toBe(1);
    expect(state.peer).toEqual({
      group: expect.objectContaining({ groupId: 10, name: 'National' }),
      members: null,
      institution: null,
    });
    expect(api.recordViewed).not.toHaveBeenCalled();
  });

  it('restores the saved institution, peer filter and date range of a MULTI user', async () => {
    const api = fakeApi({
      institution: '1',
      'peer-bank': JSON.stringify({ groupId: 12, members: [5, 7, 99], institution: null }),
      'dateRange-bank': JSON.stringify({ startDate: '2024-12-31', endDate: '2025-12-31' }),
      'peerInstitutions-bank': JSON.stringify([
        { iid: 5, label: 'A' },
        { iid: 6, label: 'B' },
        { iid: 7, label: 'C' },
        { iid: 8, label: 'D' },
      ]),
    });
    const store = createSelectionStore(api);
    await store.ensureLoaded(multiUser);
    const state = store.getState();
    // 99 left the group; the filter keeps the members still in it.
    expect(state.peer).toMatchObject({ group: { groupId: 12 }, members: [5, 7] });
    expect(state.dateRanges.bank).toEqual({ startDate: '2024-12-31', endDate: '2025-12-31' });
    // At most 3 peer institutions; the fourth is ignored.
    expect(state.peerInstitutions.map((i) => i.iid)).toEqual([5, 6, 7]);
  });

  it('ignores a saved institution for users that do not switch', async () => {
    const api = fakeApi({ institution: '2' });
    const store = createSelectionStore(api);
    await store.ensureLoaded({ ...multiUser, organizationType: 'SINGLE' });
    expect(store.getState().institution?.iid).toBe(1);
  });

  it('selecting an institution loads its groups, keeps a peer it shares, saves and records', async () => {
    const api = fakeApi({ 'peer-bank': JSON.stringify({ groupId: 11, members: null }) });
    const store = createSelectionStore(api);
    await store.ensureLoaded(multiUser);
    expect(store.getState().peer?.group.name).toBe('Iowa');

    await store.selectInstitution(multiUser, institution(2, 'Other Bank'), { recordViewed: true });
    // Iowa is not a group of Other Bank: the first group.
    expect(store.getState().peer?.group.name).toBe('National');
    expect(api.getGroups).toHaveBeenLastCalledWith(2);
    expect(api.saveSessionValue).toHaveBeenCalledWith({ key: 'institution', value: '2' });
    expect(api.saveSessionValue).toHaveBeenCalledWith({
      key: 'peer-bank',
      value: JSON.stringify({ groupId: 10, members: null, institution: null }),
    });
    expect(api.recordViewed).toHaveBeenCalledWith(2);

    store.choosePeer({
      group: store.getState().groups[1]!,
      members: null,
      institution: null,
    });
    await store.selectInstitution(multiUser, institution(3, 'Lake Credit Union', 'credit union'));
    // Credit unions have their own saved peer: none yet, so their first group.
    expect(store.getState().peer?.group.name).toBe('National CUs');
    await store.selectInstitution(multiUser, institution(2, 'Other Bank'));
    expect(store.getState().peer?.group.name).toBe('Colorado');
  });

  it('gives Non-Maturity Deposits alone the groups the server lists, National first', async () => {
    const api = fakeApi();
    const store = createSelectionStore(api);
    await store.ensureLoaded({ ...multiUser, claims: ['non-maturity-deposits'] });
    // The Beta Suite's Peer Rank ranks in the peer selector's group.
    expect(store.getState()).toMatchObject({
      groupsStatus: 'ready',
      peer: { group: { groupId: 10, name: 'National' }, members: null },
    });
    expect(api.getGroups).toHaveBeenCalledWith(1);
  });

  it('has no groups for users without Peer Comparison or Non-Maturity Deposits', async () => {
    const api = fakeApi();
    const store = createSelectionStore(api);
    await store.ensureLoaded({ ...multiUser, claims: ['client-admin'] });
    expect(store.getState()).toMatchObject({ groupsStatus: 'unavailable', peer: null });
    expect(api.getGroups).not.toHaveBeenCalled();
  });

  it('saves peer institutions (at most 3) and date ranges per institution type', async () => {
    const api = fakeApi();
    const store = createSelectionStore(api);
    await store.ensureLoaded(multiUser);
    store.setPeerInstitutions([
      { iid: 5, label: 'A' },
      { iid: 6, label: 'B' },
      { iid: 5, label: 'A' },
      { iid: 7, label: 'C' },
      { iid: 8, label: 'D' },
    ]);
    expect(store.getState().peerInstitutions.map((i) => i.iid)).toEqual([5, 6, 7]);
    store.setDateRange('credit union', { startDate: '2025-03-31', endDate: '2025-12-31' });
    expect(api.saveSessionValue).toHaveBeenCalledWith({
      key: 'dateRange-credit union',
      value: JSON.stringify({ startDate: '2025-03-31', endDate: '2025-12-31' }),
    });
  });

  it('starts over for another user', async () => {
    const api = fakeApi({ institution: '2' });
    const store = createSelectionStore(api);
    await store.ensureLoaded(multiUser);
    expect(store.getState().institution?.iid).toBe(2);
    await store.ensureLoaded({ ...multiUser, id: 'u2', organizationType: 'SINGLE' });
    expect(store.getState()).toMatchObject({ userId: 'u2', institution: { iid: 1 } });
  });

  it('reloads the groups after a change, keeping the peer while its group exists', async () => {
    const api = fakeApi();
    const store = createSelectionStore(api);
    await store.ensureLoaded(multiUser);
    const mine = store.getState().groups.find((g) => g.groupId === 12)!;
    store.choosePeer({ group: mine, members: null, institution: null });

    // Renamed on the manage screen: the selector shows the new name, still chosen.
    api.getGroups.mockResolvedValueOnce([
      group(10, 'National', 30),
      group(12, 'Closest Peers', 10, [5, 6, 7]),
    ]);
    await store.refreshGroups();
    expect(store.getState().groups.map((g) => g.name)).toEqual(['National', 'Closest Peers']);
    expect(store.getState().peer?.group.name).toBe('Closest Peers');

    // Deleted: the peer falls back to the first group, as on a first visit.
    api.getGroups.mockResolvedValueOnce([group(10, 'National', 30)]);
    await store.refreshGroups();
    expect(store.getState().peer?.group.groupId).toBe(10);
  });
});
