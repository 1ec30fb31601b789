import type { InstitutionSummary } from '@app/core/api/institutions';
import { useState } from 'react';
import type { SortState } from '../../../../ui/data-table/sort-rows';
import { useLater } from '../use-later';
import { DEFAULT_SORT, summaryToRow, type CreateMode, type ResultRow } from './peer-group-model';

const add = (set: ReadonlySet<number>, iid: number) => new Set([...set, iid]);
const without = (set: ReadonlySet<number>, iid: number) => {
  const next = new Set(set);
  next.delete(iid);
  return next;
};

/**
 * The list being built: the rows removed (counted out at once, hidden 3 s later), a distinct
 * group's picks, the rows highlighted after being added, the table's sorting and page, and
 * whether anything was changed since the screen opened.
 */
export function usePeerList(mode: CreateMode | null) {
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [distinct, setDistinct] = useState<ResultRow[]>([]);
  const [highlighted, setHighlighted] = useState<ReadonlySet<number>>(new Set());
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [dirty, setDirty] = useState(false);
  const { later, cancel } = useLater();

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

  const reset = () => {
    cancel();
    setRemoved(new Set());
    setHidden(new Set());
    setDistinct([]);
    setHighlighted(new Set());
    setSort(DEFAULT_SORT);
    setPage(1);
    setDirty(false);
  };

  return {
    removed,
    hidden,
    distinct,
    highlighted,
    sort,
    setSort,
    page,
    setPage,
    dirty,
    setDirty,
    remove,
    addDistinct,
    reset,
  };
}
