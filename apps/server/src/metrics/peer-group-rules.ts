import { and, eq, ne, or } from 'drizzle-orm';
import type { InstitutionType } from '@app/core/domain/products';
import type { Database } from '../db/database';
import { institutions, peerGroupMembers, peerGroups } from '../db/schema';
import { valueIn, type CrossSection } from './metric-values-repository';

/**
 * Who is in a peer group, as the analytics need it: a fixed list (custom and provider groups),
 * the institutions of a state, an asset band (which depends on the quarter), or all of the
 * type (national).
 */
export type GroupRule =
  | { kind: 'all' }
  | { kind: 'list'; iids: ReadonlySet<number> }
  | { kind: 'assets'; min: number | null; max: number | null };

export interface PeerGroup {
  groupId: number;
  name: string;
  groupType: number;
  rule: GroupRule;
}

/**
 * The group if the caller may use it: of the subject's institution type, and for a custom
 * group one of the caller's organization. `selected` narrows a list group to the members
 * ticked in the peer selector (spec 2 section 3, filtered group entry).
 */
export async function findPeerGroup(
  db: Database,
  input: {
    groupId: number;
    institutionType: InstitutionType;
    organizationId: string;
    selected?: readonly number[];
  },
): Promise<PeerGroup | undefined> {
  const [group] = await db
    .select()
    .from(peerGroups)
    .where(
      and(
        eq(peerGroups.groupId, input.groupId),
        eq(peerGroups.institutionType, input.institutionType),
        or(ne(peerGroups.groupType, 10), eq(peerGroups.organizationId, input.organizationId)),
      ),
    );
  if (!group) return undefined;
  const base = { groupId: group.groupId, name: group.name, groupType: group.groupType };

  if (group.ruleKind === 'national') return { ...base, rule: { kind: 'all' } };
  if (group.ruleKind === 'assets') {
    return {
      ...base,
      rule: { kind: 'assets', min: group.ruleMinAssets, max: group.ruleMaxAssets },
    };
  }
  const rows =
    group.ruleKind === 'state'
      ? await db
          .select({ iid: institutions.iid })
          .from(institutions)
          .where(
            and(
              eq(institutions.institutionType, input.institutionType),
              eq(institutions.state, group.ruleState ?? ''),
            ),
          )
      : await db
          .select({ iid: peerGroupMembers.iid })
          .from(peerGroupMembers)
          .where(eq(peerGroupMembers.groupId, group.groupId));
  let iids = rows.map((r) => r.iid);
  // Aggregate groups cannot be filtered (spec 2 section 5).
  if (input.selected && group.groupType !== 30) {
    const selected = new Set(input.selected);
    iids = iids.filter((iid) => selected.has(iid));
  }
  return { ...base, rule: { kind: 'list', iids: new Set(iids) } };
}

/**
 * Positions in `section` of the group's members that quarter. An asset band needs the total
 * assets cross-section of the same quarter.
 */
export function memberPositions(
  section: CrossSection,
  rule: GroupRule,
  assets: CrossSection | undefined,
): number[] {
  const positions: number[] = [];
  section.iids.forEach((iid, i) => {
    if (rule.kind === 'all') positions.push(i);
    else if (rule.kind === 'list') {
      if (rule.iids.has(iid)) positions.push(i);
    } else {
      const value = assets ? valueIn(assets, iid) : null;
      if (
        value !== null &&
        (rule.min === null || value >= rule.min) &&
        (rule.max === null || value < rule.max)
      ) {
        positions.push(i);
      }
    }
  });
  return positions;
}

/** Total assets: the measure of asset-band groups. */
export const TOTAL_ASSETS: Record<InstitutionType, string> = {
  bank: 'LBPR2170',
  'credit union': 'ACCT_010',
};
