import { formatCount } from '@app/core/format/format-count';
import type { ImportReportData } from '@app/core/api/admin/data';
import { Alert, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

const count = (n: number) => n.toLocaleString('en-US');

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} data-figure={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

function Listed({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {/* Lists are given whole, as the command line prints them: nothing is summarised away. */}
      <List size="sm" spacing={2} style={{ maxHeight: 240, overflowY: 'auto' }}>
        {items.map((item, index) => (
          <List.Item key={index}>{item}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** One import's account: what was read and stored, every row left out and why, what is missing. */
export function ImportReportView({ report }: { report: ImportReportData }) {
  const stored = report.ratesStored
    ? report.ratesStored.reduce((sum, rate) => sum + rate.quarters, 0)
    : report.institutionsStored;
  return (
    <Paper withBorder p="md" radius="md" aria-label="Import report" component="section">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          Import report: {report.source}
          {report.reportDate ? ` ${report.reportDate}` : ''}
        </Title>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {report.path}
        </Text>
        {report.status === 'refused' && (
          <Alert color="red" variant="light" title="Refused: nothing was changed">
            {report.refusal}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label="Rows read" value={count(report.rowsRead)} />
          <Figure
            label={report.ratesStored ? 'Quarter averages stored' : 'Institutions stored'}
            value={count(stored)}
          />
          <Figure label="Rows skipped" value={count(report.skipped.length)} />
          <Figure label="Metrics left null" value={count(report.metricsNotReported.length)} />
        </SimpleGrid>
        <Listed
          title="Files read"
          items={report.files.map((file) => `${file.name}: ${count(file.rows)} rows`)}
        />
        <Listed
          title="Rates stored"
          items={(report.ratesStored ?? []).map(
            (rate) =>
              `${rate.rateId}: ${count(rate.quarters)} quarters` +
              (rate.first ? `, ${rate.first} to ${rate.last}` : ''),
          )}
        />
        <Listed title="Files not read" items={report.ignoredFiles} />
        <Listed title="Required files missing" items={report.missingRequired} />
        <Listed
          title="Rows skipped"
          items={report.skipped.map(
            (row) =>
              `${row.file}${row.line === null ? '' : `, line ${row.line}`}, ${row.key}: ${row.reason}`,
          )}
        />
        <Listed
          title="Schedules missing from the files"
          items={report.missingSchedules.map(
            (missing) => `${missing.schedule} (${count(missing.items)} items, not reported)`,
          )}
        />
        <Listed
          title="Metrics left null by missing inputs"
          items={report.metricsNotReported.map(
            (metric) =>
              `${metric.metricId} ${metric.metricTitle}: ${formatCount(metric.institutions, 'institution')}`,
          )}
        />
      </Stack>
    </Paper>
  );
}
