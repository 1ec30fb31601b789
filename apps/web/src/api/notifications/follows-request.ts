import type { Follows, FollowsRequest } from '@app/core/api/notifications';

/** The PUT body that keeps everything of `follows` but what `change` sets. */
export function followsRequestOf(follows: Follows, change: Partial<FollowsRequest> = {}) {
  const { institutions, groups, metrics, emailDigest, followOwnInstitution } = follows;
  return {
    institutions,
    groups,
    metrics,
    emailDigest,
    followOwnInstitution,
    ...change,
  } satisfies FollowsRequest;
}
