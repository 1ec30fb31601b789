import { SCORE_LABELS, type QuintileScore } from '@app/core/analytics/quintile-score';
import { formatMetricValue } from '@app/core/format/format-metric-value';
import { formatMonthYear } from '@app/core/format/format-month-year';
import { asLine, scoreFooting } from '@app/core/format/score-measures';
import type { ScoreMeasures } from '@app/core/api/metrics';
import type { DisplayType } from '@app/core/domain/display-type';
import { Group, Text } from '@mantine/core';
import { TileFrame } from './tile-frame';

/** Score legend bands of spec 2 section 2.10: red, orange, yellow, lime, green. */
const SCORE_COLORS: Record<QuintileScore, string> = {
  1: 'var(--mantine-color-red-6)',
  2: 'var(--mantine-color-orange-6)',
  3: 'var(--mantine-color-yellow-5)',
  4: 'var(--mantine-color-lime-6)',
  5: 'var(--mantine-color-green-7)',
};

/** Five segments, as many filled as the score, in the score's band colour. */
function ScoreMeter({ score }: { score: QuintileScore | null }) {
  return (
    <Group gap={3} wrap="nowrap" aria-hidden="true" my={4}>
      {[1, 2, 3, 4, 5].map((segment) => (
        <span
          key={segment}
          style={{
            flex: 1,
            height: 6,
            borderRadius: 3,
            backgroundColor:
              score && segment <= score ? SCORE_COLORS[score] : 'var(--mantine-color-gray-2)',
          }}
        />
      ))}
    </Group>
  );
}

const asScore = (value: number | null): QuintileScore | null =>
  value !== null && Number.isInteger(value) && value >= 1 && value <= 5
    ? (value as QuintileScore)
    : null;

type ScoreTileProps = {
  title: string;
  value: number | null;
  displayType: DisplayType;
  reportDate: string | null;
  /** How many of the area's KPIs the score rests on (issue 23); null when not told. */
  measures: ScoreMeasures | null;
  /** Only users holding Peer Comparison navigate (spec 1 section 2). */
  to: string | null;
};

/**
 * spec 1 section 2: a score 1 to 5, its label, the report date; and how many of its area's
 * measures it rests on, or why there is none (issue 23).
 */
export function ScoreTile({ title, value, displayType, reportDate, measures, to }: ScoreTileProps) {
  const score = asScore(value);
  const footing = scoreFooting(measures, score !== null);
  const body = (
    <>
      <Text size="sm" fw={600} c="gray.8">
        {title}
      </Text>
      <Text fz={34} fw={700} lh={1.1} c={score ? 'gray.9' : 'dimmed'} data-testid="score">
        {formatMetricValue(score, displayType === 'ORDINAL' ? 'INT' : displayType)}
      </Text>
      <ScoreMeter score={score} />
      <Text size="sm" fw={500}>
        {score ? SCORE_LABELS[score] : 'No score'}
      </Text>
      {footing && (
        <Text size="xs" c={score ? 'dimmed' : 'gray.8'} data-testid="score-measures">
          {asLine(footing)}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {reportDate ? `As of ${formatMonthYear(reportDate)}` : 'No report'}
      </Text>
    </>
  );
  const label = `${title}: ${score ?? 'no score'}${score ? ` (${SCORE_LABELS[score]})` : ''}${footing ? `, ${footing}` : ''}`;
  return (
    <TileFrame to={to} label={label}>
      {body}
    </TileFrame>
  );
}
