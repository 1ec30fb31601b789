import type { InstitutionType } from '@app/core/domain/products';
import { institutions } from './schema/institution-tables';

/**
 * An institution as the subject of a request (the {iid} of /api/{iid}/…): what the access
 * rules and the session's own institution read. Read with the session, so it lives here below
 * both the sign-in and the groups.
 */
export const subjectColumns = {
  iid: institutions.iid,
  institutionType: institutions.institutionType,
  state: institutions.state,
  lastReportingDate: institutions.lastReportingDate,
};

export interface SubjectRow {
  iid: number;
  institutionType: InstitutionType;
  state: string;
  lastReportingDate: string | null;
}
