import type { GroupSummary } from '@app/core/api/groups';
import { Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useGroups } from '../../../../api/groups/get-groups';
import { afterGroupChange } from '../../../../api/invalidations';
import { usePageContext } from '../../../../product/renderer/page-context';
import { LeaveDialog } from '../leave-dialog';
import { useDeleteGroup } from './api/delete-group';
import { useOwnProfile } from './api/get-own-profile';
import { useUpdateGroups } from './api/update-groups';
import { GroupActionDialogs, messageOf } from './group-action-dialogs';
import { GroupCard } from './group-card';
import { PendingChangesBar } from './pending-changes-bar';
import { toUpdateItems } from './pending-changes';
import { useLeaveGuard } from './use-leave-guard';
import { usePendingEdits } from './use-pending-edits';

const CREATE_PATH = '/peer-comparison/groups/create';

function CreateGroupLink() {
  return (
    <Group justify="flex-end">
      <Anchor component={Link} to={CREATE_PATH} fw={600}>
        Create Custom Peer Group
      </Anchor>
    </Group>
  );
}

function GroupsLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Group gap="xs">
      <Text c="red.8" role="alert">
        {message}
      </Text>
      <Button variant="subtle" size="compact-sm" onClick={onRetry}>
        Retry
      </Button>
    </Group>
  );
}

const toggled = (set: ReadonlySet<number>, id: number) => {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
};

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

  const list = groups.data ?? [];
  const edits = usePendingEdits(list, institutionType);
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());
  const [renaming, setRenaming] = useState<GroupSummary | null>(null);
  const [deleting, setDeleting] = useState<GroupSummary | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const blocker = useLeaveGuard(edits.dirty);

  // Reset when the subject changes: its groups are others.
  const [shownIid, setShownIid] = useState(iid);
  if (shownIid !== iid) {
    setShownIid(iid);
    setOpenIds(new Set());
    edits.clear();
  }

  // The peer selector's list too: it must not offer a renamed or deleted group as it was.
  const refreshGroups = () => afterGroupChange(queryClient, iid ?? 0);

  const save = () => {
    const items = toUpdateItems(edits.changes);
    if (items.length === 0) {
      edits.clear();
      return;
    }
    setSaveError(null);
    update.mutate(items, {
      onSuccess: () => {
        const affected = items.map((item) => item.groupId);
        edits.clear();
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
      <CreateGroupLink />
      {groups.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>Loading peer groups…</Text>
        </Group>
      ) : groups.isError ? (
        <GroupsLoadError message={groups.error.message} onRetry={() => void groups.refetch()} />
      ) : (
        list.map((group) => (
          <GroupCard
            key={group.groupId}
            iid={iid}
            group={group}
            institutionType={institutionType}
            ownProfile={ownProfile.data ?? null}
            open={openIds.has(group.groupId)}
            onToggle={() => setOpenIds((current) => toggled(current, group.groupId))}
            changes={edits.of(group.groupId)}
            highlighted={edits.highlightedIn(group.groupId)}
            showGroupActions={!edits.dirty}
            onAdd={(institution) => edits.add(group.groupId, institution)}
            onRemove={(member) => edits.remove(group.groupId, member)}
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
      <CreateGroupLink />
      {edits.dirty && (
        <PendingChangesBar
          institutionType={institutionType}
          added={edits.counts.added}
          removed={edits.counts.removed}
          saving={update.isPending}
          problem={edits.sizeProblem ?? saveError}
          canSave={!edits.sizeProblem}
          onDiscard={() => {
            setSaveError(null);
            edits.clear();
          }}
          onSave={save}
        />
      )}
      <GroupActionDialogs
        renaming={renaming}
        deleting={deleting}
        update={update}
        remove={remove}
        onCloseRename={() => setRenaming(null)}
        onCloseDelete={() => setDeleting(null)}
        onDeleted={(groupId) =>
          setOpenIds((current) => new Set([...current].filter((id) => id !== groupId)))
        }
        refreshGroups={refreshGroups}
      />
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
