import type { PeerStatistic } from '@app/core/analytics/peer-statistics';
import { commonMetricOf, NOT_COMMON_REASON } from '@app/core/domain/common-metrics';
import { badRequest } from '../../platform/http/http-error';
import type { MetricDefinition } from '../../reference-data/catalogue/metric-definition';
import type { PeerGroup } from '../../reference-data/peer-groups/group-members-repository';

export const MIXED_AGGREGATE_REFUSAL =
  'The aggregate statistic is not offered on a peer group of banks and credit unions: bank items are in thousands and credit-union items in dollars, and the two charters sum different items.';

/** 400 naming why a mixed group has no figure of a metric outside the common set. */
export function requireCommonMetric(metric: MetricDefinition) {
  if (!commonMetricOf(metric.metricId)) {
    throw badRequest(`${metric.metricTitle} (${metric.metricId}): ${NOT_COMMON_REASON}`);
  }
}

/** 400 naming why a mixed group has no figure of this metric under this statistic. */
export function requireMixedComparable(metric: MetricDefinition, statistic: PeerStatistic) {
  requireCommonMetric(metric);
  if (statistic === 'aggregate') throw badRequest(MIXED_AGGREGATE_REFUSAL);
}

/**
 * A mixed-charter group's members (a custom group's list, at most 100), which a view reads each
 * by its own charter's metric; null for a group of one charter, read in the database.
 */
export function mixedMembersOf(group: PeerGroup): readonly number[] | null {
  return group.mixed && group.members.kind === 'list' ? group.members.iids : null;
}
