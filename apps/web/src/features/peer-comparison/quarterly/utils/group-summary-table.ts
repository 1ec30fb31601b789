import type { SummaryRow } from '@app/core/api/metrics';
import type { ExportTable } from '../../../../ui/export/export-table';
import { rankText } from './summary-sections';

/**
 * The group summary as exported (issue 6, item 8): one line per row with its section, raw
 * numbers (a spreadsheet computes with them; each row has its own display type, so the
 * on-screen formatting is not applied) and the rank as on screen.
 */
export function groupSummaryTable(rows: readonly SummaryRow[]): ExportTable {
  return {
    columns: [
      { key: 'section', header: 'Section' },
      { key: 'metric', header: 'Metric' },
      { key: 'value', header: 'Value' },
      { key: 'rank', header: 'Rank' },
      { key: 'average', header: 'Average' },
      { key: 'difference', header: 'Difference' },
      { key: 'topInstitution', header: 'Top Institution' },
      { key: 'topValue', header: 'Top Institution Value' },
    ],
    rows: rows.map((row) => ({
      section: row.sectionTitle,
      metric: row.rowTitle,
      value: row.institutionValue,
      rank:
        row.institutionRank === null
          ? null
          : rankText(row.institutionRank, row.institutionsReporting),
      average: row.groupValue,
      difference: row.difference,
      topInstitution: row.topInstitutionLabel,
      topValue: row.topInstitutionValue,
    })),
  };
}
