import { savedPeerKey } from '@app/core/api/user-session';
import type { InstitutionType } from '@app/core/domain/products';

/**
 * Keys of the selection in the server-side session store (/api/user/session). Per institution
 * type, like the keys of spec 2 section 3 (dateRange, regression-metricId-{institutionType}, …):
 * a bank's peer group means nothing for a credit union.
 */
export const SESSION_KEYS = {
  /** The iid of the institution last switched to (MULTI organizations). */
  institution: 'institution',
  peer: savedPeerKey,
  peerInstitutions: (type: InstitutionType) => `peerInstitutions-${type}`,
  dateRange: (type: InstitutionType) => `dateRange-${type}`,
} as const;
