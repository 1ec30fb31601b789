import type { Metric } from '@app/core/api/metrics';
import { commonMetricOf, NOT_COMMON_NOTE } from '@app/core/domain/common-metrics';
import { agencyIdOf } from '@app/core/domain/institution-ids';
import type { InstitutionType } from '@app/core/domain/products';
import type { PeerChoice } from '../../../../selection/peer-rules';

const notCommon = (metric: Metric) => (commonMetricOf(metric.metricId) ? null : NOT_COMMON_NOTE);

/**
 * Against a group of banks and credit unions, or one of its members of the other charter, only
 * the common metric set is compared (issue 28 point 4): the other metrics stay listed, not
 * chosen (a default skips them), each saying why.
 */
export function mixedMetricChoice(
  metrics: readonly Metric[] | undefined,
  peer: PeerChoice | null,
  institutionType: InstitutionType,
) {
  const mixed =
    peer !== null &&
    peer.group.mixed === true &&
    (peer.institution === null ||
      agencyIdOf(peer.institution.iid).institutionType !== institutionType);
  if (!mixed || !metrics) return { metrics, unavailable: undefined };
  // A metric the plan does not open keeps saying so (the upsell) rather than this.
  const planLocked = new Set(metrics.filter((m) => m.locked).map((m) => m.metricId));
  return {
    metrics: metrics.map((m) => (notCommon(m) === null ? m : { ...m, locked: true })),
    unavailable: (m: Metric) => (planLocked.has(m.metricId) ? null : notCommon(m)),
  };
}
