import { GROUP_TYPES, type GroupSummary } from '@app/core/api/groups';
import type { InstitutionSummary } from '@app/core/api/institutions';
import type { InstitutionProfile } from '@app/core/api/profiles';
import type { InstitutionType } from '@app/core/domain/products';
import { Anchor, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { LeftOutMembers } from '../../../../ui/left-out-members';
import { FollowToggle } from '../../../../product/components/follow-toggle';
import { AddInstitutionSearch } from './add-institution-search';
import { useListedProfiles } from '../api/get-listed-profiles';
import { useGroupProfiles } from './api/get-group-profiles';
import { INSTITUTION_WORDS, MEMBER_COLUMNS } from './member-columns';
import { MemberTable, memberRowOf, type MemberRow } from './member-table';
import type { GroupChanges } from './pending-changes';

interface GroupCardProps {
  iid: number;
  group: GroupSummary;
  institutionType: InstitutionType;
  ownProfile: InstitutionProfile | null;
  open: boolean;
  onToggle: () => void;
  changes: GroupChanges;
  /** iids whose row is highlighted just now (spec 2 section 9: 3000 ms after adding). */
  highlighted: ReadonlySet<number>;
  /** false while changes are pending: Rename and Delete are hidden (spec 2 section 4). */
  showGroupActions: boolean;
  onAdd: (institution: InstitutionSummary) => void;
  onRemove: (iid: number) => void;
  onRename: () => void;
  onDelete: () => void;
}

/** One peer group as an expandable card (spec 2 section 2.11). */
export function GroupCard({
  iid,
  group,
  institutionType,
  ownProfile,
  open,
  onToggle,
  changes,
  highlighted,
  showGroupActions,
  onAdd,
  onRemove,
  onRename,
  onDelete,
}: GroupCardProps) {
  const panelId = useId();
  // spec 2 section 4: the members are loaded the first time the card is opened, then kept.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const profiles = useGroupProfiles(iid, group.groupId, opened);

  const editable = group.groupType === GROUP_TYPES.custom && group.editable;
  const words = INSTITUTION_WORDS[institutionType];
  const viewLabel = editable ? `View/Edit ${words.title}` : `View ${words.title}`;
  const countText = `${group.institutionCount.toLocaleString('en-US')} ${
    group.institutionCount === 1 ? words.singular : words.plural
  }`;

  // An added institution shows its name at once and its figures when they arrive.
  const picks = useListedProfiles(
    iid,
    changes.added.map((row) => row.iid),
    opened,
  );
  const pickedProfiles = new Map((picks.data ?? []).map((profile) => [profile.iid, profile]));
  const addedRows: MemberRow[] = changes.added.map((row) => ({
    ...row,
    websiteAddress: pickedProfiles.get(row.iid)?.websiteAddress ?? null,
    profile: pickedProfiles.get(row.iid) ?? null,
    added: true,
    removed: changes.addedThenRemoved.includes(row.iid),
    highlighted: highlighted.has(row.iid),
  }));
  const memberRows: MemberRow[] = (profiles.data ?? []).map((profile) =>
    memberRowOf(profile, changes.removed.includes(profile.iid)),
  );
  const exclude = [
    ...new Set([
      ...group.iids,
      ...group.leftOut.institutions.map((institution) => institution.iid),
      ...memberRows.map((row) => row.iid),
      ...changes.added.map((row) => row.iid),
    ]),
  ];

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${panelId}-title`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={3} size="h4" id={`${panelId}-title`}>
              {group.name}
            </Title>
            <Badge variant="light" color="gray" data-testid="group-count">
              {countText}
            </Badge>
            {group.groupType === GROUP_TYPES.custom && (
              <FollowToggle groupId={group.groupId} label={group.name} />
            )}
          </Group>
          <LeftOutMembers group={group} />
          {group.description && <Text size="sm">{group.description}</Text>}
          {group.criteria && (
            <Text size="sm" c="dimmed">
              Selection criteria: {group.criteria}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="light"
            size="xs"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={onToggle}
          >
            {viewLabel}
          </Button>
          {editable && showGroupActions && (
            <>
              <Button variant="default" size="xs" onClick={onRename}>
                Rename Group
              </Button>
              <Button variant="default" color="red" size="xs" onClick={onDelete}>
                Delete Group
              </Button>
            </>
          )}
        </Group>
      </Group>
      <div id={panelId} hidden={!open}>
        {open && (
          <Stack mt="md" gap="sm">
            {editable && (
              <AddInstitutionSearch
                groupName={group.name}
                institutionType={institutionType}
                exclude={exclude}
                onAdd={onAdd}
              />
            )}
            {profiles.isPending ? (
              <Group gap="xs">
                <Loader size="sm" />
                <Text size="sm">Loading {words.plural}…</Text>
              </Group>
            ) : profiles.isError ? (
              <Group gap="xs">
                <Text size="sm" c="red.8" role="alert">
                  {profiles.error.message}
                </Text>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => void profiles.refetch()}
                >
                  Retry
                </Anchor>
              </Group>
            ) : (
              <MemberTable
                caption={`${group.name} ${words.plural}`}
                columns={MEMBER_COLUMNS[institutionType]}
                ownProfile={ownProfile}
                addedRows={addedRows}
                memberRows={memberRows}
                onRemove={editable ? onRemove : null}
              />
            )}
          </Stack>
        )}
      </div>
    </Paper>
  );
}
