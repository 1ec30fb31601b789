import { SCORE_TILES, scoreMetricId } from '@app/core/domain/dashboard-tiles';
import { Box, Group, Paper, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import type { PageComponentProps } from '../../../../product/renderer/component-registry';
import { usePageContext } from '../../../../product/renderer/page-context';
import { usePageKpis } from '../utils/use-page-kpis';
import { meanScore, SCORE_BANDS } from '../utils/score-bands';

/**
 * 'ScoreLegend' (spec 2 section 2.10): the five score bands with their colours. It also gives
 * the page legend its figures (section 2.1, "room name plus Scores, institution score and peer
 * score"): the score of the page's area, or on the snapshot page the mean of the five areas.
 */
export function ScoreLegend(_props: PageComponentProps) {
  const { institution, institutionType, pageCode, setLegendScores } = usePageContext();
  const metricIds = useMemo(() => {
    const tile = SCORE_TILES.find((t) => t.area === pageCode);
    const tiles = tile ? [tile] : SCORE_TILES;
    return tiles.map((t) =>
      scoreMetricId(institution?.institutionType ?? institutionType, t.metricIndex),
    );
  }, [pageCode, institution?.institutionType, institutionType]);
  const scores = usePageKpis(metricIds);

  useEffect(() => {
    // Reset to empty while the inputs' own answer is pending (spec 2 section 4).
    setLegendScores(
      scores.data
        ? {
            institution: meanScore(scores.data.map((s) => s.value)),
            peer: meanScore(scores.data.map((s) => s.peerValue)),
          }
        : null,
    );
  }, [scores.data, setLegendScores]);
  useEffect(() => () => setLegendScores(null), [setLegendScores]);

  return (
    <Paper
      withBorder
      radius="md"
      px="md"
      py="xs"
      component="section"
      aria-label="Score legend"
      data-pc-room="performance"
    >
      <Group gap="lg" wrap="wrap">
        <Text size="sm" fw={600}>
          Percentile bands
        </Text>
        <Group component="ul" gap="md" wrap="wrap" m={0} p={0} style={{ listStyle: 'none' }}>
          {SCORE_BANDS.map((band) => (
            <Group component="li" key={band.score} gap={6} wrap="nowrap">
              <Box
                aria-hidden="true"
                w={14}
                h={14}
                bg={band.color}
                style={{ borderRadius: 3, flexShrink: 0 }}
              />
              <Text size="sm">
                {band.range}{' '}
                <Text span c="gray.7" size="sm">
                  ({band.score} {band.label})
                </Text>
              </Text>
            </Group>
          ))}
        </Group>
      </Group>
    </Paper>
  );
}
