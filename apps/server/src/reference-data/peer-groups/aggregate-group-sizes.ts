import { and, eq, inArray } from 'drizzle-orm';
import { GROUP_TYPES } from '@app/core/api/groups';
import type { InstitutionType } from '@app/core/domain/products';
import type { Database } from '../../platform/db/database';
import { reportDates } from '../../platform/db/schema/call-report-tables';
import { aggregateGroupSizes, peerGroups } from '../../platform/db/schema/peer-group-tables';
import { groupMembersRepository } from './group-members-repository';
import { aggregateRule, type AggregateRuleColumns } from './aggregate-membership';

export interface AggregateGroup extends AggregateRuleColumns {
  groupId: number;
}

/**
 * Counts and stores how many institutions every aggregate group of the type holds at every
 * quarter held (aggregate_group_sizes). Called in the transaction that computes the type's
 * metrics, so the sizes change with the data they count; every quarter is recounted, as an
 * import may move an institution to another state, which every quarter's state groups read.
 */
export async function storeAggregateGroupSizes(tx: Database, institutionType: InstitutionType) {
  const groups = await tx
    .select({
      groupId: peerGroups.groupId,
      ruleKind: peerGroups.ruleKind,
      ruleState: peerGroups.ruleState,
      minAssets: peerGroups.ruleMinAssets,
      maxAssets: peerGroups.ruleMaxAssets,
    })
    .from(peerGroups)
    .where(
      and(
        eq(peerGroups.institutionType, institutionType),
        eq(peerGroups.groupType, GROUP_TYPES.aggregate),
      ),
    );
  if (groups.length === 0) return;
  const dates = await tx
    .select({ reportDate: reportDates.reportDate })
    .from(reportDates)
    .where(eq(reportDates.institutionType, institutionType));
  const counts = await groupMembersRepository(tx).aggregateMemberCounts(
    institutionType,
    groups.map(aggregateRule),
    dates.map((d) => d.reportDate),
  );
  await tx.delete(aggregateGroupSizes).where(
    inArray(
      aggregateGroupSizes.groupId,
      groups.map((g) => g.groupId),
    ),
  );
  const rows = [...counts].flatMap(([reportDate, sizes]) =>
    groups.map((group, i) => ({ groupId: group.groupId, reportDate, institutions: sizes[i] ?? 0 })),
  );
  for (let i = 0; i < rows.length; i += 5_000) {
    await tx.insert(aggregateGroupSizes).values(rows.slice(i, i + 5_000));
  }
}

/**
 * How many institutions each of the aggregate groups holds at a quarter, in the groups' order:
 * the stored sizes, or counted now when the quarter has none stored (data computed before
 * sizes were stored).
 */
export async function aggregateGroupSizesAt(
  db: Database,
  institutionType: InstitutionType,
  groups: readonly AggregateGroup[],
  reportDate: string,
): Promise<number[]> {
  if (groups.length === 0) return [];
  const stored = await db
    .select({
      groupId: aggregateGroupSizes.groupId,
      institutions: aggregateGroupSizes.institutions,
    })
    .from(aggregateGroupSizes)
    .where(
      and(
        eq(aggregateGroupSizes.reportDate, reportDate),
        inArray(
          aggregateGroupSizes.groupId,
          groups.map((g) => g.groupId),
        ),
      ),
    );
  const byGroup = new Map(stored.map((row) => [row.groupId, row.institutions]));
  if (groups.every((g) => byGroup.has(g.groupId))) {
    return groups.map((g) => byGroup.get(g.groupId) as number);
  }
  const counted = await groupMembersRepository(db).aggregateMemberCounts(
    institutionType,
    groups.map(aggregateRule),
    [reportDate],
  );
  return counted.get(reportDate) ?? groups.map(() => 0);
}
