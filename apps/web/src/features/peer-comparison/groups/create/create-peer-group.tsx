import { SELECTION_TYPES } from '@app/core/api/groups';
import type { InstitutionSummary } from '@app/core/api/institutions';
import type { InstitutionProfile, PeerSearchResponse } from '@app/core/api/profiles';
import { formatMonthYear } from '@app/core/format/format-month-year';
import { Anchor, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useBlocker, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../../api/api-error';
import type { PageComponentProps } from '../../../../product/renderer/component-registry';
import { usePageContext } from '../../../../product/renderer/page-context';
import { createGroup } from './api/create-group';
import { useListedProfiles } from '../api/get-listed-profiles';
import { useProfileHistory } from './api/get-profile-history';
import { searchPeers } from './api/search-peers';
import { CreateGroupDialog } from './create-group-dialog';
import { DistinctPicker } from './distinct-picker';
import { ModeCards } from './mode-cards';
import {
  DEFAULT_SORT,
  SAVE_DELAY_MS,
  activeColumns,
  distinctCriteria,
  hasActiveCriteria,
  initialFilters,
  profileToRow,
  similarBody,
  summaryToRow,
  targetedBody,
  toCreateMode,
  visibleColumns,
  withDefaults,
  type CreateMode,
  type ResultRow,
  type SearchFilters,
} from './peer-group-model';
import { ProfileFilters } from './profile-filters';
import { LeaveDialog } from '../leave-dialog';
import { ResultsTable } from './results-table';
import { SelectionBar } from './selection-bar';
import { useLater } from '../use-later';
import { TargetedFilters } from './targeted-filters';
import { afterGroupChange } from '../../../../api/invalidations';
import type { SortState } from '../../../../ui/data-table/sort-rows';
import { composedKeys } from '../../../../api/query-keys';

/** spec 2 section 9: the create page offers 41 reporting periods. */
const PERIODS = 41;
const MANAGE_PATH = '/peer-comparison/groups/manage';
const EMPTY_ANSWER: PeerSearchResponse = { selectionCriteria: '', institutionProfiles: [] };

const add = (set: ReadonlySet<number>, iid: number) => new Set([...set, iid]);
const without = (set: ReadonlySet<number>, iid: number) => {
  const next = new Set(set);
  next.delete(iid);
  return next;
};
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The Create Peer Group screen (spec 2 section 2.12, rules of sections 4 and 5): a mode chosen
 * once (the `type` query parameter), the search controls of that mode, the institutions
 * found, and the bottom bar that creates the custom group. Locked (no calls) when paywalled.
 */
export function CreatePeerGroup(_props: PageComponentProps) {
  const { institution, institutionType, paywalled, dates, user } = usePageContext();
  const iid = institution?.iid ?? null;
  const queryClient = useQueryClient();
  const live = !paywalled && iid !== null;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const mode = toCreateMode(params.get('type'));
  const noun = institutionType === 'bank' ? 'Banks' : 'Credit Unions';

  const [reportDate, setReportDate] = useState<string | null>(null);
  const [filters, setFiltersState] = useState<SearchFilters>(initialFilters);
  /** Removed at once (counted out, excluded from later searches); hidden after 3 s. */
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [distinct, setDistinct] = useState<ResultRow[]>([]);
  const [highlighted, setHighlighted] = useState<ReadonlySet<number>>(new Set());
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [dirty, setDirty] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const { later, cancel: cancelLater } = useLater();

  // spec 2 section 4: any filter change goes back to page 1 (the search re-runs by its key).
  const setFilters = (update: (filters: SearchFilters) => SearchFilters) => {
    setFiltersState(update);
    setPage(1);
  };

  const periods = useMemo(
    () => [...dates].sort((a, b) => b.localeCompare(a)).slice(0, PERIODS),
    [dates],
  );
  const history = useProfileHistory(iid, live && mode !== null);
  const own = useMemo(() => {
    const all = history.data ?? [];
    if (mode === 'distinct') return all[0] ?? null;
    return all.find((p) => p.reportDate === reportDate) ?? null;
  }, [history.data, mode, reportDate]);

  // spec 2 section 4: the defaults follow the date and the own profile until a range is left.
  // Adjusted while rendering (not in an effect) so the first search already carries them.
  const [defaultsFrom, setDefaultsFrom] = useState<InstitutionProfile | null>(null);
  if (own !== defaultsFrom && mode !== 'distinct') {
    setDefaultsFrom(own);
    if (own) setFiltersState((f) => (f.rangesTouched ? f : withDefaults(f, own)));
  }

  const searchKind = mode === 'similar' || mode === 'targeted' ? mode : null;
  const active = searchKind !== 'targeted' || hasActiveCriteria(filters, institutionType);
  const criteria = useMemo(() => {
    if (!searchKind || !reportDate) return null;
    const body =
      searchKind === 'similar'
        ? similarBody(institutionType, reportDate, filters, [])
        : targetedBody(institutionType, reportDate, filters, []);
    return { kind: searchKind, body, active };
  }, [searchKind, reportDate, institutionType, filters, active]);
  // Typing in a bound should not ask the server at every key.
  const [debounced] = useDebouncedValue(criteria, 300);
  // Removed rows are left out of later searches only: read at call time, not part of the key.
  const removedRef = useRef(removed);
  useEffect(() => {
    removedRef.current = removed;
  }, [removed]);
  const search = useQuery({
    queryKey: composedKeys.peerSearch(iid ?? 0, institutionType, debounced),
    queryFn: ({ signal }) =>
      debounced?.active && iid !== null
        ? searchPeers(
            iid,
            institutionType,
            debounced.kind,
            { ...debounced.body, excludeIids: [...removedRef.current] },
            signal,
          )
        : Promise.resolve(EMPTY_ANSWER),
    enabled: live && debounced !== null && debounced.kind === searchKind,
    placeholderData: (previous, query) => {
      const key = query?.queryKey[3];
      return typeof key === 'object' && key !== null && 'kind' in key && key.kind === searchKind
        ? previous
        : undefined;
    },
    staleTime: Infinity,
  });
  const searching = criteria !== null && (search.isFetching || criteria !== debounced);

  const picks = useListedProfiles(
    iid,
    distinct.map((row) => row.iid),
    live && mode === 'distinct',
  );
  const found: ResultRow[] = useMemo(() => {
    if (mode === 'distinct') {
      // A pick shows its name at once and its figures when they arrive.
      const figures = new Map((picks.data ?? []).map((p) => [p.iid, profileToRow(p)]));
      return distinct.map((row) => figures.get(row.iid) ?? row);
    }
    if (!criteria || !search.data) return [];
    return search.data.institutionProfiles.filter((p) => p.iid !== iid).map(profileToRow);
  }, [mode, distinct, picks.data, criteria, search.data, iid]);
  const shownRows = useMemo(() => found.filter((row) => !hidden.has(row.iid)), [found, hidden]);
  const selectedIids = found.filter((row) => !removed.has(row.iid)).map((row) => row.iid);
  const count = selectedIids.length;

  const columns = visibleColumns(
    mode === 'targeted' ? activeColumns(filters, institutionType) : [],
  );
  const ownRow: ResultRow | null = own
    ? profileToRow(own)
    : institution && mode
      ? summaryToRow(institution)
      : null;

  // spec 2 section 4: leaving with unsaved changes and a non-empty list is blocked.
  const blockRef = useRef(false);
  const blocking = dirty && count > 0;
  useEffect(() => {
    blockRef.current = blocking;
  }, [blocking]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      blockRef.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const choose = (next: CreateMode) => {
    if (mode !== null || paywalled) return;
    setParams((p) => {
      const copy = new URLSearchParams(p);
      copy.set('type', next);
      return copy;
    });
  };

  const discard = () => {
    blockRef.current = false;
    cancelLater();
    setParams((p) => {
      const copy = new URLSearchParams(p);
      copy.delete('type');
      return copy;
    });
    setReportDate(null);
    setFiltersState(initialFilters());
    setRemoved(new Set());
    setHidden(new Set());
    setDistinct([]);
    setHighlighted(new Set());
    setSort(DEFAULT_SORT);
    setPage(1);
    setDirty(false);
  };

  const remove = (removedIid: number) => {
    setRemoved((s) => add(s, removedIid));
    setDirty(true);
    later(() => {
      setHidden((s) => add(s, removedIid));
      if (mode === 'distinct') {
        // A dropped pick may be added again: forget it entirely.
        setDistinct((rows) => rows.filter((row) => row.iid !== removedIid));
        setRemoved((s) => without(s, removedIid));
        setHidden((s) => without(s, removedIid));
      }
    });
  };

  const addDistinct = (picked: InstitutionSummary) => {
    const row = summaryToRow(picked);
    // spec 2 section 4: an added row goes first, is highlighted 3 s and resets the sorting.
    setDistinct((rows) => [row, ...rows.filter((r) => r.iid !== picked.iid)]);
    setSort(null);
    setPage(1);
    setDirty(true);
    setHighlighted((s) => add(s, picked.iid));
    later(() => setHighlighted((s) => without(s, picked.iid)));
  };

  const create = async (name: string, description: string) => {
    if (iid === null || !mode) return;
    setSaving(true);
    setSaveError(null);
    await delay(SAVE_DELAY_MS);
    blockRef.current = false;
    setDirty(false);
    try {
      await createGroup(iid, {
        name,
        description,
        criteria:
          mode === 'distinct'
            ? distinctCriteria(user.displayName, institutionType)
            : (search.data?.selectionCriteria ?? ''),
        selectionType: SELECTION_TYPES[mode],
        iids: selectedIids,
      });
      // The new group is offered by the peer selector at once.
      await afterGroupChange(queryClient, iid);
      void navigate(MANAGE_PATH);
    } catch (error) {
      setDirty(true);
      setSaving(false);
      setSaveError(error instanceof ApiError ? error.message : 'The group could not be created.');
    }
  };

  const dateSelect = (
    <Select
      label="Reporting date"
      placeholder="Choose a reporting date"
      data={periods.map((d) => ({ value: d, label: formatMonthYear(d) }))}
      value={reportDate}
      onChange={(value) => {
        setReportDate(value);
        setPage(1);
      }}
      disabled={!live}
      maw={260}
      allowDeselect={false}
    />
  );

  return (
    <Stack gap="md" pb={mode ? 80 : 0}>
      <Group justify="space-between" align="baseline">
        <Title order={2}>Create Peer Group</Title>
        <Anchor component={Link} to={MANAGE_PATH}>
          View Peer Groups
        </Anchor>
      </Group>

      <ModeCards
        institutionType={institutionType}
        mode={mode}
        disabled={paywalled}
        onChoose={choose}
      />

      {mode === 'similar' && (
        <Stack>
          {dateSelect}
          <ProfileFilters
            institutionType={institutionType}
            filters={filters}
            onChange={setFilters}
            enabled={live}
          />
        </Stack>
      )}
      {mode === 'targeted' && (
        <Stack>
          {dateSelect}
          <TargetedFilters
            institutionType={institutionType}
            filters={filters}
            onChange={setFilters}
            own={own}
            enabled={live}
          />
        </Stack>
      )}
      {mode === 'distinct' && (
        <DistinctPicker
          institutionType={institutionType}
          exclude={[...(iid === null ? [] : [iid]), ...distinct.map((r) => r.iid)]}
          onAdd={addDistinct}
          disabled={!live}
        />
      )}

      {mode && mode !== 'distinct' && !reportDate && (
        <Text c="dimmed">Choose a reporting date to search.</Text>
      )}
      {mode && (mode === 'distinct' || reportDate) && (
        <ResultsTable
          title={`${noun} Selected`}
          own={ownRow}
          rows={shownRows}
          columns={columns}
          sort={sort}
          onSort={setSort}
          page={page}
          onPage={setPage}
          loading={mode !== 'distinct' && searching}
          removed={removed}
          highlighted={highlighted}
          onRemove={institutionType === 'credit union' && mode === 'similar' ? null : remove}
          interactive={live}
        />
      )}

      {mode && (
        <SelectionBar
          institutionType={institutionType}
          noun={noun}
          count={count}
          live={live}
          saving={saving}
          onDiscard={discard}
          onCreate={() => setDialogOpen(true)}
        />
      )}

      <CreateGroupDialog
        opened={dialogOpen}
        count={count}
        showParametersNotice={mode !== 'distinct'}
        saving={saving}
        error={saveError}
        onCancel={() => setDialogOpen(false)}
        onCreate={(name, description) => void create(name, description)}
      />

      <LeaveDialog
        blocker={blocker}
        title="Leave without creating the group?"
        message="The institutions you chose will be lost."
        stayLabel="Stay"
        leaveLabel="Leave"
      />
    </Stack>
  );
}
