import { OWNERSHIP_TYPES } from '@app/core/api/profiles';
import type { InstitutionType } from '@app/core/domain/products';
import { US_STATES } from '@app/core/domain/us-states';
import { MultiSelect, SimpleGrid } from '@mantine/core';
import { useTypesOfMembership } from './api/get-types-of-membership';
import type { SearchFilters } from './peer-group-model';

const STATE_OPTIONS = US_STATES.map(({ abbreviation, name }) => ({
  value: abbreviation,
  label: name,
}));

/**
 * spec 2 section 2.12: ownership types (banks) or types of membership labelled by alpha code
 * and description (credit unions, GET /api/reference/tom), and states.
 */
export function ProfileFilters({
  institutionType,
  filters,
  onChange,
  enabled,
}: {
  institutionType: InstitutionType;
  filters: SearchFilters;
  onChange: (update: (filters: SearchFilters) => SearchFilters) => void;
  enabled: boolean;
}) {
  const tom = useTypesOfMembership(enabled && institutionType === 'credit union');
  const tomOptions = (tom.data ?? []).map((t) => ({
    value: String(t.tomCode),
    label: `${t.tomCodeAlpha} - ${t.tomCodeDesc}`,
  }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {institutionType === 'bank' ? (
        <MultiSelect
          label="Ownership types"
          placeholder={filters.ownershipTypes.length ? undefined : 'Any'}
          data={[...OWNERSHIP_TYPES]}
          value={filters.ownershipTypes}
          onChange={(ownershipTypes) => onChange((f) => ({ ...f, ownershipTypes }))}
          clearable
          disabled={!enabled}
        />
      ) : (
        <MultiSelect
          label="Types of membership"
          placeholder={filters.typesOfMembership.length ? undefined : 'Any'}
          data={tomOptions}
          value={filters.typesOfMembership.map(String)}
          onChange={(values) => onChange((f) => ({ ...f, typesOfMembership: values.map(Number) }))}
          searchable
          clearable
          disabled={!enabled}
        />
      )}
      <MultiSelect
        label="States"
        placeholder={filters.states.length ? undefined : 'Any'}
        data={STATE_OPTIONS}
        value={filters.states}
        onChange={(states) => onChange((f) => ({ ...f, states }))}
        searchable
        clearable
        disabled={!enabled}
      />
    </SimpleGrid>
  );
}
