import { BANK_KPI_TILES } from '@app/core/domain/dashboard-tiles';
import type { InstitutionType, ProductCode, TierCode } from '@app/core/domain/products';
import { DEFINED_PAGES, metricIdsNamedBy } from '@app/core/products/product-definitions';
import { metricsOf } from './find-metric';
import { metricLists } from './metric-lists';
import type { MetricDefinition } from './metric-definition';

/**
 * The tiers a metric needs, derived from the product definitions (the one map of page tiers):
 * the tier of the pages that show it.
 *
 * Peer Comparison: a metric named on a page open to every holder (a balance line chart, a
 * performance tile) is open. Otherwise a metric named on gated pages needs their tiers, and so
 * does every other metric of its category: the credit quality room's charts stand for their
 * categories, which the trend and quarterly pages would otherwise hand out for free.
 *
 * Non-Maturity Deposits names no metric on its pages; its pages analyse the decay balances and
 * the regression metrics (and its dashboard panel the bank KPI tiles of spec 1), all under the
 * product's pages' tiers.
 */
export type MetricTiers = ReadonlyMap<string, readonly TierCode[]>;

function peerComparisonTiers(institutionType: InstitutionType): MetricTiers {
  const pages = DEFINED_PAGES.filter(
    (p) => p.product === 'peer-comparison' && p.institutionType === institutionType,
  );
  const open = new Set<string>();
  const gated = new Map<string, Set<TierCode>>();
  for (const { page } of pages) {
    for (const id of metricIdsNamedBy(page)) {
      if (page.tiers.length === 0) open.add(id);
      else page.tiers.forEach((t) => addTo(gated, id, t));
    }
  }
  const byCategory = new Map<string, Set<TierCode>>();
  const catalogue = metricsOf(institutionType);
  for (const metric of catalogue) {
    for (const tier of gated.get(metric.metricId) ?? []) {
      addTo(byCategory, metric.categoryTitle, tier);
    }
  }
  const tiers = new Map<string, readonly TierCode[]>();
  for (const metric of catalogue) {
    const needed = open.has(metric.metricId)
      ? undefined
      : (gated.get(metric.metricId) ?? byCategory.get(metric.categoryTitle));
    tiers.set(metric.metricId, needed ? [...needed] : []);
  }
  return tiers;
}

function nonMaturityDepositTiers(institutionType: InstitutionType): MetricTiers {
  const productTiers = new Set(
    DEFINED_PAGES.filter(
      (p) => p.product === 'non-maturity-deposits' && p.institutionType === institutionType,
    ).flatMap((p) => p.page.tiers),
  );
  const shown = [
    ...metricLists.decay(institutionType),
    ...metricLists.correlation(institutionType),
  ].map((m) => m.metricId);
  if (institutionType === 'bank') shown.push(...BANK_KPI_TILES.map((t) => t.metricId));
  return new Map(shown.map((id) => [id, [...productTiers]]));
}

function addTo<K>(map: Map<K, Set<TierCode>>, key: K, tier: TierCode) {
  const set = map.get(key) ?? new Set<TierCode>();
  set.add(tier);
  map.set(key, set);
}

const TIERS: Record<ProductCode, Record<InstitutionType, MetricTiers>> = {
  'peer-comparison': {
    bank: peerComparisonTiers('bank'),
    'credit union': peerComparisonTiers('credit union'),
  },
  'non-maturity-deposits': {
    bank: nonMaturityDepositTiers('bank'),
    'credit union': nonMaturityDepositTiers('credit union'),
  },
};

/**
 * The tiers that open the metric in the product (an empty list: every holder of the product),
 * or undefined when the product does not show the metric at all.
 */
export function metricTiers(
  product: ProductCode,
  metric: Pick<MetricDefinition, 'metricId' | 'institutionType'>,
): readonly TierCode[] | undefined {
  return TIERS[product][metric.institutionType].get(metric.metricId);
}
