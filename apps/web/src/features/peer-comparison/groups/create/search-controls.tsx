import type { InstitutionSummary } from '@app/core/api/institutions';
import type { InstitutionProfile } from '@app/core/api/profiles';
import type { InstitutionType } from '@app/core/domain/products';
import { formatMonthYear } from '@app/core/format/format-month-year';
import { Select, Stack } from '@mantine/core';
import { DistinctPicker } from './distinct-picker';
import type { CreateMode, SearchFilters } from './peer-group-model';
import { ProfileFilters } from './profile-filters';
import { TargetedFilters } from './targeted-filters';

/** spec 2 section 9: the create page offers 41 reporting periods. */
const PERIODS = 41;

type SearchControlsProps = {
  mode: CreateMode;
  institutionType: InstitutionType;
  /** The data's report dates, any order. */
  dates: readonly string[];
  reportDate: string | null;
  onReportDate: (date: string | null) => void;
  filters: SearchFilters;
  onFilters: (update: (filters: SearchFilters) => SearchFilters) => void;
  own: InstitutionProfile | null;
  /** Institutions the distinct picker no longer offers: the subject and those picked. */
  picked: readonly number[];
  onPick: (institution: InstitutionSummary) => void;
  live: boolean;
};

/**
 * The chosen mode's search controls (spec 2 section 2.12): a reporting date with the profile
 * filters (similar) or the targeted criteria, or the picker that adds institutions by name.
 */
export function SearchControls(props: SearchControlsProps) {
  const { mode, institutionType, filters, onFilters, live } = props;
  if (mode === 'distinct') {
    return (
      <DistinctPicker
        institutionType={institutionType}
        exclude={props.picked}
        onAdd={props.onPick}
        disabled={!live}
      />
    );
  }
  const periods = [...props.dates].sort((a, b) => b.localeCompare(a)).slice(0, PERIODS);
  return (
    <Stack>
      <Select
        label="Reporting date"
        placeholder="Choose a reporting date"
        data={periods.map((d) => ({ value: d, label: formatMonthYear(d) }))}
        value={props.reportDate}
        onChange={props.onReportDate}
        disabled={!live}
        maw={260}
        allowDeselect={false}
      />
      {mode === 'similar' ? (
        <ProfileFilters
          institutionType={institutionType}
          filters={filters}
          onChange={onFilters}
          enabled={live}
        />
      ) : (
        <TargetedFilters
          institutionType={institutionType}
          filters={filters}
          onChange={onFilters}
          own={props.own}
          enabled={live}
        />
      )}
    </Stack>
  );
}
