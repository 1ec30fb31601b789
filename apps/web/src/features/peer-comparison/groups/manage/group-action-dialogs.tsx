import type { GroupSummary } from '@app/core/api/groups';
import type { useDeleteGroup } from './api/delete-group';
import type { useUpdateGroups } from './api/update-groups';
import { DeleteGroupDialog } from './delete-group-dialog';
import { RenameGroupDialog } from './rename-group-dialog';

export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'The change could not be saved. Try again.';

type GroupActionDialogsProps = {
  renaming: GroupSummary | null;
  deleting: GroupSummary | null;
  /** The screen's one update mutation: a rename is an update of name and description. */
  update: ReturnType<typeof useUpdateGroups>;
  remove: ReturnType<typeof useDeleteGroup>;
  onCloseRename: () => void;
  onCloseDelete: () => void;
  onDeleted: (groupId: number) => void;
  /** Refetches the groups; mutate does not wait for it, and a failure shows on the query. */
  refreshGroups: () => Promise<unknown>;
};

/** A custom group's Rename and Delete dialogs, open while their group is set. */
export function GroupActionDialogs(props: GroupActionDialogsProps) {
  const { renaming, deleting, update, remove, refreshGroups } = props;
  return (
    <>
      {renaming && (
        <RenameGroupDialog
          initialName={renaming.name}
          initialDescription={renaming.description}
          saving={update.isPending}
          error={update.isError ? messageOf(update.error) : null}
          onCancel={props.onCloseRename}
          onSave={({ name, description }) =>
            update.mutate([{ groupId: renaming.groupId, name, description }], {
              onSuccess: () => {
                props.onCloseRename();
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
          onCancel={props.onCloseDelete}
          onConfirm={() =>
            remove.mutate(deleting.groupId, {
              onSuccess: () => {
                props.onDeleted(deleting.groupId);
                props.onCloseDelete();
                void refreshGroups();
              },
            })
          }
        />
      )}
    </>
  );
}
