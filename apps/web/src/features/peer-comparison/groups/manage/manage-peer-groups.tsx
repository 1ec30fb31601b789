import { groupSizeProblem, type GroupSummary } from '@app/core/api/groups';
import type { InstitutionSummary } from '@app/core/api/institutions';
import { Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePageContext } from '../../../../product/renderer/page-context';
import { useDeleteGroup } from './api/delete-group';
import { useOwnProfile } from './api/get-own-profile';
import { useGroups } from '../../../../api/groups/get-groups';
import { afterGroupChange } from '../../../../api/invalidations';
import { useUpdateGroups } from './api/update-groups';
import { LeaveDialog } from '../leave-dialog';
import { DeleteGroupDialog } from './delete-group-dialog';
import { GroupCard } from './group-card';
import { PendingChangesBar } from './pending-changes-bar';
import {
  addInstitution,
  changesOf,
  countAfterSave,
  countChanges,
  dropAdded,
  hasPendingChanges,
  removeInstitution,
  toUpdateItems,
  type PendingChanges,
} from './pending-changes';
import { RenameGroupDialog } from './rename-group-dialog';
import { useLeaveGuard } from './use-leave-guard';
import { useLater } from '../use-later';

const CREATE_PATH = '/peer-comparison/groups/create';

function CreateGroupLink() {
  return (
    <Anchor component={Link} to={CREATE_PATH} fw={600}>
      Create Custom Peer Group
    </Anchor>
  );
}

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'The change could not be saved. Try again.';

/**
 * The Manage Peer Groups screen (spec 2 section 2.11, "Manage groups" of section 4): the
 * subject's groups as expandable cards; custom groups take additions and removals, saved
 * together from the pending-changes bar, and can be renamed or deleted.
 */
