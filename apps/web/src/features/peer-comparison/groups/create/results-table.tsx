import { formatMetricValue } from '@app/core/format/format-metric-value';
import { Anchor, Box, Button, Pagination, Table, Text, UnstyledButton } from '@mantine/core';
import { LoadingOverlay } from '../../../../ui/loading-overlay';
import {
  PAGE_SIZE,
  websiteHref,
  type ResultColumn,
  type ResultRow,
  type SortState,
} from './peer-group-model';

interface ResultsTableProps {
  title: string;
  own: ResultRow | null;
  /** The peers in display order (sorted), removed rows still present until dropped. */
  rows: readonly ResultRow[];
  columns: readonly ResultColumn[];
  sort: SortState | null;
  onSort: (column: SortState['column']) => void;
  page: number;
  onPage: (page: number) => void;
  loading: boolean;
  removed: ReadonlySet<number>;
  highlighted: ReadonlySet<number>;
  /** Null hides the Remove links (credit-union similar groups, spec 2 section 2.12). */
  onRemove: ((iid: number) => void) | null;
  interactive: boolean;
}

/** Wide enough for "Name (City, ST)" on one or two lines beside nine figures. */
const NAME_WIDTH = 260;

function NameCell({ row }: { row: ResultRow }) {
  const href = websiteHref(row.website);
  return (
    <Box miw={NAME_WIDTH}>
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

function SortHeader({
  label,
  column,
  sort,
  onSort,
  disabled,
}: {
  label: string;
  column: SortState['column'];
  sort: SortState | null;
  onSort: (column: SortState['column']) => void;
  disabled: boolean;
}) {
  const current = sort?.column === column ? sort.direction : null;
  const arrow = current === 'asc' ? ' ▲' : current === 'desc' ? ' ▼' : '';
  return (
    <Table.Th
      aria-sort={current === 'asc' ? 'ascending' : current === 'desc' ? 'descending' : 'none'}
      style={{ whiteSpace: 'nowrap' }}
    >
      <UnstyledButton
        onClick={() => onSort(column)}
        disabled={disabled}
        fw={600}
        fz="sm"
        aria-label={`Sort by ${label}`}
      >
        {label}
        {arrow}
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The institutions chosen (spec 2 section 2.12): the own institution first, sortable headers,
 * 25 rows per page, a loading overlay, names linking to the website, Remove links.
 */
export function ResultsTable(props: ResultsTableProps) {
  const { own, rows, columns, page, removed, highlighted, onRemove } = props;
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(Math.max(page, 1), pages);
  const shown = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const cells = (row: ResultRow) =>
    columns.map((column) => (
      <Table.Td key={column.key} ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatMetricValue(row.values[column.key], column.displayType)}
      </Table.Td>
    ));

  return (
    <Box pos="relative">
      <LoadingOverlay visible={props.loading} label="Searching institutions" />
      <Table.ScrollContainer minWidth={1260}>
        <Table striped highlightOnHover aria-label={props.title}>
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
            <Text component="span" fw={700}>
              {props.title}
            </Text>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <SortHeader
                label="Name"
                column="name"
                sort={props.sort}
                onSort={props.onSort}
                disabled={!props.interactive}
              />
              {columns.map((column) => (
                <SortHeader
                  key={column.key}
                  label={column.title}
                  column={column.key}
                  sort={props.sort}
                  onSort={props.onSort}
                  disabled={!props.interactive}
                />
              ))}
              {onRemove && (
                <Table.Th>
                  <Text component="span" fz="sm" fw={600}>
                    Actions
                  </Text>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {own && (
              <Table.Tr fw={700} bg="var(--mantine-color-blue-light)">
                <Table.Td>
                  <NameCell row={own} />
                </Table.Td>
                {cells(own)}
                {onRemove && <Table.Td />}
              </Table.Tr>
            )}
            {shown.map((row) => {
              const isRemoved = removed.has(row.iid);
              return (
                <Table.Tr
                  key={row.iid}
                  data-removed={isRemoved || undefined}
                  td={isRemoved ? 'line-through' : undefined}
                  c={isRemoved ? 'dimmed' : undefined}
                  bg={highlighted.has(row.iid) ? 'var(--mantine-color-yellow-light)' : undefined}
                >
                  <Table.Td>
                    <NameCell row={row} />
                  </Table.Td>
                  {cells(row)}
                  {onRemove && (
                    <Table.Td>
                      {isRemoved ? (
                        <Text fz="sm">Removed</Text>
                      ) : (
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          onClick={() => onRemove(row.iid)}
                          disabled={!props.interactive}
                          aria-label={`Remove ${row.name}`}
                        >
                          Remove
                        </Button>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Pagination
          mt="sm"
          total={pages}
          value={current}
          onChange={props.onPage}
          siblings={2}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      )}
    </Box>
  );
}
