import type { RecentInstitution } from '@app/core/api/content';
import { formatMetricValue } from '@app/core/format/format-metric-value';
import { formatMonthYear } from '@app/core/format/format-month-year';
import { Paper, Text, UnstyledButton } from '@mantine/core';
import classes from './tiles.module.css';

/** spec 1 section 2: a recently viewed institution with its Total Assets; a click selects it. */
export function RecentInstitutionTile({
  institution,
  onSelect,
}: {
  institution: RecentInstitution;
  /** Null: shown only (the user cannot open Peer Comparison). */
  onSelect: ((institution: RecentInstitution) => void) | null;
}) {
  const assets = formatMetricValue(institution.totalAssets, institution.totalAssetsDisplayType);
  const body = (
    <>
      <Text size="sm" fw={600} lineClamp={2} mih={40}>
        {institution.label}
      </Text>
      <Text size="xs" c="dimmed">
        Total Assets
      </Text>
      <Text fz={22} fw={700} lh={1.2}>
        {assets}
      </Text>
      <Text size="xs" c="dimmed">
        {institution.totalAssetsDate
          ? `As of ${formatMonthYear(institution.totalAssetsDate)}`
          : 'No report'}
      </Text>
    </>
  );
  if (!onSelect) {
    return (
      <Paper
        withBorder
        p="sm"
        className={classes.staticTile}
        role="group"
        aria-label={institution.label}
      >
        {body}
      </Paper>
    );
  }
  return (
    <UnstyledButton
      className={`${classes.tile} ${classes.buttonTile}`}
      onClick={() => onSelect(institution)}
      aria-label={`${institution.label}: Total Assets ${assets}. Open in Peer Comparison`}
    >
      {body}
    </UnstyledButton>
  );
}
