import type { ExportColumn, ExportTable } from '../../../../ui/export/export-table';
import type { InstitutionSummaryRow } from '@app/core/api/metrics';

export interface SummaryInstitution {
  iid: number;
  label: string;
}

/**
 * The institution summary as exported (spec 2 section 2.6, issue 6 item 8): the institution's
 * value, then a Value and Difference pair per peer institution, in the order of the selector.
 * A peer the answer does not list gets empty cells rather than another peer's numbers.
 */
export function institutionSummaryTable(
  rows: readonly InstitutionSummaryRow[],
  institution: SummaryInstitution,
  peers: readonly SummaryInstitution[],
): ExportTable {
  const columns: ExportColumn[] = [
    { key: 'section', header: 'Section' },
    { key: 'metric', header: 'Metric' },
    { key: 'value', header: institution.label },
    ...peers.flatMap((peer, i) => [
      { key: `p${i}value`, header: `${peer.label} Value` },
      { key: `p${i}difference`, header: `${peer.label} Difference` },
    ]),
  ];
  return {
    columns,
    rows: rows.map((row) => {
      const cells: Record<string, string | number | null> = {
        section: row.sectionTitle,
        metric: row.rowTitle,
        value: row.institutionValue,
      };
      peers.forEach((peer, i) => {
        const found = row.peers.find((p) => p.iid === peer.iid);
        cells[`p${i}value`] = found?.value ?? null;
        cells[`p${i}difference`] = found?.difference ?? null;
      });
      return cells;
    }),
  };
}
