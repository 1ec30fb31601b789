import { SIGNUP_MESSAGES } from '@app/core/api/account';
import { INSTITUTION_SEARCH_MIN_LENGTH, type InstitutionSummary } from '@app/core/api/institutions';
import { Button, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useInstitutionSearch } from '../../../api/institutions/search-institutions';

export type ChosenInstitution = { iid: number; label: string };

type InstitutionAutocompleteProps = {
  value: ChosenInstitution | null;
  onChange: (value: ChosenInstitution | null) => void;
  onBlur: () => void;
  error?: ReactNode;
  disabled?: boolean;
  /** Another field than signup's required "Institution" (the profile's follow search). */
  label?: string;
  required?: boolean;
};

/**
 * spec 1 section 5: suggestions from 3 characters, active institutions only, "No institutions
 * found" when none; after a choice the field is read-only until Clear Selection.
 */
export function InstitutionAutocomplete({
  value,
  onChange,
  onBlur,
  error,
  disabled,
  label = 'Institution',
  required = true,
}: InstitutionAutocompleteProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 250);
  const search = useInstitutionSearch(value ? '' : debounced);
  const longEnough = debounced.trim().length >= INSTITUTION_SEARCH_MIN_LENGTH;
  const results: InstitutionSummary[] = longEnough ? (search.data ?? []) : [];

  const choose = (iid: string) => {
    const chosen = results.find((r) => String(r.iid) === iid);
    if (!chosen) return;
    onChange({ iid: chosen.iid, label: chosen.label });
    setText('');
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose} withinPortal={false}>
      <Combobox.Target>
        <TextInput
          label={label}
          withAsterisk={required}
          placeholder="Start typing your bank or credit union's name"
          value={value ? value.label : text}
          readOnly={value !== null}
          disabled={disabled}
          error={error}
          autoComplete="off"
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => {
            if (!value) combobox.openDropdown();
          }}
          onBlur={() => {
            combobox.closeDropdown();
            onBlur();
          }}
          rightSection={search.isFetching && !value ? <Loader size={16} /> : null}
          styles={value ? { input: { backgroundColor: 'var(--mantine-color-gray-0)' } } : undefined}
        />
      </Combobox.Target>
      {value && (
        <Group justify="flex-end" mt={4}>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => onChange(null)}
            disabled={disabled}
          >
            Clear Selection
          </Button>
        </Group>
      )}
      <Combobox.Dropdown hidden={value !== null || !longEnough}>
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }}>
          {results.map((institution) => (
            <Combobox.Option value={String(institution.iid)} key={institution.iid}>
              <Text size="sm">{institution.name}</Text>
              <Text size="xs" c="dimmed">
                {institution.city}, {institution.state} ·{' '}
                {institution.institutionType === 'bank' ? 'Bank' : 'Credit union'}
              </Text>
            </Combobox.Option>
          ))}
          {search.isSuccess && results.length === 0 && !search.isPlaceholderData && (
            <Combobox.Empty>{SIGNUP_MESSAGES.noInstitutionsFound}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
