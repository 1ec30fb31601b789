import { type InstitutionProfile, type PerformanceMetric } from '@app/core/api/profiles';
import type { InstitutionType } from '@app/core/domain/products';
import { formatMetricValue } from '@app/core/format/format-metric-value';
import {
  Checkbox,
  Collapse,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import {
  PERFORMANCE_ROWS,
  concentrationFlags,
  performanceMetrics,
  serviceFlags,
  type PerformanceFilter,
  type RangeKey,
  type SearchFilters,
} from './peer-group-model';
import { ProfileFilters } from './profile-filters';

type Update = (update: (filters: SearchFilters) => SearchFilters) => void;

const RANGES: { key: RangeKey; label: string; unit: string; decimals: number }[] = [
  { key: 'assets', label: 'Asset range', unit: 'millions', decimals: 0 },
  { key: 'lnsToDep', label: 'Loans to deposits', unit: '%', decimals: 2 },
  { key: 'assetGrowth', label: 'Asset growth', unit: '%', decimals: 2 },
];

const toNumber = (value: string | number): number | null =>
  typeof value === 'number' ? value : value.trim() === '' ? null : Number(value);

function Section({
  title,
  children,
  defaultOpen,
}: {
  title: string;
  children: ReactNode;
  defaultOpen: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Paper withBorder p="sm">
      <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} w="100%">
        <Text fw={700}>
          {open ? '▾' : '▸'} {title}
        </Text>
      </UnstyledButton>
      <Collapse in={open}>
        <Stack mt="sm">{children}</Stack>
      </Collapse>
    </Paper>
  );
}

/**
 * spec 2 section 2.12, targeted controls: the three ranges with their enable checkbox, and the
 * collapsible Institution Profile, Loan Concentration, Services Offered and Performance Metrics
 * tables. Leaving any range field marks the ranges as the user's (spec 2 section 4).
 */
export function TargetedFilters({
  institutionType,
  filters,
  onChange,
  own,
  enabled,
}: {
  institutionType: InstitutionType;
  filters: SearchFilters;
  onChange: Update;
  own: InstitutionProfile | null;
  enabled: boolean;
}) {
  const touch = () => onChange((f) => (f.rangesTouched ? f : { ...f, rangesTouched: true }));
  const setRange = (key: RangeKey, patch: Partial<SearchFilters['ranges'][RangeKey]>) =>
    onChange((f) => ({ ...f, ranges: { ...f.ranges, [key]: { ...f.ranges[key], ...patch } } }));
  const setFlag = (flag: string, on: boolean) =>
    onChange((f) => ({ ...f, flags: { ...f.flags, [flag]: on } }));
  const setPerformance = (metric: PerformanceMetric, patch: Partial<PerformanceFilter>) =>
    onChange((f) => {
      const row = f.performance[metric] ?? { filter: 0, min: null, max: null };
      return { ...f, performance: { ...f.performance, [metric]: { ...row, ...patch } } };
    });

  const flagList = (names: Record<string, string>) => (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {Object.entries(names).map(([flag, label]) => (
        <Checkbox
          key={flag}
          label={label}
          checked={filters.flags[flag] === true}
          onChange={(e) => setFlag(flag, e.currentTarget.checked)}
          disabled={!enabled}
        />
      ))}
    </SimpleGrid>
  );

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {RANGES.map(({ key, label, unit, decimals }) => {
          const range = filters.ranges[key];
          const inputsOn = enabled && range.enabled;
          return (
            <Paper withBorder p="sm" key={key}>
              <Checkbox
                label={`${label} (${unit})`}
                checked={range.enabled}
                onChange={(e) => setRange(key, { enabled: e.currentTarget.checked })}
                disabled={!enabled}
              />
              <Group grow mt="xs">
                <NumberInput
                  aria-label={`${label} minimum`}
                  placeholder="Min"
                  value={range.min ?? ''}
                  onChange={(v) => setRange(key, { min: toNumber(v) })}
                  onBlur={touch}
                  thousandSeparator={key === 'assets' ? ',' : undefined}
                  decimalScale={decimals}
                  fixedDecimalScale={key === 'lnsToDep'}
                  disabled={!inputsOn}
                />
                <NumberInput
                  aria-label={`${label} maximum`}
                  placeholder="Max"
                  value={range.max ?? ''}
                  onChange={(v) => setRange(key, { max: toNumber(v) })}
                  onBlur={touch}
                  thousandSeparator={key === 'assets' ? ',' : undefined}
                  decimalScale={decimals}
                  fixedDecimalScale={key === 'lnsToDep'}
                  disabled={!inputsOn}
                />
              </Group>
            </Paper>
          );
        })}
      </SimpleGrid>

      <Section title="Institution Profile" defaultOpen>
        <ProfileFilters
          institutionType={institutionType}
          filters={filters}
          onChange={onChange}
          enabled={enabled}
        />
        {institutionType === 'credit union' && (
          <Checkbox
            label="Low-income designation"
            checked={filters.flags.lowIncInd === true}
            onChange={(e) => setFlag('lowIncInd', e.currentTarget.checked)}
            disabled={!enabled}
          />
        )}
      </Section>

      <Section title="Loan Concentration" defaultOpen={false}>
        <Text fz="sm" c="dimmed">
          An institution must have at least 25% concentration in each selected area.
        </Text>
        {flagList(concentrationFlags(institutionType))}
      </Section>

      <Section title="Services Offered" defaultOpen={false}>
        <Text fz="sm" c="dimmed">
          Services are inferred from call report data.
        </Text>
        {flagList(serviceFlags(institutionType))}
      </Section>

      <Section title="Performance Metrics" defaultOpen={false}>
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label="Performance Metrics">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Metric</Table.Th>
                <Table.Th ta="right">Your value</Table.Th>
                <Table.Th>Filter</Table.Th>
                <Table.Th>Min</Table.Th>
                <Table.Th>Max</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {performanceMetrics(institutionType).map((metric) => {
                const { title, own: ownValue } = PERFORMANCE_ROWS[metric];
                const row = filters.performance[metric] ?? { filter: 0, min: null, max: null };
                const isRange = row.filter === -1;
                return (
                  <Table.Tr key={metric}>
                    <Table.Td>{title}</Table.Td>
                    <Table.Td ta="right">
                      {formatMetricValue(own ? ownValue(own) : null, 'PCT')}
                    </Table.Td>
                    <Table.Td>
                      <SegmentedControl
                        size="xs"
                        aria-label={`${title} filter`}
                        value={String(row.filter)}
                        onChange={(v) =>
                          setPerformance(metric, { filter: Number(v) as -1 | 0 | 1 })
                        }
                        data={[
                          { label: 'N/A', value: '0' },
                          { label: 'Better', value: '1' },
                          { label: 'Range', value: '-1' },
                        ]}
                        disabled={!enabled}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        size="xs"
                        aria-label={`${title} minimum`}
                        value={row.min ?? ''}
                        onChange={(v) => setPerformance(metric, { min: toNumber(v) })}
                        decimalScale={2}
                        disabled={!enabled || !isRange}
                        w={100}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        size="xs"
                        aria-label={`${title} maximum`}
                        value={row.max ?? ''}
                        onChange={(v) => setPerformance(metric, { max: toNumber(v) })}
                        decimalScale={2}
                        disabled={!enabled || !isRange}
                        w={100}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Section>
    </Stack>
  );
}
