import { GROUP_TYPES } from '@app/core/api/groups';
import {
  aggregateRule,
  isAggregateMember,
} from '../../reference-data/peer-groups/aggregate-membership';
import type { SubjectRow } from '../../platform/db/subject-row';
import type { GroupRow, GroupsRepository } from './groups-repository';

/**
 * National, the subject's state, and the asset band the subject is in at its latest quarter,
 * in that order, among the type's aggregate groups: National is the default "first group"
 * (spec 1 section 4), and these three are what the Free plan compares with (spec 1 section 9).
 * A subject without a report has no band; one in no state group (a foreign address) has no
 * state.
 */
export function holdingSubject(
  aggregates: readonly GroupRow[],
  subject: Pick<SubjectRow, 'state'>,
  totalAssets: number | null,
): GroupRow[] {
  const candidate = { state: subject.state, totalAssets };
  const holding = (ruleKind: string) =>
    aggregates.find(
      (g) => g.ruleKind === ruleKind && isAggregateMember(aggregateRule(g), candidate),
    );
  return [holding('national'), holding('state'), holding('assets')].filter(
    (g): g is GroupRow => g !== undefined,
  );
}

/** The subject's total assets at its latest quarter, or null when it never reported. */
export const latestAssets = (repo: GroupsRepository, subject: SubjectRow) =>
  subject.lastReportingDate
    ? repo.totalAssets(subject.institutionType, subject.lastReportingDate, subject.iid)
    : Promise.resolve(null);

/** The aggregate groups holding the subject (see holdingSubject). */
export async function holdingGroups(
  repo: GroupsRepository,
  subject: SubjectRow,
): Promise<GroupRow[]> {
  const [aggregates, totalAssets] = await Promise.all([
    repo.groupsOf(subject.institutionType, GROUP_TYPES.aggregate),
    latestAssets(repo, subject),
  ]);
  return holdingSubject(aggregates, subject, totalAssets);
}
