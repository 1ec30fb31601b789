import type { LegendKind } from '@app/core/api/product-definition';
import { Box, Group, Paper, Text } from '@mantine/core';
import { INSTITUTION_COLOR, PEER_COLOR } from '../../ui/charts/chart-palette';
import type { LegendRate, LegendScores } from '../renderer/page-context';

type PageLegendProps = {
  kind: LegendKind;
  roomName: string;
  institutionName: string | null;
  peerName: string | null;
  rate: LegendRate | null;
  scores: LegendScores | null;
};

function Swatch({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      w={14}
      h={14}
      style={{ borderRadius: 3, background: color, display: 'inline-block', flexShrink: 0 }}
    />
  );
}

function LegendEntry({ color, name, value }: { color: string; name: string; value?: string }) {
  return (
    <Group gap={6} wrap="nowrap" component="li">
      <Swatch color={color} />
      <Text size="sm">{name}</Text>
      {value !== undefined && (
        <Text size="sm" fw={700}>
          {value}
        </Text>
      )}
    </Group>
  );
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? '-' : String(Math.round(value));

/**
 * spec 2 section 2.1: the legend slot. Comparison pages name the institution (colour 0), the
 * peer (colour 1) and a selected rate in its own colour; performance pages show the room name
 * plus Scores with the institution's and the peer's score (a dash when missing).
 */
export function PageLegend({
  kind,
  roomName,
  institutionName,
  peerName,
  rate,
  scores,
}: PageLegendProps) {
  if (kind === 'none' || !institutionName) return null;
  const performance = kind === 'performance';
  return (
    <Paper withBorder radius="md" px="md" py="xs" aria-label="Legend" component="aside">
      <Group gap="lg" wrap="wrap">
        {performance && (
          <Text size="sm" fw={700}>
            {roomName} Scores
          </Text>
        )}
        <Group component="ul" gap="lg" wrap="wrap" m={0} p={0} style={{ listStyle: 'none' }}>
          <LegendEntry
            color={INSTITUTION_COLOR}
            name={institutionName}
            value={performance ? score(scores?.institution) : undefined}
          />
          {peerName && (
            <LegendEntry
              color={PEER_COLOR}
              name={peerName}
              value={performance ? score(scores?.peer) : undefined}
            />
          )}
          {!performance && rate && <LegendEntry color={rate.color} name={rate.name} />}
        </Group>
      </Group>
    </Paper>
  );
}
