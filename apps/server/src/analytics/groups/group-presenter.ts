import { MIXED_GROUP_TYPE } from '@app/core/domain/common-metrics';
import {
  GROUP_TYPES,
  type GroupMember,
  type GroupSummary,
  type GroupType,
  type SelectionType,
} from '@app/core/api/groups';

export function presentGroup(
  row: {
    groupId: number;
    groupType: number;
    name: string;
    description: string;
    criteria: string;
    selectionType: number;
    institutionType: string;
  },
  members: {
    institutionCount: number;
    iids: readonly number[];
    asOf: string | null;
    leftOut: GroupSummary['leftOut'];
  },
): GroupSummary {
  const groupType = row.groupType as GroupType;
  return {
    groupId: row.groupId,
    name: row.name,
    description: row.description,
    displayDescription: row.description || row.criteria,
    criteria: row.criteria,
    groupType,
    selectionType: row.selectionType as SelectionType,
    institutionCount: members.institutionCount,
    asOf: members.asOf,
    // Aggregate groups cannot be filtered (spec 2 section 5): no member list to tick.
    iids: groupType === GROUP_TYPES.aggregate ? [] : [...members.iids],
    leftOut: members.leftOut,
    // Only custom groups are listed for their own organization, and only those can change.
    editable: groupType === GROUP_TYPES.custom,
    ...(row.institutionType === MIXED_GROUP_TYPE ? { mixed: true as const } : {}),
  };
}

export function presentMember(row: {
  iid: number;
  name: string;
  city: string;
  state: string;
  website: string | null;
}): GroupMember {
  return {
    iid: row.iid,
    name: row.name,
    city: row.city,
    state: row.state,
    label: `${row.name} (${row.city}, ${row.state})`,
    website: row.website,
  };
}
