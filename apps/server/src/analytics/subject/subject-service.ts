import type { InstitutionType } from '@app/core/domain/products';
import type { MetricDefinition } from '../../reference-data/catalogue/metric-definition';
import { findMetric } from '../../reference-data/catalogue/find-metric';
import type { DatesRepository } from '../../reference-data/dates/dates-repository';
import type { GroupMembersRepository } from '../../reference-data/peer-groups/group-members-repository';
import { badRequest, notFound } from '../../platform/http/http-error';
import { institutionLabel } from '../../reference-data/institutions/institution-presenter';
import type { InstitutionsRepository } from '../../reference-data/institutions/institutions-repository';
import type { Subject, Viewer } from './subject';

/**
 * What every analysis resolves first: the subject institution, its metric, the peer group
 * or peer institution it is compared with, and the report dates of its type. Each answers
 * 404 or 400 naming what is missing.
 */
export function subjectService(deps: {
  institutions: InstitutionsRepository;
  dates: DatesRepository;
  groupMembers: GroupMembersRepository;
}) {
  function metricOf(subject: Subject, metricId: string): MetricDefinition {
    const metric = findMetric(metricId, subject.institutionType);
    if (!metric) throw notFound(`No ${subject.institutionType} metric ${metricId}.`);
    return metric;
  }

  return {
    async subjectOf(iid: number): Promise<Subject> {
      const row = await deps.institutions.find(iid);
      if (!row) throw notFound(`No institution ${iid}.`);
      return {
        iid,
        institutionType: row.institutionType as InstitutionType,
        name: row.name,
        label: institutionLabel(row),
        closedAfter: row.active ? null : row.lastReportingDate,
      };
    },

    metricOf,

    /**
     * The group the viewer may use. A mixed-charter group (`mixed`) holds members of both
     * charters: every group view reads each by its own charter's metric (issue 28 point 4).
     */
    async groupOf(subject: Subject, viewer: Viewer, groupId: number, selected?: readonly number[]) {
      const group = await deps.groupMembers.findPeerGroup({
        groupId,
        institutionType: subject.institutionType,
        organizationId: viewer.organizationId,
        selected,
      });
      if (!group) throw notFound('Peer group not found.');
      return group;
    },

    /** The report dates of the subject's type, from `fromDate` on when given. */
    async reportDates(subject: Subject, fromDate?: string) {
      const all = await deps.dates.reportDates(subject.institutionType);
      return fromDate ? all.filter((d) => d >= fromDate) : all;
    },

    /** The label of a peer institution, which must be of the subject's type. */
    async peerLabel(subject: Subject, iid: number) {
      const peer = await deps.institutions.find(iid);
      if (!peer || peer.institutionType !== subject.institutionType) {
        throw badRequest(`Institution ${iid} is not a ${subject.institutionType}.`);
      }
      return institutionLabel(peer);
    },

    /**
     * A peer institution of either charter (a member of a mixed group, issue 28 point 4): its
     * label and type; 400 when the iid is no institution.
     */
    async peerOfEitherCharter(subject: Subject, iid: number) {
      const peer = await deps.institutions.find(iid);
      if (!peer) throw badRequest(`Institution ${iid} is not a ${subject.institutionType}.`);
      return {
        label: institutionLabel(peer),
        institutionType: peer.institutionType as InstitutionType,
      };
    },
  };
}

export type SubjectService = ReturnType<typeof subjectService>;
