import { INSTITUTION_SEARCH_MIN_LENGTH, type InstitutionSummary } from '@app/core/api/institutions';
import type { InstitutionType } from '@app/core/domain/products';
import { Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useInstitutionSearch } from '../../../../api/institutions/search-institutions';
import { useCharterChoice } from '../mixed/charter-switch';

/**
 * spec 2 sections 2.12 and 5: adds institutions by name; active, of the charter chosen (banks
 * and credit unions may share a group, issue 28), leaving out those chosen; from 3 characters;
 * 'No institutions found' when nothing matches.
 */
export function DistinctPicker({
  institutionType,
  exclude,
  onAdd,
  disabled,
}: {
  institutionType: InstitutionType;
  exclude: readonly number[];
  onAdd: (institution: InstitutionSummary) => void;
  disabled: boolean;
}) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 250);
  const { charter, control } = useCharterChoice(institutionType);
  const search = useInstitutionSearch(debounced, { institutionType: charter, exclude });
  const long = text.trim().length >= INSTITUTION_SEARCH_MIN_LENGTH;
  const found = long ? (search.data ?? []).filter((i) => !exclude.includes(i.iid)) : [];
  const noun = charter === 'bank' ? 'bank' : 'credit union';
  return (
    <Stack gap="xs">
      {control}
      <Select
        label={`Add a ${noun}`}
        placeholder={`Start typing to add a ${noun} to this group`}
        searchable
        value={null}
        searchValue={text}
        onSearchChange={setText}
        data={found.map((i) => ({ value: String(i.iid), label: i.label }))}
        filter={({ options }) => options}
        nothingFoundMessage={
          long && !search.isFetching && debounced === text ? 'No institutions found' : undefined
        }
        onChange={(value) => {
          const chosen = found.find((i) => String(i.iid) === value);
          if (!chosen) return;
          onAdd(chosen);
          setText('');
        }}
        disabled={disabled}
        maw={560}
      />
    </Stack>
  );
}
