import type { InstitutionProfile } from '@app/core/api/profiles';
import { useMemo, useState } from 'react';
import { useProfileHistory } from './api/get-profile-history';
import {
  initialFilters,
  withDefaults,
  type CreateMode,
  type SearchFilters,
} from './peer-group-model';

/**
 * What the similar and targeted searches ask for: the reporting date, the filters, and the
 * subject's own profile at that date (the latest one for a distinct group's own row).
 */
export function useSearchCriteria(iid: number | null, mode: CreateMode | null, live: boolean) {
  const [reportDate, setReportDate] = useState<string | null>(null);
  const [filters, setFilters] = useState<SearchFilters>(initialFilters);

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
    if (own) setFilters((f) => (f.rangesTouched ? f : withDefaults(f, own)));
  }

  const reset = () => {
    setReportDate(null);
    setFilters(initialFilters());
  };

  return { reportDate, setReportDate, filters, setFilters, own, reset };
}
