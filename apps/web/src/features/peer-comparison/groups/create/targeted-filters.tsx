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
import { DataTable, type DataTableColumn } from '../../../../ui/data-table/data-table';

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

  const filterOf = (metric: PerformanceMetric) =>
    filters.performance[metric] ?? { filter: 0, min: null, max: null };
  const bound = (key: 'min' | 'max', label: string): DataTableColumn<PerformanceMetric> => ({
    key,
    header: label,
    cell: (metric) => (
      <NumberInput
        size="xs"
        aria-label={`${PERFORMANCE_ROWS[metric].title} ${key === 'min' ? 'minimum' : 'maximum'}`}
        value={filterOf(metric)[key] ?? ''}
        onChange={(v) => setPerformance(metric, { [key]: toNumber(v) })}
        decimalScale={2}
        disabled={!enabled || filterOf(metric).filter !== -1}
        w={100}
      />
    ),
  });
  const performanceColumns: DataTableColumn<PerformanceMetric>[] = [
    { key: 'metric', header: 'Metric', cell: (metric) => PERFORMANCE_ROWS[metric].title },
    {
      key: 'own',
      header: 'Your value',
      align: 'right',
      cell: (metric) => formatMetricValue(own ? PERFORMANCE_ROWS[metric].own(own) : null, 'PCT'),
    },
    {
      key: 'filter',
      header: 'Filter',
      cell: (metric) => (
        <SegmentedControl
          size="xs"
          aria-label={`${PERFORMANCE_ROWS[metric].title} filter`}
          value={String(filterOf(metric).filter)}
          onChange={(v) => setPerformance(metric, { filter: Number(v) as -1 | 0 | 1 })}
          data={[
            { label: 'N/A', value: '0' },
            { label: 'Better', value: '1' },
            { label: 'Range', value: '-1' },
          ]}
          disabled={!enabled}
        />
      ),
    },
    bound('min', 'Min'),
    bound('max', 'Max'),
  ];

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
        <DataTable
          caption="Performance Metrics"
          columns={performanceColumns}
          rows={performanceMetrics(institutionType)}
          rowKey={(metric) => metric}
          sortMode="none"
          rowHeaders={false}
          exportable={false}
          minWidth={640}
          tableProps={{ verticalSpacing: 7 }}
        />
      </Section>
    </Stack>
  );
}
