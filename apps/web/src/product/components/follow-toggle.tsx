import { ActionIcon, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { afterFollowsChange } from '../../api/invalidations';
import { followsRequestOf } from '../../api/notifications/follows-request';
import { useFollows } from '../../api/notifications/get-follows';
import { updateFollows } from '../../api/notifications/update-follows';
import { BellIcon } from '../../ui/bell-icon';

/** What is followed: an institution, or the members of a custom peer group. */
type Followed = { iid: number; groupId?: never } | { groupId: number; iid?: never };

const toggled = (list: readonly number[], id: number, following: boolean) =>
  following ? list.filter((i) => i !== id) : [...list, id];

/**
 * Follow or stop following an institution, or a custom group's members, where the user meets
 * it (the switcher's favourites, the header of the institution or peer on a page, a group's
 * card): a new quarter's notification then tells how it did. The own institution follows the
 * profile's switch.
 */
export function FollowToggle({ label, ...followed }: Followed & { label: string }) {
  const follows = useFollows();
  const queryClient = useQueryClient();
  if (!follows.data) return null;
  const data = follows.data;
  const { iid, groupId } = followed;
  const own = iid !== undefined && data.ownInstitution?.iid === iid;
  const following = own
    ? data.followOwnInstitution
    : iid !== undefined
      ? data.institutions.includes(iid)
      : data.groups.includes(groupId!);
  const toggle = async () => {
    const change = own
      ? { followOwnInstitution: !following }
      : iid !== undefined
        ? { institutions: toggled(data.institutions, iid, following) }
        : { groups: toggled(data.groups, groupId!, following) };
    afterFollowsChange(queryClient, await updateFollows(followsRequestOf(data, change)));
  };
  const what = iid !== undefined ? label : `the members of ${label}`;
  const action = following ? `Stop following ${what}` : `Follow ${what}`;
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
