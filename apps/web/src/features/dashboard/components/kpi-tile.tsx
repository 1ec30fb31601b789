import { formatMetricValue } from '@app/core/format/format-metric-value';
import { formatMonthYear } from '@app/core/format/format-month-year';
import { Group, Text } from '@mantine/core';
import type { KpiValue } from '@app/core/api/metrics';
import { kpiTrend, trendText, type KpiTrend } from '../utils/kpi-trend';
import { TileFrame } from './tile-frame';

const TONE_COLORS: Record<KpiTrend['tone'], string> = {
  improved: 'green.8',
  declined: 'red.7',
  neutral: 'gray.6',
};
const ARROWS: Record<KpiTrend['direction'], string> = { up: '▲', down: '▼', flat: '▬' };

/** spec 1 section 2: a KPI's current value with an arrow against the prior period. */
export function KpiTile({
  title,
  kpi,
  to,
}: {
  title: string;
  kpi: KpiValue | undefined;
  to: string | null;
}) {
  const value = kpi?.value ?? null;
  const prior = kpi?.priorValue ?? null;
  const displayType = kpi?.displayType ?? 'PCT';
  // Two quarters that show the same (5.04% and 5.04%) read as unchanged, whatever digits the
  // screen does not show.
  const shownSame =
    value !== null &&
    prior !== null &&
    formatMetricValue(value, displayType) === formatMetricValue(prior, displayType);
  const trend: KpiTrend | null = !kpi
    ? null
    : shownSame
      ? { direction: 'flat', tone: 'neutral' }
      : kpiTrend(value, prior, kpi.rankSort);
  const comparison = trendText(trend, formatMetricValue(prior, displayType));
  const body = (
    <>
      <Text size="sm" fw={600} c="gray.8" lineClamp={2} mih={40}>
        {title}
      </Text>
      <Group gap={6} align="baseline" wrap="nowrap">
        <Text fz={26} fw={700} lh={1.2}>
          {formatMetricValue(value, displayType)}
        </Text>
        {trend && (
          <Text
            span
            fw={700}
            c={TONE_COLORS[trend.tone]}
            data-trend={`${trend.direction}-${trend.tone}`}
            aria-hidden="true"
          >
            {ARROWS[trend.direction]}
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {kpi?.reportDate ? `As of ${formatMonthYear(kpi.reportDate)}; ` : ''}
        {comparison}
      </Text>
    </>
  );
  const label = `${title}: ${formatMetricValue(value, displayType)}, ${comparison}`;
  return (
    <TileFrame to={to} label={label}>
      {body}
    </TileFrame>
  );
}
