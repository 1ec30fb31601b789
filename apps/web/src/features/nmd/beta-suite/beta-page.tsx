import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LockedExplorer } from '../../../ui/charts/locked-explorer';
import { usePageContext } from '../../../product/renderer/page-context';
import { AlcoPackLink } from './alco-pack-link';
import { SourceSwitch } from '../own-data/source-switch';
import type { AlcoPackQuery } from './api/beta-suite-api';
import type { AnalysisFrequency } from '@app/core/api/own-deposit-data';
import { periodLabel } from './beta-format';
import classes from './beta-page.module.css';

/**
 * The frame of a Beta Suite page: its controls and the ALCO pack download (made with the page's
 * choices, `pack`) above its answer, or the locked look for a plan without the page (which must
 * not call the API, nor offer the pack).
 */
export function BetaPage({
  component,
  name,
  controls,
  pack,
  children,
}: {
  component: string;
  name: string;
  controls: ReactNode;
  pack: AlcoPackQuery;
  children: ReactNode;
}) {
  const { paywalled, print } = usePageContext();
  if (paywalled)
    return (
      <LockedExplorer name={name} component={component} pickerWidths={[260]} chartHeight={300} />
    );
  return (
    <Stack gap="md" data-component={component} className={classes.page}>
      <Group align="flex-end" gap="md" wrap="wrap" data-print-hidden={print ? undefined : true}>
        {component !== 'BetaPeerRank' && <SourceSwitch />}
        {controls}
        <AlcoPackLink choices={pack} />
      </Group>
      {children}
    </Stack>
  );
}

/** Which series the answer relates, as the API chose them. */
export function SeriesLine({ metricTitle, rateName }: { metricTitle: string; rateName: string }) {
  return (
    <Text size="sm">
      {metricTitle} against {rateName}
    </Text>
  );
}

/** Quarters left out because the metric or the rate is missing there (never read as 0). */
export function SkippedQuarters({
  quarters,
  frequency = 'quarterly',
}: {
  quarters: readonly string[];
  /** Monthly answers (own data, issue 29) list months. */
  frequency?: AnalysisFrequency;
}) {
  if (quarters.length === 0) return null;
  return (
    <Text size="xs" c="dimmed">
      Left out, the cost or the rate is missing:{' '}
      {quarters.map((date) => periodLabel(date, frequency)).join(', ')}.
    </Text>
  );
}
