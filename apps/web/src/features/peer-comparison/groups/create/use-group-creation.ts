import type { CreateGroupPayload } from '@app/core/api/groups';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../api/api-error';
import { afterGroupChange } from '../../../../api/invalidations';
import { createGroup } from './api/create-group';
import { SAVE_DELAY_MS } from './peer-group-model';

export const MANAGE_PATH = '/peer-comparison/groups/manage';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type GroupCreationHooks = {
  /** Called once the save delay has passed, before the call: the leave guard lets go. */
  onSaving: () => void;
  /** The call failed: the list is unsaved again. */
  onFailed: () => void;
};

/** Creates the group, then opens Manage Peer Groups; a refusal is kept for the dialog. */
export function useGroupCreation(iid: number | null, { onSaving, onFailed }: GroupCreationHooks) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const create = async (payload: CreateGroupPayload) => {
    if (iid === null) return;
    setSaving(true);
    setSaveError(null);
    await delay(SAVE_DELAY_MS);
    onSaving();
    try {
      await createGroup(iid, payload);
      // The new group is offered by the peer selector at once.
      await afterGroupChange(queryClient, iid);
      void navigate(MANAGE_PATH);
    } catch (error) {
      onFailed();
      setSaving(false);
      setSaveError(error instanceof ApiError ? error.message : 'The group could not be created.');
    }
  };

  return { saving, saveError, create };
}
