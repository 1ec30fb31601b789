import { PEER_STATISTICS, type PeerStatistic } from '@app/core/analytics/peer-statistics';
import { FEW_INSTITUTIONS } from '@app/core/api/peer-statistics';
import { peerLabel, type PeerChoice } from './peer-rules';

export type { PeerStatistic };

/** The session-store key of the peer statistic: one per user, like the chosen group. */
export const PEER_STATISTIC_KEY = 'peerStatistic';

/** How labels name each statistic ("Peer median (146)"). */
export const STATISTIC_NAMES: Record<PeerStatistic, string> = {
  mean: 'average',
  median: 'median',
  trimmed: 'trimmed average',
  aggregate: 'aggregate',
};

/** What the peer selector's choice explains. */
export const STATISTIC_DESCRIPTIONS: Record<PeerStatistic, string> = {
  mean: 'Average: the simple average of the members’ ratios.',
  median: 'Median: the middle member’s value.',
  trimmed:
    'Trimmed average (the UBPR’s peer average): members above the 95th and below the 5th percentile are left out, metric by metric.',
  aggregate:
    'Aggregate: the group as one institution, the sum of the numerators over the sum of the denominators (ratio metrics only).',
};

export function parsePeerStatistic(value: string | undefined | null): PeerStatistic {
  return PEER_STATISTICS.find((s) => s === value) ?? 'mean';
}

/** "Peer median (146)", or "Peer median" when the count is not known. */
export function peerStatisticLabel(statistic: PeerStatistic, count?: number | null): string {
  const name = `Peer ${STATISTIC_NAMES[statistic]}`;
  return count === undefined || count === null ? name : `${name} (${count})`;
}

/** The note a group's figure carries when it rests on fewer than 10 institutions, else null. */
export function fewInstitutionsNote(count: number | null | undefined): string | null {
  if (count === null || count === undefined || count >= FEW_INSTITUTIONS) return null;
  return `Rests on few institutions: ${count} ${count === 1 ? 'has' : 'have'} a value.`;
}

/** The members a group peer counts: the filter's, else the whole group's. */
export function peerMemberCount(peer: Pick<PeerChoice, 'group' | 'members'>): number {
  return peer.members?.length ?? peer.group.institutionCount;
}

/**
 * What a page names its peer by: a group with the statistic its figures are ("Community
 * Banks · Peer median (146)"); one institution by its name alone.
 */
export function peerNameWithStatistic(
  peer: PeerChoice | null,
  statistic: PeerStatistic,
): string | null {
  if (!peer) return null;
  if (peer.institution) return peerLabel(peer);
  return `${peerLabel(peer)} · ${peerStatisticLabel(statistic, peerMemberCount(peer))}`;
}

/**
 * The statistic a metric's group figure is asked in: the chosen one, or the average where the
 * metric has no aggregate (not a ratio of summable items), with the note that says so.
 */
export function statisticFor(
  metric: { metricTitle: string; aggregate?: boolean } | null | undefined,
  statistic: PeerStatistic,
): { statistic: PeerStatistic; note: string | null } {
  if (statistic !== 'aggregate' || !metric || metric.aggregate) return { statistic, note: null };
  return {
    statistic: 'mean',
    note: `${metric.metricTitle} has no aggregate (it is not a ratio of summable items): the peer average is shown.`,
  };
}
