import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { authorize } from '../auth/guards';
import { holdsTier } from '../auth/principal';
import { NMD_STANDARD, PC_STANDARD, requireTier } from '../auth/tier-policy';
import type { SubjectPolicy } from '../institutions/subject-policy';
import { canOpenProduct } from '../products/product-policy';
import { CATEGORY_TITLES } from './catalogue/category-titles';
import { findMetric } from './catalogue/find-metric';

/** Credit quality pages carry the standard tier (spec 2 section 6), so do their metrics. */
const STANDARD_CATEGORIES = new Set<string>([
  CATEGORY_TITLES.creditQuality,
  CATEGORY_TITLES.reserves,
]);

const UPGRADE = 'Your plan does not include this feature. Upgrade to use it.';

/**
 * Who may call the analytics of /api/{iid}/…: the institution must be one the caller may view
 * (subject policy), and the call's product and tier must be held.
 */
export function metricPolicy(subjects: SubjectPolicy) {
  const anyProduct = authorize(
    (p) => p.products.length > 0,
    'Your plan does not include analytics.',
  );
  const metricTier = authorize((p, request: FastifyRequest) => {
    const { metricId } = request.params as { metricId?: string };
    const metric = metricId ? findMetric(metricId) : undefined;
    return !metric || !STANDARD_CATEGORIES.has(metric.categoryTitle) || holdsTier(p, PC_STANDARD);
  }, UPGRADE);
  const statisticalTier = authorize((p, request: FastifyRequest) => {
    const { currentProduct } = request.query as { currentProduct?: string };
    return currentProduct === 'non-maturity-deposits'
      ? holdsTier(p, NMD_STANDARD)
      : holdsTier(p, PC_STANDARD);
  }, UPGRADE);

  const on = (...checks: preHandlerAsyncHookHandler[]) => [...checks, subjects.view];
  return {
    /** Series and metric definitions: both products chart metrics. */
    readMetric: on(anyProduct, metricTier),
    /** Lists of metrics for the pickers. */
    trendList: on(canOpenProduct('peer-comparison')),
    correlationList: on(canOpenProduct('peer-comparison'), requireTier(PC_STANDARD, UPGRADE)),
    decayList: on(canOpenProduct('non-maturity-deposits'), requireTier(NMD_STANDARD, UPGRADE)),
    /** Peer comparison views: quarterly summaries, ranks, percentiles. */
    peerComparison: on(canOpenProduct('peer-comparison'), metricTier),
    statistical: on(anyProduct, statisticalTier),
    kpi: on(anyProduct),
    /** The beta pages (NMD) and the correlations (PC) both pick regression metrics. */
    regressionDropdown: authorize((p) => holdsTier(p, [...PC_STANDARD, ...NMD_STANDARD]), UPGRADE),
  };
}

export type MetricPolicy = ReturnType<typeof metricPolicy>;
