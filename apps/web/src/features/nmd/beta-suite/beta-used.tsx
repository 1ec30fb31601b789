import type { BackTestResult } from '@app/core/api/beta-suite';
import { Text } from '@mantine/core';
import { betaKindLabel } from './beta-controls';
import { formatBeta, orDash, quarterLabel } from './beta-format';

type BetaUsed = Omit<BackTestResult['assumptions'], 'decayFactor'>;

/** The beta a projection applied and what estimated it, or why there is none. */
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
      {betaKindLabel(used.kind)} applied: {value} (lag {used.lagQuarters}, estimated on data through{' '}
      {quarterLabel(used.estimatedThrough)}).
    </Text>
  );
}
