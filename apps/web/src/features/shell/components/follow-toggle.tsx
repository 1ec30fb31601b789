import { ActionIcon, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { afterFollowsChange } from '../../../api/invalidations';
import { followsRequestOf } from '../../../api/notifications/follows-request';
import { useFollows } from '../../../api/notifications/get-follows';
import { updateFollows } from '../../../api/notifications/update-follows';
import { BellIcon } from './bell-icon';

/**
 * Follow or stop following an institution where the user meets it: a new quarter's
 * notification then tells how it did. The own institution follows the profile's switch.
 */
export function FollowToggle({ iid, label }: { iid: number; label: string }) {
  const follows = useFollows();
  const queryClient = useQueryClient();
  if (!follows.data) return null;
  const data = follows.data;
  const own = data.ownInstitution?.iid === iid;
  const following = own ? data.followOwnInstitution : data.institutions.includes(iid);
  const toggle = async () => {
    const change = own
      ? { followOwnInstitution: !following }
      : {
          institutions: following
            ? data.institutions.filter((i) => i !== iid)
            : [...data.institutions, iid],
        };
    afterFollowsChange(queryClient, await updateFollows(followsRequestOf(data, change)));
  };
  const action = following ? `Stop following ${label}` : `Follow ${label}`;
  return (
    <Tooltip label={following ? 'Following: you are told of its new quarters' : 'Follow'}>
      <ActionIcon
        size="sm"
        variant={following ? 'light' : 'subtle'}
        color={following ? 'teal' : 'gray'}
        aria-label={action}
        aria-pressed={following}
        onClick={() => void toggle()}
      >
        <BellIcon size={14} />
      </ActionIcon>
    </Tooltip>
  );
}
