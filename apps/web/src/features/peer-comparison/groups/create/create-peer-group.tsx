import { SELECTION_TYPES } from '@app/core/api/groups';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PageComponentProps } from '../../../../product/renderer/component-registry';
import { usePageContext } from '../../../../product/renderer/page-context';
import { LeaveDialog } from '../leave-dialog';
import { CreateGroupDialog } from './create-group-dialog';
import { ModeCards } from './mode-cards';
import {
  activeColumns,
  distinctCriteria,
  profileToRow,
  summaryToRow,
  toCreateMode,
  visibleColumns,
  type CreateMode,
  type ResultRow,
  type SearchFilters,
} from './peer-group-model';
import { ResultsTable } from './results-table';
import { SearchControls } from './search-controls';
import { SelectionBar } from './selection-bar';
import { useFoundRows } from './use-found-rows';
import { MANAGE_PATH, useGroupCreation } from './use-group-creation';
import { useLeaveBlocker } from './use-leave-blocker';
import { usePeerList } from './use-peer-list';
import { usePeerSearch } from './use-peer-search';
import { useSearchCriteria } from './use-search-criteria';

function CreatePageHeader() {
  return (
    <Group justify="space-between" align="baseline">
      <Title order={2}>Create Peer Group</Title>
      <Anchor component={Link} to={MANAGE_PATH}>
        View Peer Groups
      </Anchor>
    </Group>
  );
}

/**
 * The Create Peer Group screen (spec 2 section 2.12, rules of sections 4 and 5): a mode chosen
 * once (the `type` query parameter), the search controls of that mode, the institutions
 * found, and the bottom bar that creates the custom group. Locked (no calls) when paywalled.
 */
export function CreatePeerGroup(_props: PageComponentProps) {
  const { institution, institutionType, paywalled, dates, user } = usePageContext();
  const iid = institution?.iid ?? null;
  const live = !paywalled && iid !== null;
  const [params, setParams] = useSearchParams();
  const mode = toCreateMode(params.get('type'));
  const noun = institutionType === 'bank' ? 'Banks' : 'Credit Unions';

  const list = usePeerList(mode);
  const criteria = useSearchCriteria(iid, mode, live);
  const { reportDate, filters, own } = criteria;
  const { removed, hidden, distinct } = list;
  const search = usePeerSearch({ iid, institutionType, mode, reportDate, filters, removed, live });
  const { answer, asked } = search;
  const found = useFoundRows({ iid, mode, live, distinct, answer, asked });
  const shownRows = useMemo(() => found.filter((row) => !hidden.has(row.iid)), [found, hidden]);
  const selectedIids = found.filter((row) => !removed.has(row.iid)).map((row) => row.iid);
  const count = selectedIids.length;

  const leave = useLeaveBlocker(list.dirty && count > 0);
  const creation = useGroupCreation(iid, {
    onSaving: () => {
      leave.release();
      list.setDirty(false);
    },
    onFailed: () => list.setDirty(true),
  });
  const [dialogOpen, setDialogOpen] = useState(false);

  // spec 2 section 4: any filter change goes back to page 1 (the search re-runs by its key).
  const setFilters = (update: (filters: SearchFilters) => SearchFilters) => {
    criteria.setFilters(update);
    list.setPage(1);
  };
  const setMode = (next: CreateMode | null) =>
    setParams((p) => {
      const copy = new URLSearchParams(p);
      if (next) copy.set('type', next);
      else copy.delete('type');
      return copy;
    });
  const choose = (next: CreateMode) => {
    if (mode === null && !paywalled) setMode(next);
  };
  const discard = () => {
    leave.release();
    setMode(null);
    criteria.reset();
    list.reset();
  };
  const create = (name: string, description: string) => {
    if (!mode) return;
    void creation.create({
      name,
      description,
      criteria:
        mode === 'distinct'
          ? distinctCriteria(user.displayName, institutionType)
          : (answer?.selectionCriteria ?? ''),
      selectionType: SELECTION_TYPES[mode],
      iids: selectedIids,
    });
  };

  const columns = visibleColumns(
    mode === 'targeted' ? activeColumns(filters, institutionType) : [],
  );
  const ownRow: ResultRow | null = own
    ? profileToRow(own)
    : institution && mode
      ? summaryToRow(institution)
      : null;

  return (
    <Stack gap="md" pb={mode ? 80 : 0}>
      <CreatePageHeader />
      <ModeCards
        institutionType={institutionType}
        mode={mode}
        disabled={paywalled}
        onChoose={choose}
      />

      {mode && (
        <SearchControls
          mode={mode}
          institutionType={institutionType}
          dates={dates}
          reportDate={reportDate}
          onReportDate={(value) => {
            criteria.setReportDate(value);
            list.setPage(1);
          }}
          filters={filters}
          onFilters={setFilters}
          own={own}
          picked={[...(iid === null ? [] : [iid]), ...distinct.map((r) => r.iid)]}
          onPick={list.addDistinct}
          live={live}
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
          sort={list.sort}
          onSort={list.setSort}
          page={list.page}
          onPage={list.setPage}
          loading={mode !== 'distinct' && search.searching}
          removed={removed}
          highlighted={list.highlighted}
          onRemove={institutionType === 'credit union' && mode === 'similar' ? null : list.remove}
          interactive={live}
        />
      )}

      {mode && (
        <SelectionBar
          institutionType={institutionType}
          noun={noun}
          count={count}
          live={live}
          saving={creation.saving}
          onDiscard={discard}
          onCreate={() => setDialogOpen(true)}
        />
      )}

      <CreateGroupDialog
        opened={dialogOpen}
        count={count}
        showParametersNotice={mode !== 'distinct'}
        saving={creation.saving}
        error={creation.saveError}
        onCancel={() => setDialogOpen(false)}
        onCreate={create}
      />

      <LeaveDialog
        blocker={leave.blocker}
        title="Leave without creating the group?"
        message="The institutions you chose will be lost."
        stayLabel="Stay"
        leaveLabel="Leave"
      />
    </Stack>
  );
}
