import type { InstitutionType, ProductCode } from '@app/core/domain/products';
import { forbidden, type HttpError } from '../http/http-error';
import type { AccessData, MetricRef } from './access-data';
import { REFUSALS, type Holder } from './entitlements';
import type { PeerAccess, PeerHolder, PeerRef } from './peer-access';
import type { MetricStanding } from './request-rules';
import type { Rule } from './rule';

const PRODUCTS = ['peer-comparison', 'non-maturity-deposits'] as const;
const TYPES: readonly InstitutionType[] = ['bank', 'credit union'];

/**
 * What a follower may be told (issue 25 point 6): the metrics it follows must be ones it may
 * read in a product it holds, when it follows them and again whenever a quarter is told (a
 * subscription may lapse meanwhile); the peer group its figures are ranked in must be one it
 * may compare with. The same metric standings and peer rules as the analytics routes.
 */
export function followedMetricRules(
  data: AccessData,
  peers: PeerAccess,
  metricStanding: (holder: Holder, product: ProductCode, metric: MetricRef) => MetricStanding,
) {
  /** Why the holder may read the metric in none of its products, or null. */
  const metricRefusal = (holder: Holder, metric: MetricRef): HttpError | null => {
    const standings = PRODUCTS.map((product) => metricStanding(holder, product, metric));
    if (standings.includes('open')) return null;
    // A product the holder has shows it on a higher tier: the upsell, as on the pages.
    if (standings.includes('locked')) return forbidden(REFUSALS.upgrade);
    const shownIn = PRODUCTS.find((product) => data.metricTiers(product, metric) !== undefined);
    return forbidden(shownIn ? REFUSALS.product(shownIn) : REFUSALS.anyProduct);
  };

  /** PUT /api/follows: each listed metric readable; an unknown one is the service's 400. */
  const metricsReadable: Rule<{ body: { metrics: readonly { metricId: string }[] } }> = (
    holder,
    { body },
  ) => {
    for (const { metricId } of body.metrics) {
      for (const type of TYPES) {
        const metric = data.findMetric(metricId, type);
        const refusal = metric && metricRefusal(holder, metric);
        if (refusal) return forbidden(`metrics: ${metricId}: ${refusal.message}`);
      }
    }
    return null;
  };

  return {
    metricsReadable,

    mayReadMetric: (holder: Holder, metric: MetricRef) => metricRefusal(holder, metric) === null,

    /** May the holder compare the subject with the peer (narrowed to ticked members)? */
    async mayComparePeer(
      holder: PeerHolder,
      subjectIid: number,
      peer: PeerRef,
      filtered: boolean,
    ): Promise<boolean> {
      const subject = await data.subject(subjectIid);
      if (!subject) return false;
      if (await peers.refusal(holder, subject, peer, 'values')) return false;
      return !filtered || (await peers.refusal(holder, subject, peer, 'filter')) === null;
    },
  };
}
