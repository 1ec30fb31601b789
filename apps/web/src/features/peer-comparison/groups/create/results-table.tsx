import { Anchor, Box, Button, Text } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '../../../../ui/data-table/data-table';
import { PAGE_SIZE } from '../../../../ui/data-table/paging';
import type { SortState } from '../../../../ui/data-table/sort-rows';
import { LoadingOverlay } from '../../../../ui/loading-overlay';
import { websiteHref } from '../website-href';
import { type ResultColumn, type ResultRow } from './peer-group-model';

interface ResultsTableProps {
  title: string;
  own: ResultRow | null;
  /** The peers, removed rows still present until dropped; the table sorts them. */
  rows: readonly ResultRow[];
  columns: readonly ResultColumn[];
  sort: SortState;
  onSort: (sort: SortState) => void;
  page: number;
  onPage: (page: number) => void;
  loading: boolean;
  removed: ReadonlySet<number>;
  highlighted: ReadonlySet<number>;
  /** Null hides the Remove links (credit-union similar groups, spec 2 section 2.12). */
  onRemove: ((iid: number) => void) | null;
  interactive: boolean;
}

/**
 * The nine columns, Actions included, fit at 1280 px and up without a sideways scroll: names
 * ("Name (City, ST)") wrap within NAME_WIDTH, headers wrap between words, only the figures
 * (short: "12.34%", "$1,234.5MM") stay on one line. Narrower screens (phones) scroll the table
 * from TABLE_MIN_WIDTH rather than squeeze the figures.
 */
const NAME_WIDTH = { min: 150, max: 220 };
const TABLE_MIN_WIDTH = 900;
const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;
const WRAPPING_HEADER = {
  ta: 'left',
  style: { whiteSpace: 'normal', verticalAlign: 'bottom' },
} as const;

function NameCell({ row }: { row: ResultRow }) {
  const href = websiteHref(row.website);
  return (
    <Box miw={NAME_WIDTH.min} maw={NAME_WIDTH.max}>
      {href ? (
        <Anchor href={href} target="_blank" rel="noreferrer">
          {row.label}
        </Anchor>
      ) : (
        row.label
      )}
    </Box>
  );
}

type ColumnsOptions = Pick<ResultsTableProps, 'columns' | 'removed' | 'onRemove' | 'interactive'>;

function tableColumns(
  own: ResultRow | null,
  { columns, removed, onRemove, interactive }: ColumnsOptions,
): DataTableColumn<ResultRow>[] {
  const shown: DataTableColumn<ResultRow>[] = [
    {
      key: 'name',
      header: 'Name',
      value: (row) => row.name,
      cell: (row) => <NameCell row={row} />,
      headerProps: WRAPPING_HEADER,
    },
    ...columns.map((column): DataTableColumn<ResultRow> => ({
      key: column.key,
      header: column.title,
      displayType: column.displayType,
      value: (row) => row.values[column.key] ?? null,
      headerProps: WRAPPING_HEADER,
      cellProps: () => NO_WRAP,
    })),
  ];
  if (!onRemove) return shown;
  return [
    ...shown,
    {
      key: 'actions',
      header: 'Actions',
      headerContent: (
        <Text component="span" fz="sm" fw={600}>
          Actions
        </Text>
      ),
      sortable: false,
      exported: false,
      cell: (row) =>
        row === own ? null : removed.has(row.iid) ? (
          <Text fz="sm">Removed</Text>
        ) : (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => onRemove(row.iid)}
            disabled={!interactive}
            aria-label={`Remove ${row.name}`}
          >
            Remove
          </Button>
        ),
    },
  ];
}

/**
 * The institutions chosen (spec 2 section 2.12): the own institution first, sortable headers,
 * 25 rows per page, a loading overlay, names linking to the website, Remove links.
 */
export function ResultsTable(props: ResultsTableProps) {
  const { own, rows, columns, removed, highlighted, onRemove, interactive } = props;
  const shown = useMemo(
    () => tableColumns(own, { columns, removed, onRemove, interactive }),
    [own, columns, removed, onRemove, interactive],
  );
  const pinned = useMemo(() => (own ? [own] : []), [own]);
  return (
    <Box pos="relative">
      <LoadingOverlay visible={props.loading} label="Searching institutions" />
      <DataTable
        caption={props.title}
        showCaption
        columns={shown}
        rows={rows}
        pinnedRows={pinned}
        rowKey={(row) => row.iid}
        sort={props.sort}
        onSortChange={props.onSort}
        sortLabel={(header) => `Sort by ${header}`}
        sortDisabled={!interactive}
        pageSize={PAGE_SIZE}
        page={props.page}
        onPageChange={props.onPage}
        rowHeaders={false}
        exportable={false}
        minWidth={TABLE_MIN_WIDTH}
        tableProps={{
          striped: true,
          highlightOnHover: true,
          verticalSpacing: 7,
          horizontalSpacing: 6,
        }}
        rowProps={(row, isOwn) =>
          isOwn
            ? { fw: 700, bg: 'var(--mantine-color-blue-light)' }
            : {
                'data-removed': removed.has(row.iid) || undefined,
                td: removed.has(row.iid) ? 'line-through' : undefined,
                c: removed.has(row.iid) ? 'dimmed' : undefined,
                bg: highlighted.has(row.iid) ? 'var(--mantine-color-yellow-light)' : undefined,
              }
        }
      />
    </Box>
  );
}
