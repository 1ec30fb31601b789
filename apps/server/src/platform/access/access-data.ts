import type { InstitutionType, ProductCode, TierCode } from '@app/core/domain/products';
import type { SubjectRow } from '../db/subject-row';

/** A metric as the access layer reads it: which one, and of which institution type. */
export interface MetricRef {
  metricId: string;
  institutionType: InstitutionType;
}

/** A peer group as the peer rules read it. */
export interface PeerGroupFacts {
  groupId: number;
  groupType: number;
  institutionType: string;
  organizationId: string | null;
}

/**
 * What the access layer reads of the data it guards, handed in by the composition root (the
 * peer groups are the analytics' and the metric catalogue is the reference data's, both layers
 * above this one).
 */
export interface AccessData {
  /** The institution of an {iid}, or undefined when there is none. */
  subject(iid: number): Promise<SubjectRow | undefined>;
  group(groupId: number): Promise<PeerGroupFacts | undefined>;
  /** The aggregate groups holding the subject: what the Free plan compares with. */
  holdingGroups(subject: SubjectRow): Promise<readonly PeerGroupFacts[]>;
  /** The subject type's metric of that id, or undefined. */
  findMetric(metricId: string, institutionType: InstitutionType): MetricRef | undefined;
  /** The tiers a metric needs in a product; undefined when the product does not show it. */
  metricTiers(product: ProductCode, metric: MetricRef): readonly TierCode[] | undefined;
}
