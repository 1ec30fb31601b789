import { sql, type SQL } from 'drizzle-orm';
import { inAssetRange, type AssetRange } from './asset-bands';

/**
 * Aggregate groups (groupType 30) have no stored members: a rule says who is in them each
 * quarter. This file is the one definition of that rule; the groups list, the member lists,
 * the profiles, the plan checks and the analytics all ask it.
 */

/** An aggregate group's rule as stored on peer_groups. */
export interface AggregateRuleColumns extends AssetRange {
  ruleKind: string | null;
  ruleState: string | null;
}

export type AggregateRule =
  | { kind: 'national' }
  | { kind: 'state'; state: string }
  | ({ kind: 'assets' } & AssetRange)
  /** A rule this code does not know (or a state group without a state): nobody is in it. */
  | { kind: 'nobody' };

export function aggregateRule(group: AggregateRuleColumns): AggregateRule {
  switch (group.ruleKind) {
    case 'national':
      return { kind: 'national' };
    case 'state':
      return group.ruleState === null
        ? { kind: 'nobody' }
        : { kind: 'state', state: group.ruleState };
    case 'assets':
      return { kind: 'assets', minAssets: group.minAssets, maxAssets: group.maxAssets };
    case null:
    default:
      // Matching nobody rather than everybody: no rule or an unknown one must not leak a whole
      // nation.
      return { kind: 'nobody' };
  }
}

/** What the rule reads about an institution of the group's type that filed for the quarter. */
export interface AggregateCandidate {
  /** Where it is headquartered. */
  state: string;
  /** Its total assets in dollars that quarter; null when not reported. */
  totalAssets: number | null;
}

/**
 * Aggregate group membership: an institution of the group's type that filed a report for the
 * quarter is a member of the national group, of its state's group, and of the asset band
 * holding its total assets of that quarter (minimum included, maximum excluded).
 * Whether it filed is the caller's part: it asks only about filers.
 */
export function isAggregateMember(rule: AggregateRule, candidate: AggregateCandidate): boolean {
  switch (rule.kind) {
    case 'national':
      return true;
    case 'state':
      return candidate.state === rule.state;
    case 'assets':
      return candidate.totalAssets !== null && inAssetRange(rule, candidate.totalAssets);
    case 'nobody':
      return false;
  }
}

/**
 * isAggregateMember as a SQL condition over the candidate's state and total assets (column
 * expressions of the query), for queries that pick the members among thousands of filers in
 * the database. aggregate-membership.test.ts holds both forms to the same answers.
 */
export function aggregateMemberCondition(
  rule: AggregateRule,
  candidate: { state: SQL; totalAssets: SQL },
): SQL {
  switch (rule.kind) {
    case 'national':
      return sql`true`;
    case 'state':
      return sql`${candidate.state} = ${rule.state}`;
    case 'assets': {
      const bounds = [sql`${candidate.totalAssets} is not null`];
      if (rule.minAssets !== null) bounds.push(sql`${candidate.totalAssets} >= ${rule.minAssets}`);
      if (rule.maxAssets !== null) bounds.push(sql`${candidate.totalAssets} < ${rule.maxAssets}`);
      return sql.join(bounds, sql` and `);
    }
    case 'nobody':
      return sql`false`;
  }
}

/** Which of the candidate's facts a rule reads: queries join the tables for those only. */
export function factsRead(rule: AggregateRule): { state: boolean; totalAssets: boolean } {
  return { state: rule.kind === 'state', totalAssets: rule.kind === 'assets' };
}
