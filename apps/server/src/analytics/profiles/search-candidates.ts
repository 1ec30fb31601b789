import type { InstitutionType } from '@app/core/domain/products';
import { versionedCache } from '../../platform/db/data-version';
import { valueIn } from '../../reference-data/metric-values/metric-values-repository';
import type { PeerCandidate } from './peer-candidate';
import {
  measureFrom,
  measureTable,
  metricIdsOf,
  type Measure,
  type MeasureValues,
} from './profile-measures';
import type { MetricCrossSection, ProfilesRepository } from './profiles-repository';

/** Candidate sets kept: a few quarters of both institution types and both searches. */
const CANDIDATE_SETS_KEPT = 8;

/**
 * Every institution of a type with the measures at one quarter, the searches' candidates. They
 * are kept while the data version stays (the searches read the same few quarters again and
 * again; reading and building 4,500 candidates was most of a search's time).
 */
export function searchCandidates(repository: ProfilesRepository) {
  const candidateSets = versionedCache<Map<number, PeerCandidate>>(CANDIDATE_SETS_KEPT);

  /** One query for the institutions, one for the cross-sections; each is walked once. */
  async function read(
    type: InstitutionType,
    reportDate: string,
    measures: readonly Measure[],
  ): Promise<Map<number, PeerCandidate>> {
    const [rows, sections] = await Promise.all([
      repository.searchInstitutions(type),
      repository.crossSections(type, reportDate, metricIdsOf(type, measures)),
    ]);
    const candidates = new Map<number, PeerCandidate>();
    for (const row of rows) {
      const values: MeasureValues = {};
      for (const measure of measures) values[measure] = null;
      candidates.set(Number(row.iid), { ...row, iid: Number(row.iid), values });
    }
    const byMetric = new Map<string, MetricCrossSection>(sections.map((s) => [s.metricId, s]));
    const table = measureTable(type);
    for (const measure of measures) {
      const source = table[measure];
      if (typeof source === 'string') {
        const section = byMetric.get(source);
        if (!section) continue;
        section.iids.forEach((iid, i) => {
          const candidate = candidates.get(iid);
          if (candidate) candidate.values[measure] = section.values[i] ?? null;
        });
      } else if (source) {
        for (const candidate of candidates.values()) {
          candidate.values[measure] = measureFrom(source, (metricId) => {
            const section = byMetric.get(metricId);
            return section ? valueIn(section, candidate.iid) : null;
          });
        }
      }
    }
    return candidates;
  }

  return {
    async at(
      type: InstitutionType,
      reportDate: string,
      measures: readonly Measure[],
    ): Promise<Map<number, PeerCandidate>> {
      const version = await repository.dataVersion(type);
      return candidateSets.get(
        `${type}|${reportDate}|${[...measures].sort().join(',')}`,
        version,
        () => read(type, reportDate, measures),
      );
    },
  };
}
