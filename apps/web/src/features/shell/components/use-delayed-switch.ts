import type { UserState } from '@app/core/api/auth';
import type { InstitutionSummary } from '@app/core/api/institutions';
import { INSTITUTION_SWITCH_DELAY_MS } from '@app/core/domain/shell-constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { afterInstitutionSwitch } from '../../../api/invalidations';
import { selectionStore } from '../../../selection/selection-store';

/**
 * spec 1 section 2: the institution is set 300 ms after the panel closes, recording the visit;
 * a second switch within that time replaces the first, and leaving the page cancels it.
 */
export function useDelayedSwitch(user: UserState) {
  const queryClient = useQueryClient();
  const switchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (switchTimer.current) clearTimeout(switchTimer.current);
    },
    [],
  );

  return (institution: InstitutionSummary) => {
    if (switchTimer.current) clearTimeout(switchTimer.current);
    switchTimer.current = setTimeout(() => {
      void selectionStore
        .selectInstitution(user, institution, { recordViewed: true })
        .then((visited) => afterInstitutionSwitch(queryClient, visited));
    }, INSTITUTION_SWITCH_DELAY_MS);
  };
}
