import type { Follows, FollowsRequest } from '@app/core/api/notifications';
import { badRequest } from '../../platform/http/http-error';
import { findMetric } from '../../reference-data/catalogue/find-metric';
import type { InstitutionsRepository } from '../../reference-data/institutions/institutions-repository';
import type { FollowsRepository } from './follows-repository';

/** Who asks: the user and their organization's own institution. */
export interface Follower {
  userId: string;
  organizationId: string;
  institutionIid: number | null;
}

/** What a user follows: institutions, custom peer groups' members, metrics with alerts. */
export function followService(deps: {
  follows: FollowsRepository;
  institutions: InstitutionsRepository;
}) {
  async function get(follower: Follower): Promise<Follows> {
    const stored = await deps.follows.of(follower.userId);
    const own = follower.institutionIid;
    const shown = [
      ...(own !== null && stored.followOwnInstitution ? [own] : []),
      ...stored.institutions.filter((iid) => iid !== own),
    ];
    const labels = await deps.institutions.labels(own === null ? shown : [...shown, own]);
    return {
      ...stored,
      institutionLabels: shown.map((iid) => ({ iid, label: labels.get(iid) ?? `#${iid}` })),
      ownInstitution: own === null ? null : { iid: own, label: labels.get(own) ?? `#${own}` },
    };
  }

  return {
    get,

    /** Replaces what the user follows; an unknown institution, group or metric is a 400. */
    async put(follower: Follower, request: FollowsRequest): Promise<Follows> {
      const institutions = [...new Set(request.institutions)];
      const labels = await deps.institutions.labels(institutions);
      const unknown = institutions.find((iid) => !labels.has(iid));
      if (unknown !== undefined) throw badRequest(`institutions: no institution ${unknown}.`);
      const groups = [...new Set(request.groups)];
      const ours = new Set(await deps.follows.customGroupsOf(follower.organizationId, groups));
      const foreign = groups.find((id) => !ours.has(id));
      if (foreign !== undefined)
        throw badRequest(`groups: ${foreign} is not a peer group of your organization.`);
      const seen = new Set<string>();
      for (const metric of request.metrics) {
        if (!findMetric(metric.metricId))
          throw badRequest(`metrics: no metric ${metric.metricId}.`);
        if (seen.has(metric.metricId))
          throw badRequest(`metrics: ${metric.metricId} is listed twice.`);
        seen.add(metric.metricId);
      }
      await deps.follows.replace(follower.userId, { ...request, institutions, groups });
      return get(follower);
    },
  };
}

export type FollowService = ReturnType<typeof followService>;
