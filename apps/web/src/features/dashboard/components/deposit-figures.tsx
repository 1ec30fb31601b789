import type { DepositSummary } from '@app/core/api/deposit-summary';
import { formatMetricValue, formatNumber } from '@app/core/format/format-metric-value';
import { formatMonthYear } from '@app/core/format/format-month-year';
import { Group, Loader, SimpleGrid, Text } from '@mantine/core';
import { useDepositSummary } from '../api/get-deposit-summary';
import { BETA_PATH, DECAY_PATH } from './quick-links';
import { TileFrame } from './tile-frame';

const years = (value: number | null) => (value === null ? '-' : `${formatNumber(value, 2)} years`);

type Figure = {
  title: string;
  value: string;
  /** What the figure is of, or why it is missing. */
  note: string;
  to: string;
};

/** The window the figures are computed over: "Dec 2022 – Dec 2025". */
function windowText(summary: DepositSummary): string | null {
  if (!summary.startDate || !summary.endDate) return null;
  return `${formatMonthYear(summary.startDate)} – ${formatMonthYear(summary.endDate)}`;
}

function depositFigures(summary: DepositSummary): Figure[] {
  const { decay, beta } = summary;
  const decayNote = decay.reason ?? `${decay.metricTitle}, actual balance`;
  const betaNote =
    beta.reason ??
    `${beta.metricTitle} on ${beta.rateName}, ${beta.quarters} quarters; R² ${
      beta.rSquared === null ? '-' : formatNumber(beta.rSquared, 2)
    }`;
  return [
    {
      title: 'Quarterly Decay Factor',
      value: formatMetricValue(decay.decayFactor, 'PCT2'),
      note: decayNote,
      to: DECAY_PATH,
    },
    { title: '% Decline WAL', value: years(decay.pctDeclineWal), note: decayNote, to: DECAY_PATH },
    {
      title: 'Straight Line WAL',
      value: years(decay.straightLineWal),
      note: decayNote,
      to: DECAY_PATH,
    },
    {
      title: `Deposit Beta vs ${beta.rateName}`,
      value: beta.beta === null ? '-' : formatNumber(beta.beta, 2),
      note: betaNote,
      to: BETA_PATH,
    },
  ];
}

/**
 * The institution's decay factor, WALs and deposit beta against Fed Funds, as the decay and
 * beta pages compute them by default; each tile opens its page. Missing is a dash with why.
 */
export function DepositFigures({ iid }: { iid: number }) {
  const summary = useDepositSummary(iid);
  if (summary.isPending) {
    return (
      <Group justify="center" py="lg">
        <Loader size="sm" aria-label="Loading deposit figures" />
      </Group>
    );
  }
  if (summary.isError) {
    return (
      <Text c="dimmed" py="md">
        The deposit figures could not be loaded.
      </Text>
    );
  }
  const window = windowText(summary.data);
  return (
    <div data-tour="deposit-figures">
      <Text fw={600} size="sm" mt="md">
        Decay and beta
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {window
          ? `${window}, the deposit pages' default window`
          : 'No quarter of deposit data is loaded yet.'}
      </Text>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {depositFigures(summary.data).map((figure) => (
          <TileFrame
            key={figure.title}
            to={figure.to}
            label={`${figure.title}: ${figure.value}. ${figure.note}`}
          >
            <Text size="sm" fw={600} c="gray.8" lineClamp={2} mih={40}>
              {figure.title}
            </Text>
            <Text fz={26} fw={700} lh={1.2}>
              {figure.value}
            </Text>
            <Text size="xs" c="dimmed">
              {figure.note}
            </Text>
          </TileFrame>
        ))}
      </SimpleGrid>
    </div>
  );
}
