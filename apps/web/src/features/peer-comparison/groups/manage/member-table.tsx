import type { InstitutionProfile } from '@app/core/api/profiles';
import { formatMetricValue, MISSING_VALUE } from '@app/core/format/format-metric-value';
import {
  Anchor,
  Button,
  Group,
  ScrollArea,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import type { MemberColumn, MemberColumnKey } from './member-columns';
import {
  clampPage,
  nextSort,
  pageCount,
  pageLinks,
  pageRows,
  sortBy,
  websiteHref,
  type SortState,
} from './table-rules';

/** One row of a group's table: a saved member or an institution added but not yet saved. */
export interface MemberRow {
  iid: number;
  name: string;
  city: string;
  state: string;
  websiteAddress: string | null;
  /** null for an added institution until its figures arrive. */
  profile: InstitutionProfile | null;
  added: boolean;
  removed: boolean;
  highlighted: boolean;
}

interface MemberTableProps {
  caption: string;
  columns: readonly MemberColumn[];
  /** The subject, always the first row (spec 2 section 2.11). */
  ownProfile: InstitutionProfile | null;
  /** Added rows first (spec 2 section 4), then the saved members. */
  addedRows: readonly MemberRow[];
  memberRows: readonly MemberRow[];
  /** Custom groups only: a Remove link per row. */
  onRemove: ((iid: number) => void) | null;
}

function cellText(column: MemberColumn, row: MemberRow): string {
  if (!row.profile) return MISSING_VALUE;
  const value = column.value(row.profile);
  if (column.displayType === null)
    return typeof value === 'string' && value ? value : MISSING_VALUE;
  return formatMetricValue(typeof value === 'number' ? value : null, column.displayType);
}

function NameCell({ row }: { row: MemberRow }) {
  const label = `${row.name} (${row.city}, ${row.state})`;
  const href = websiteHref(row.websiteAddress);
  if (!href) return <span>{label}</span>;
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      td={row.removed ? 'line-through' : undefined}
    >
      {label}
    </Anchor>
  );
}

function rowOf(profile: InstitutionProfile): MemberRow {
  return {
    iid: profile.iid,
    name: profile.name,
    city: profile.city,
    state: profile.state,
    websiteAddress: profile.websiteAddress,
    profile,
    added: false,
    removed: false,
    highlighted: false,
  };
}

/**
 * A group's institutions: sortable columns, 25 rows per page with at most 7 page links
 * (spec 2 sections 2.11, 4 and 9).
 */
export function MemberTable({
  caption,
  columns,
  ownProfile,
  addedRows,
  memberRows,
  onRemove,
}: MemberTableProps) {
  const [sort, setSort] = useState<SortState<MemberColumnKey> | null>(null);
  const [page, setPage] = useState(1);

  const sortColumn = sort ? columns.find((column) => column.key === sort.column) : undefined;
  const sortedMembers =
    sort && sortColumn
      ? sortBy(
          memberRows,
          (row) => (row.profile ? sortColumn.value(row.profile) : null),
          sort.direction,
        )
      : memberRows;
  const rows = [...addedRows, ...sortedMembers];
  const last = pageCount(rows.length);
  const current = clampPage(page, rows.length);
  const visible = pageRows(rows, current);

  const renderRow = (row: MemberRow, own: boolean) => (
    <Table.Tr
      key={own ? 'own' : row.iid}
      data-added={row.added || undefined}
      data-removed={row.removed || undefined}
      bg={row.highlighted ? 'yellow.1' : own ? 'gray.0' : undefined}
      fw={own ? 600 : undefined}
      style={row.removed ? { textDecoration: 'line-through', opacity: 0.7 } : undefined}
    >
      {columns.map((column) => (
        <Table.Td key={column.key} ta={column.displayType ? 'right' : undefined}>
          {column.key === 'name' ? (
            <Group gap={6} wrap="nowrap">
              <NameCell row={row} />
              {own && (
                <Text span size="xs" fw={700} c="blue.9">
                  Your institution
                </Text>
              )}
              {row.added && !row.removed && (
                <Text span size="xs" fw={700} c="dark.8">
                  Added
                </Text>
              )}
              {row.removed && (
                <Text span size="xs" fw={700} c="red.9">
                  Removed
                </Text>
              )}
            </Group>
          ) : (
            cellText(column, row)
          )}
        </Table.Td>
      ))}
      {onRemove && (
        <Table.Td>
          {!own && !row.removed && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => onRemove(row.iid)}
              aria-label={`Remove ${row.name}`}
            >
              Remove
            </Anchor>
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );

  return (
    <>
      <ScrollArea type="auto" tabIndex={0} aria-label={caption}>
        <Table striped={false} highlightOnHover verticalSpacing={6} fz="sm" miw={960}>
          <VisuallyHidden component="caption">{caption}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const active = sort?.column === column.key;
                return (
                  <Table.Th
                    key={column.key}
                    ta={column.displayType ? 'right' : undefined}
                    aria-sort={
                      active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'
                    }
                  >
                    <UnstyledButton
                      fz="sm"
                      fw={600}
                      onClick={() => {
                        setSort(nextSort(sort, column.key));
                        setPage(1);
                      }}
                    >
                      {column.title}
                      {active && (
                        <span aria-hidden="true">{sort.direction === 'asc' ? ' ▲' : ' ▼'}</span>
                      )}
                    </UnstyledButton>
                  </Table.Th>
                );
              })}
              {onRemove && (
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ownProfile && renderRow(rowOf(ownProfile), true)}
            {visible.map((row) => renderRow(row, false))}
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length + (onRemove ? 1 : 0)}>
                  <Text size="sm" c="dimmed">
                    No data available
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {last > 1 && (
        <Group component="nav" aria-label={`${caption} pages`} gap={4} mt="xs">
          <Button
            size="compact-sm"
            variant="subtle"
            disabled={current === 1}
            onClick={() => setPage(current - 1)}
          >
            Previous
          </Button>
          {pageLinks(current, last).map((number) => (
            <Button
              key={number}
              size="compact-sm"
              variant={number === current ? 'filled' : 'subtle'}
              aria-current={number === current ? 'page' : undefined}
              aria-label={`Page ${number}`}
              onClick={() => setPage(number)}
            >
              {number}
            </Button>
          ))}
          <Button
            size="compact-sm"
            variant="subtle"
            disabled={current === last}
            onClick={() => setPage(current + 1)}
          >
            Next
          </Button>
        </Group>
      )}
    </>
  );
}
