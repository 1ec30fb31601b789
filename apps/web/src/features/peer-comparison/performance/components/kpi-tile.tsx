import { formatMetricValue, MISSING_VALUE } from '@app/core/format/format-metric-value';
import { formatMonthYear } from '@app/core/format/format-month-year';
import { valueNoteText } from '@app/core/format/value-note';
import { asLine, noScoreReason, scoreFooting } from '@app/core/format/score-measures';
import { Paper, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import type { KpiValue } from '@app/core/api/metrics';
import { directionNote } from '../utils/score-bands';
import { fewInstitutionsNote, peerStatisticLabel } from '../../../../selection/peer-statistic';
import classes from './kpi-tile.module.css';

/**
 * One KPI tile (spec 2 section 2.10): value, label, an optional tooltip (the peer's average and
 * which way is better) and an optional link that navigates on click.
 */
export function KpiTile({
  metricId,
  kpi,
  peerIsGroup,
  to,
}: {
  metricId: string;
  kpi: KpiValue | null;
  peerIsGroup: boolean;
  to: string | null;
}) {
  const label = kpi?.metricTitle ?? metricId;
  const displayType = kpi?.displayType ?? 'PCT';
  const value = kpi ? formatMetricValue(kpi.value, displayType) : MISSING_VALUE;
  const peerType =
    peerIsGroup && (displayType === 'INT' || displayType === 'ORDINAL') ? 'DEC' : displayType;
  const peerValue = kpi ? formatMetricValue(kpi.peerValue, peerType) : MISSING_VALUE;
  const note = kpi ? directionNote(kpi.rankSort) : null;
  // A value the source files do not report keeps its dash; the tooltip says why first. A score
  // says how many of its area's measures it rests on, and without one, that they are too few.
  const missing =
    kpi && kpi.value === null
      ? (noScoreReason(kpi.measures) ?? valueNoteText(kpi.valueNote))
      : null;
  const footing = kpi ? scoreFooting(kpi.measures, kpi.value !== null) : null;
  // A group's figure names its statistic and members (issue 28); the average keeps its words.
  const statistic = peerIsGroup ? (kpi?.peerStatistic ?? 'mean') : null;
  const peerName =
    statistic === null
      ? 'Peer'
      : statistic === 'mean'
        ? 'Peer average'
        : peerStatisticLabel(statistic, kpi?.peerCount);
  const shortName =
    statistic === null ? 'Peer' : statistic === 'mean' ? 'Peer avg' : peerStatisticLabel(statistic);
  const tooltip = [
    missing ? asLine(missing) : footing ? asLine(footing) : null,
    `${peerName}: ${peerValue}`,
    kpi?.peerValue === null && kpi.peerValueReason ? kpi.peerValueReason.replace(/\.$/, '') : null,
    statistic !== null ? (fewInstitutionsNote(kpi?.peerCount)?.replace(/\.$/, '') ?? null) : null,
    kpi?.reportDate ? `As of ${formatMonthYear(kpi.reportDate)}` : null,
    note,
  ]
    .filter(Boolean)
    .join('. ');
  const body = (
    <>
      <Text fz={24} fw={700} lh={1.2} data-testid="kpi-value">
        {value}
      </Text>
      <Text size="sm" fw={500} lineClamp={2}>
        {label}
      </Text>
      <Text size="xs" c="gray.7">
        {shortName} {peerValue}
      </Text>
      {footing && (
        <Text size="xs" c="gray.7" data-testid="score-measures">
          {asLine(footing)}
        </Text>
      )}
    </>
  );
  const accessibleName = `${label}: ${value}. ${tooltip}`;
  return (
    <Tooltip label={tooltip} multiline w={260} withArrow disabled={!kpi}>
      {to ? (
        <Paper
          component={Link}
          to={to}
          withBorder
          p="sm"
          radius="md"
          className={classes.tile}
          aria-label={accessibleName}
          data-metric-id={metricId}
        >
          {body}
        </Paper>
      ) : (
        <Paper
          withBorder
          p="sm"
          radius="md"
          tabIndex={0}
          role="group"
          aria-label={accessibleName}
          data-metric-id={metricId}
        >
          {body}
        </Paper>
      )}
    </Tooltip>
  );
}
