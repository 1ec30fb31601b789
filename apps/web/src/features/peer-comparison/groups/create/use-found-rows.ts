import type { PeerSearchResponse } from '@app/core/api/profiles';
import { useMemo } from 'react';
import { useListedProfiles } from '../api/get-listed-profiles';
import { profileToRow, type CreateMode, type ResultRow } from './peer-group-model';

type FoundRowsInput = {
  iid: number | null;
  mode: CreateMode | null;
  live: boolean;
  /** A distinct group's picks, newest first. */
  distinct: readonly ResultRow[];
  /** The similar or targeted search's answer, when there was something to search. */
  answer: PeerSearchResponse | undefined;
  asked: boolean;
};

/** The institutions the table lists: the search's answer (the subject left out), or the picks. */
export function useFoundRows({ iid, mode, live, distinct, answer, asked }: FoundRowsInput) {
  const picks = useListedProfiles(
    iid,
    distinct.map((row) => row.iid),
    live && mode === 'distinct',
  );
  return useMemo((): ResultRow[] => {
    if (mode === 'distinct') {
      // A pick shows its name at once and its figures when they arrive.
      const figures = new Map((picks.data ?? []).map((p) => [p.iid, profileToRow(p)]));
      return distinct.map((row) => figures.get(row.iid) ?? row);
    }
    if (!asked || !answer) return [];
    return answer.institutionProfiles.filter((p) => p.iid !== iid).map(profileToRow);
  }, [mode, distinct, picks.data, asked, answer, iid]);
}