export function ManagePeerGroups() {
  const context = usePageContext();
  const iid = context.institution?.iid ?? null;
  const institutionType = context.institution?.institutionType ?? context.institutionType;
  const live = !context.paywalled;
  const queryClient = useQueryClient();
  const groups = useGroups(iid, live);
  const ownProfile = useOwnProfile(iid, live);
  const update = useUpdateGroups(iid ?? 0);
  const remove = useDeleteGroup(iid ?? 0);

  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());
  const [changes, setChanges] = useState<PendingChanges>({});
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const [renaming, setRenaming] = useState<GroupSummary | null>(null);
  const [deleting, setDeleting] = useState<GroupSummary | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { later } = useLater();

  const dirty = hasPendingChanges(changes);
  const blocker = useLeaveGuard(dirty);
  const counts = countChanges(changes);

  // Reset when the subject changes: its groups are others.
  const [shownIid, setShownIid] = useState(iid);
  if (shownIid !== iid) {
    setShownIid(iid);
    setOpenIds(new Set());
    setChanges({});
  }

  const list = groups.data ?? [];
  const sizeProblem = list
    .map((group) => {
      const group_changes = changes[group.groupId];
      if (!group_changes) return null;
      const problem = groupSizeProblem(
        countAfterSave(group.institutionCount, group_changes),
        institutionType,
      );
      return problem ? `${group.name}: ${problem}` : null;
    })
    .find((problem) => problem !== null);

  // The peer selector's list too: it must not offer a renamed or deleted group as it was.
  const refreshGroups = () => afterGroupChange(queryClient, iid ?? 0);

  const save = () => {
    const items = toUpdateItems(changes);
    if (items.length === 0) {
      setChanges({});
      return;
    }
    setSaveError(null);
    update.mutate(items, {
      onSuccess: () => {
        const affected = items.map((item) => item.groupId);
        setChanges({});
        // mutate does not wait for its callbacks; the refetch goes on its own and a failure
        // shows on the groups query. spec 2 section 4: once refetched, the affected groups
        // are opened again, with their new members.
        void refreshGroups().then(() =>
          setOpenIds((current) => new Set([...current, ...affected])),
        );
      },
      onError: (error) => setSaveError(messageOf(error)),
    });
  };

  if (context.paywalled || !iid) {
    return (
      <Paper withBorder p="lg" data-component="ManagePeerGroups">
        <Text c="dimmed">
          {context.paywalled
            ? 'Peer groups are locked on this plan.'
            : 'Choose an institution to manage its peer groups.'}
        </Text>
      </Paper>
    );
  }

  return (
    <Stack gap="md" data-component="ManagePeerGroups">
      <Group justify="flex-end">
        <CreateGroupLink />
      </Group>
      {groups.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>Loading peer groups…</Text>
        </Group>
      ) : groups.isError ? (
        <Group gap="xs">
          <Text c="red.8" role="alert">
            {groups.error.message}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => void groups.refetch()}>
            Retry
          </Button>
        </Group>
      ) : (
        list.map((group) => (
          <GroupCard
            key={group.groupId}
            iid={iid}
            group={group}
            institutionType={institutionType}
            ownProfile={ownProfile.data ?? null}
            open={openIds.has(group.groupId)}
            onToggle={() =>
              setOpenIds((current) => {
                const next = new Set(current);
                if (!next.delete(group.groupId)) next.add(group.groupId);
                return next;
              })
            }
            changes={changesOf(changes, group.groupId)}
            highlighted={
              new Set(
                [...highlighted]
                  .filter((key) => key.startsWith(`${group.groupId}:`))
                  .map((key) => Number(key.split(':')[1])),
              )
            }
            showGroupActions={!dirty}
            onAdd={(institution: InstitutionSummary) => {
              const key = `${group.groupId}:${institution.iid}`;
              setChanges((current) => addInstitution(current, group.groupId, institution));
              setHighlighted((current) => new Set([...current, key]));
              later(() =>
                setHighlighted((current) => new Set([...current].filter((value) => value !== key))),
              );
            }}
            onRemove={(member) => {
              const wasAdded = changesOf(changes, group.groupId).added.some(
                (row) => row.iid === member,
              );
              setChanges((current) => removeInstitution(current, group.groupId, member));
              if (wasAdded)
                later(() => setChanges((current) => dropAdded(current, group.groupId, member)));
            }}
            onRename={() => {
              update.reset();
              setRenaming(group);
            }}
            onDelete={() => {
              remove.reset();
              setDeleting(group);
            }}
          />
        ))
      )}
      <Group justify="flex-end">
        <CreateGroupLink />
      </Group>
      {dirty && (
        <PendingChangesBar
          institutionType={institutionType}
          added={counts.added}
          removed={counts.removed}
          saving={update.isPending}
          problem={sizeProblem ?? saveError}
          canSave={!sizeProblem}
          onDiscard={() => {
            setSaveError(null);
            setChanges({});
          }}
          onSave={save}
        />
      )}
      {renaming && (
        <RenameGroupDialog
          initialName={renaming.name}
          initialDescription={renaming.description}
          saving={update.isPending}
          error={update.isError ? messageOf(update.error) : null}
          onCancel={() => setRenaming(null)}
          onSave={({ name, description }) =>
            update.mutate([{ groupId: renaming.groupId, name, description }], {
              onSuccess: () => {
                setRenaming(null);
                // mutate does not wait for its callbacks; a failed refetch shows on the query.
                void refreshGroups();
              },
            })
          }
        />
      )}
      {deleting && (
        <DeleteGroupDialog
          groupName={deleting.name}
          deleting={remove.isPending}
          error={remove.isError ? messageOf(remove.error) : null}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.groupId, {
              onSuccess: () => {
                setOpenIds(
                  (current) => new Set([...current].filter((id) => id !== deleting.groupId)),
                );
                setDeleting(null);
                // mutate does not wait for its callbacks; a failed refetch shows on the query.
                void refreshGroups();
              },
            })
          }
        />
      )}
      <LeaveDialog
        blocker={blocker}
        title="Leave without saving?"
        message="Your changes to the peer groups have not been saved. They will be lost if you leave."
        stayLabel="Stay on This Page"
        leaveLabel="Leave Without Saving"
      />
    </Stack>
  );
}
