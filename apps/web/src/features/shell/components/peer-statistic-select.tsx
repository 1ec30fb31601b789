import { PEER_STATISTICS } from '@app/core/analytics/peer-statistics';
import { NativeSelect } from '@mantine/core';
import {
  parsePeerStatistic,
  STATISTIC_DESCRIPTIONS,
  STATISTIC_NAMES,
  type PeerStatistic,
} from '../../../selection/peer-statistic';
import { selectionStore } from '../../../selection/selection-store';

type PeerStatisticSelectProps = {
  value: PeerStatistic;
  disabled?: boolean;
};

/**
 * Beside the peer selector: the statistic every group figure is shown as (issue 28), saved for
 * the user like the group. A native select: one tap on a phone, and its options read aloud.
 */
export function PeerStatisticSelect({ value, disabled = false }: PeerStatisticSelectProps) {
  return (
    <NativeSelect
      size="sm"
      aria-label="Peer statistic"
      title={STATISTIC_DESCRIPTIONS[value]}
      value={value}
      disabled={disabled}
      data-print-hidden
      data={PEER_STATISTICS.map((s) => ({ value: s, label: `Peer ${STATISTIC_NAMES[s]}` }))}
      onChange={(event) =>
        selectionStore.setStatistic(parsePeerStatistic(event.currentTarget.value))
      }
    />
  );
}
