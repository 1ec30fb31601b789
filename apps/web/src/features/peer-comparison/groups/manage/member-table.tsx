import type { InstitutionProfile } from '@app/core/api/profiles';
import { Anchor, Group, Text, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '../../../../ui/data-table/data-table';
import { PAGE_SIZE } from '../../../../ui/data-table/paging';
import { websiteHref } from '../website-href';
import type { MemberColumn } from './member-columns';

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

/** A saved member's row (or the own institution's), struck through once marked removed. */
export function memberRowOf(profile: InstitutionProfile, removed = false): MemberRow {
  return {
    iid: profile.iid,
    name: profile.name,
    city: profile.city,
    state: profile.state,
    websiteAddress: profile.websiteAddress,
    profile,
    added: false,
    removed,
    highlighted: false,
  };
}

function NameWithTags({ row, own }: { row: MemberRow; own: boolean }) {
  return (
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
  );
}

function tableColumns(
  columns: readonly MemberColumn[],
  ownRow: MemberRow | null,
  onRemove: ((iid: number) => void) | null,
): DataTableColumn<MemberRow>[] {
  const shown: DataTableColumn<MemberRow>[] = columns.map((column) => ({
    key: column.key,
    header: column.title,
    displayType: column.displayType ?? undefined,
    value: (row) => (row.profile ? column.value(row.profile) : null),
    cell:
      column.key === 'name' ? (row) => <NameWithTags row={row} own={row === ownRow} /> : undefined,
  }));
  if (!onRemove) return shown;
  return [
    ...shown,
    {
      key: 'actions',
      header: 'Actions',
      headerContent: <VisuallyHidden>Actions</VisuallyHidden>,
      sortable: false,
      exported: false,
      cell: (row) =>
        row !== ownRow &&
        !row.removed && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => onRemove(row.iid)}
            aria-label={`Remove ${row.name}`}
          >
            Remove
          </Anchor>
        ),
    },
  ];
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
  const ownRow = useMemo(() => (ownProfile ? memberRowOf(ownProfile) : null), [ownProfile]);
  const shown = useMemo(() => tableColumns(columns, ownRow, onRemove), [columns, ownRow, onRemove]);
  const own = useMemo(() => (ownRow ? [ownRow] : []), [ownRow]);
  return (
    <DataTable
      caption={caption}
      columns={shown}
      rows={memberRows}
      leadingRows={addedRows}
      pinnedRows={own}
      rowKey={(row) => row.iid}
      pageSize={PAGE_SIZE}
      rowHeaders={false}
      exportable={false}
      minWidth={960}
      emptyText={
        <Text size="sm" c="dimmed">
          No data available
        </Text>
      }
      tableProps={{ striped: false, highlightOnHover: true, verticalSpacing: 6 }}
      rowProps={(row, pinned) => ({
        'data-added': row.added || undefined,
        'data-removed': row.removed || undefined,
        bg: row.highlighted ? 'yellow.1' : pinned ? 'gray.0' : undefined,
        fw: pinned ? 600 : undefined,
        style: row.removed ? { textDecoration: 'line-through', opacity: 0.7 } : undefined,
      })}
    />
  );
}
