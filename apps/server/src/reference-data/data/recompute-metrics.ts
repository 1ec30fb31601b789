import type { InstitutionType } from '@app/core/domain/products';
import type { Database } from '../../platform/db/database';
import { metricsOf } from '../catalogue/find-metric';
import { computeMetrics, type ComputeProgress } from './compute-metrics';

const TYPES: readonly InstitutionType[] = ['bank', 'credit union'];

/**
 * Computes every stored quarter's metrics again from the call reports already held, for an
 * upgrade whose catalogue changed what is stored beside the values (the ratio parts the
 * aggregate peer statistic sums, a corrected formula): without it those quarters keep the old
 * figures until they are imported again. One transaction per institution type, so a failure
 * leaves that type as it was; each raises its data version, so cached answers are not served.
 */
export async function recomputeMetrics(
  db: Database,
  which: InstitutionType | 'all',
  progress?: ComputeProgress,
): Promise<{ institutionType: InstitutionType; quarters: number; rows: number }[]> {
  const types = which === 'all' ? TYPES : [which];
  const done = [];
  for (const institutionType of types) {
    const result = await db.transaction((tx) =>
      computeMetrics(tx, institutionType, metricsOf(institutionType), { progress }),
    );
    done.push({ institutionType, ...result });
  }
  return done;
}
