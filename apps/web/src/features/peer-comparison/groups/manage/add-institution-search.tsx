import { INSTITUTION_SEARCH_MIN_LENGTH, type InstitutionSummary } from '@app/core/api/institutions';
import type { InstitutionType } from '@app/core/domain/products';
import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useInstitutionSearch } from '../../../../api/institutions/search-institutions';
import { INSTITUTION_WORDS } from './member-columns';
import { useCharterChoice } from '../mixed/charter-switch';

interface AddInstitutionSearchProps {
  groupName: string;
  institutionType: InstitutionType;
  /** The group's members and the rows already added: not offered again (spec 2 section 5). */
  exclude: readonly number[];
  onAdd: (institution: InstitutionSummary) => void;
}

/**
 * spec 2 sections 2.11 and 5: add by name, active institutions of the charter chosen (the
 * subject's first; banks and credit unions may share a group, issue 28), from 3 characters;
 * 'No institutions found' when nothing matches.
 */
export function AddInstitutionSearch({
  groupName,
  institutionType,
  exclude,
  onAdd,
}: AddInstitutionSearchProps) {
  const [search, setSearch] = useState('');
  const { charter, control } = useCharterChoice(institutionType);
  const candidates = useInstitutionSearch(search, { institutionType: charter, exclude });
  const ready = search.trim().length >= INSTITUTION_SEARCH_MIN_LENGTH;
  const found = ready ? (candidates.data ?? []).filter((row) => !exclude.includes(row.iid)) : [];
  const words = INSTITUTION_WORDS[charter];
  return (
    <Stack gap="xs">
      {control}
      <Select
        aria-label={`Add a ${words.singular} to ${groupName}`}
        placeholder={`Start typing to add a new ${words.singular} to this group`}
        searchable
        clearable={false}
        value={null}
        searchValue={search}
        onSearchChange={setSearch}
        data={found.map((row) => ({ value: String(row.iid), label: row.label }))}
        // The server matched the words already; the list is not filtered a second time.
        filter={({ options }) => options}
        nothingFoundMessage={
          ready && candidates.isSuccess && !candidates.isPlaceholderData
            ? 'No institutions found'
            : undefined
        }
        onChange={(value) => {
          const chosen = found.find((row) => String(row.iid) === value);
          if (chosen) onAdd(chosen);
          setSearch('');
        }}
        rightSection={null}
        maw={520}
      />
    </Stack>
  );
}
