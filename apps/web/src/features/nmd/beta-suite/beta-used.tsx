import { LAG_SOURCE_TEXT, type BackTestResult } from '@app/core/api/beta-suite';
import { Text } from '@mantine/core';
import { betaKindLabel } from './beta-controls';
import { formatBeta, formatRSquared, orDash, quarterLabel } from './beta-format';

type BetaUsed = Omit<BackTestResult['assumptions'], 'decayFactor'>;

const quarters = (n: number) => `${n} ${n === 1 ? 'quarter' : 'quarters'}`;

/** The lag applied, how it was set and how well the regression fits at it. */
function lagText(used: BetaUsed) {
  const fit = used.lagRSquared === null ? '' : `, R² ${formatRSquared(used.lagRSquared)}`;
  return `lag ${quarters(used.lagQuarters)}, ${LAG_SOURCE_TEXT[used.lagSource]}${fit}`;
}

/** The beta a projection applied, its lag and what estimated it, or why there is none. */
export function BetaUsedLine({ used }: { used: BetaUsed }) {
  if (used.unavailableReason)
    return (
      <Text size="sm" role="status">
        {betaKindLabel(used.kind)}: Insufficient Data. {used.unavailableReason}
      </Text>
    );
  const value =
    used.kind === 'asymmetric'
      ? `up ${orDash(used.upBeta, formatBeta)}, down ${orDash(used.downBeta, formatBeta)}`
      : orDash(used.beta, formatBeta);
  return (
    <Text size="sm">
      {betaKindLabel(used.kind)} applied: {value} ({lagText(used)}; estimated on data through{' '}
      {quarterLabel(used.estimatedThrough)}).
    </Text>
  );
}
