import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { downloadFile, toFileBaseName } from './download-file';
import type { ExportTable } from './export-table';
import { toCsv } from './to-csv';
import { toXlsxBlob } from './to-xlsx-blob';

export type ExportFormat = 'csv' | 'xlsx';

type ExportMenuProps = {
  /** What is exported; the menu is disabled while there is nothing (no data yet). */
  table: ExportTable | null;
  /** The chart or table title: names the button for screen readers and the file. */
  title: string;
  /** Charts offer CSV, tables CSV and XLSX (issue 6, item 8). */
  formats?: readonly ExportFormat[];
};

/**
 * An 'Export' menu that downloads the data of a chart or table (issue 6: a user should never
 * need to copy numbers off the screen). CSV gets a byte-order mark so Excel reads it as UTF-8.
 */
export function ExportMenu({ table, title, formats = ['csv'] }: ExportMenuProps) {
  const [busy, setBusy] = useState(false);
  const empty = !table || table.rows.length === 0;
  const base = toFileBaseName(title);

  const exportCsv = () => {
    if (!table) return;
    downloadFile(
      new Blob(['\uFEFF', toCsv(table)], { type: 'text/csv;charset=utf-8' }),
      `${base}.csv`,
    );
  };
  const exportXlsx = async () => {
    if (!table) return;
    setBusy(true);
    try {
      downloadFile(await toXlsxBlob(table, title), `${base}.xlsx`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* Nothing to click on paper (spec 2.13). */}
        <Button
          data-print-hidden
          size="compact-xs"
          variant="subtle"
          disabled={empty}
          loading={busy}
          aria-label={`Export ${title}`}
          // Beside a long title on a phone the button keeps its width; the title wraps.
          style={{ flexShrink: 0 }}
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {formats.includes('csv') && <Menu.Item onClick={exportCsv}>Download CSV</Menu.Item>}
        {formats.includes('xlsx') && (
          <Menu.Item onClick={() => void exportXlsx()}>Download Excel (XLSX)</Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
