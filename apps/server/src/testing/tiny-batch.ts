import { iidOf } from '@app/core/domain/institution-ids';
import type { InstitutionType } from '@app/core/domain/products';
import type { ImportBatch } from '../reference-data/data/call-report';

/** A hand-made quarter of a few institutions, for tests that need data but not realism. */
export function tinyBatch(
  institutionType: InstitutionType,
  reportDate: string,
  reports: Record<number, Record<string, number>>,
): ImportBatch {
  const agencyIds = Object.keys(reports).map(Number);
  return {
    source: institutionType === 'bank' ? 'ffiec' : 'ncua',
    reportDate,
    institutions: agencyIds.map((agencyId) => ({
      iid: iidOf(institutionType, agencyId),
      agencyId,
      institutionType,
      name: `${institutionType === 'bank' ? 'Test Bank' : 'Test Credit Union'} ${agencyId}`,
      city: 'Springfield',
      state: 'IL',
      zip: null,
      website: null,
      ownershipType: institutionType === 'bank' ? 'Stock' : null,
      fdicCert: null,
      tomCode: institutionType === 'bank' ? null : 0,
      lowIncome: institutionType === 'bank' ? null : false,
    })),
    reports: agencyIds.map((agencyId) => ({
      iid: iidOf(institutionType, agencyId),
      reportDate,
      items: reports[agencyId] ?? {},
    })),
  };
}
