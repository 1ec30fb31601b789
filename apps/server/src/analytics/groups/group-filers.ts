import { LEFT_OUT_NAMED, type GroupSummary } from '@app/core/api/groups';
import { institutionLabel } from '../../reference-data/institutions/institution-presenter';
import type { GroupQueries } from './groups-repository';

export type LeftOut = GroupSummary['leftOut'];
export const NONE_LEFT_OUT: LeftOut = { count: 0, institutions: [] };

/**
 * The quarter a subject's groups are counted at: the newest held, or the last report of a
 * subject that stopped filing before it (its pages show that quarter).
 */
export function quarterShown(newest: string | null, lastReportingDate: string | null) {
  if (!newest) return null;
  return lastReportingDate && lastReportingDate < newest ? lastReportingDate : newest;
}

/**
 * Peer groups drop members that did not file for the quarter shown (closed, merged, late):
 * each listed group's members split into those that filed and those left out, the latter
 * named (up to LEFT_OUT_NAMED) so the screen can say who.
 */
export async function splitByFiling(
  repo: Pick<GroupQueries, 'filersAt' | 'leftOutInstitutions'>,
  asOf: string | null,
  members: ReadonlyMap<number, readonly number[]>,
): Promise<Map<number, { iids: number[]; leftOut: LeftOut }>> {
  const everyone = [...new Set([...members.values()].flat())];
  const filed = asOf ? await repo.filersAt(asOf, everyone) : new Set<number>();
  const out = new Map<number, number[]>();
  const result = new Map<number, { iids: number[]; leftOut: LeftOut }>();
  for (const [groupId, iids] of members) {
    out.set(
      groupId,
      iids.filter((iid) => !filed.has(iid)),
    );
  }
  const named = new Set([...out.values()].flatMap((iids) => iids.slice(0, LEFT_OUT_NAMED)));
  const rows = new Map(
    (await repo.leftOutInstitutions([...named])).map((row) => [row.iid, row] as const),
  );
  for (const [groupId, iids] of members) {
    const missing = new Set(out.get(groupId));
    const institutions = [...missing]
      .flatMap((iid) => {
        const row = rows.get(iid);
        return row ? [{ ...row, label: institutionLabel(row) }] : [];
      })
      .sort((a, b) => a.name.localeCompare(b.name) || a.iid - b.iid)
      .slice(0, LEFT_OUT_NAMED);
    result.set(groupId, {
      iids: iids.filter((iid) => filed.has(iid)),
      leftOut: { count: missing.size, institutions },
    });
  }
  return result;
}
