import type { InstitutionSuccessor, InstitutionSummary } from '@app/core/api/institutions';
import type { InstitutionType } from '@app/core/domain/products';

/** "Name (City, ST)", as lists and charts show an institution. */
export function institutionLabel(row: { name: string; city: string; state: string }) {
  return `${row.name} (${row.city}, ${row.state})`;
}

export function presentInstitution(row: {
  iid: number;
  name: string;
  city: string;
  state: string;
  institutionType: string;
  active: boolean;
  lastReportingDate: string | null;
  synthetic: boolean;
  successor: InstitutionSuccessor | null;
}): InstitutionSummary {
  return {
    iid: row.iid,
    name: row.name,
    city: row.city,
    state: row.state,
    label: institutionLabel(row),
    institutionType: row.institutionType as InstitutionType,
    active: row.active,
    lastReportingDate: row.lastReportingDate,
    successor: row.successor,
    demo: row.synthetic,
  };
}
