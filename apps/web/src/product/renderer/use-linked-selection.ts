import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { getInstitution, institutionQueryOptions } from '../../api/institutions/get-institution';
import { afterInstitutionSwitch } from '../../api/invalidations';
import { selectionStore, type SelectionUser } from '../../selection/selection-store';
import type { SelectionState } from '../../selection/selection-state';
import { PRODUCT_SESSION_KEYS } from './product-session-keys';

/**
 * A link that names what to show (a notification's line: `?iid=` the institution, `?metric=`
 * the trend metric) selects it, then the address loses the parameters, so that the page reads
 * as any other and reloading it does not choose again. An institution the user may not open
 * (GET /api/institution/{iid} refuses it) leaves the selection as it was.
 */
export function useLinkedSelection(
  user: SelectionUser,
  selection: SelectionState,
  enabled: boolean,
) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const iid = Number(params.get('iid'));
  const metric = params.get('metric');
  const linked = enabled && ((Number.isInteger(iid) && iid > 0) || metric !== null);
  const ready = selection.status === 'ready';

  useEffect(() => {
    if (!linked || !ready) return;
    let subject = selectionStore.getState().institution;
    const apply = async () => {
      if (iid > 0 && iid !== subject?.iid) {
        const found = await queryClient
          .fetchQuery({ ...institutionQueryOptions(iid), queryFn: () => getInstitution(iid) })
          .catch(() => null);
        if (found) {
          const visited = await selectionStore.selectInstitution(user, found, {
            recordViewed: true,
          });
          void afterInstitutionSwitch(queryClient, visited);
          subject = found;
        }
      }
      if (metric && subject) {
        await selectionStore.rememberValue(
          PRODUCT_SESSION_KEYS.trendMetric(subject.institutionType),
          metric,
        );
      }
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('iid');
          next.delete('metric');
          return next;
        },
        { replace: true },
      );
    };
    void apply();
    // Once per link: the parameters are gone after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linked, ready, iid, metric]);
}
