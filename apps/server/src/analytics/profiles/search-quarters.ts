import type { InstitutionType } from '@app/core/domain/products';
import { versionedCache } from '../../platform/db/data-version';
import { byName, type PeerCandidate } from './peer-candidate';
import { measureFrom, measureTable, metricIdsOf, type Measure } from './profile-measures';
import type { InstitutionRow, ProfilesRepository } from './profiles-repository';

/** Quarters kept: a few of both institution types. */
const QUARTERS_KEPT = 8;

/** An institution as a search reads it and as its profile shows it, at one quarter. */
export interface QuarterInstitution extends InstitutionRow, PeerCandidate {
  /** It filed the quarter (has metric values for it): its profile then names the quarter. */
  filed: boolean;
}

/** What the searches read of one quarter of an institution type. */
export interface SearchQuarter {
  /** The quarter is held for the type (else a search of it is refused, and nothing is read). */
  held: boolean;
  /** Every institution of the type, active or not, with every measure of the type, by iid. */
  institutions: Map<number, QuarterInstitution>;
  /** The same, by name: what the searches filter. */
  candidates: QuarterInstitution[];
}

/**
 * The searches' quarters: every institution of a type with every measure the searches filter
 * on and the profiles show, read once per quarter and data version. A search then sends no
 * query of its own but the data version's (a search used to read the subject, the quarter,
 * the data version, then the found institutions' profiles: 4 round trips and a read of up to
 * hundreds of metric-value rows, most of its time on the national dataset).
 */
export function searchQuarters(repository: ProfilesRepository) {
  const kept = versionedCache<SearchQuarter>(QUARTERS_KEPT);

  async function read(type: InstitutionType, reportDate: string): Promise<SearchQuarter> {
    const table = measureTable(type);
    const measures = Object.keys(table) as Measure[];
    const metricIds = metricIdsOf(type, measures);
    // A quarter not held is refused: nothing more is read for it.
    if (!(await repository.hasQuarter(type, reportDate))) {
      return { held: false, institutions: new Map(), candidates: [] };
    }
    const [rows, filers] = await Promise.all([
      repository.profileRows(type, reportDate, null, metricIds),
      repository.filers(type, reportDate),
    ]);
    const institutions = new Map<number, QuarterInstitution>();
    for (const { institution, values: record } of rows) {
      const values: QuarterInstitution['values'] = {};
      for (const measure of measures) {
        values[measure] = measureFrom(table[measure]!, (id) => record?.get(id) ?? null);
      }
      institutions.set(institution.iid, {
        ...institution,
        values,
        filed: filers.has(institution.iid),
      });
    }
    // By name: the searches list what they find by name, and a list filtered from one in that
    // order sorts in one pass (sorting a thousand found by name with the collator was slow).
    return { held: true, institutions, candidates: [...institutions.values()].sort(byName) };
  }

  return {
    /** The quarter as the searches read it; read again after an import (data version). */
    async at(type: InstitutionType, reportDate: string): Promise<SearchQuarter> {
      const version = await repository.dataVersion(type);
      return kept.get(`${type}|${reportDate}`, version, () => read(type, reportDate));
    },
  };
}
