import type { InstitutionType } from './products';

/**
 * One id space for both kinds of institution. Banks keep their RSSD id; credit unions get their
 * NCUA charter number plus this offset, because the two numbering schemes overlap (27 charter
 * numbers equal an RSSD id of a bank in the 2019/2025 public files).
 */
export const CREDIT_UNION_IID_OFFSET = 1_000_000_000;

export function iidOf(institutionType: InstitutionType, agencyId: number): number {
  return institutionType === 'bank' ? agencyId : CREDIT_UNION_IID_OFFSET + agencyId;
}

/** The agency's own id: RSSD id for a bank, charter number for a credit union. */
export function agencyIdOf(iid: number): { institutionType: InstitutionType; agencyId: number } {
  return iid >= CREDIT_UNION_IID_OFFSET
    ? { institutionType: 'credit union', agencyId: iid - CREDIT_UNION_IID_OFFSET }
    : { institutionType: 'bank', agencyId: iid };
}
