import type { InstitutionSummary } from '@app/core/api/institutions';
import type { InstitutionType } from '@app/core/domain/products';

export function presentInstitution(row: {
  iid: number;
  name: string;
  city: string;
  state: string;
  institutionType: string;
  active: boolean;
  lastReportingDate: string | null;
  synthetic: boolean;
}): InstitutionSummary {
  return {
    iid: row.iid,
    name: row.name,
    city: row.city,
    state: row.state,
    label: `${row.name} (${row.city}, ${row.state})`,
    institutionType: row.institutionType as InstitutionType,
    active: row.active,
    lastReportingDate: row.lastReportingDate,
    demo: row.synthetic,
  };
}
