import { z } from 'zod';
import type { InstitutionType } from '../domain/products';
import { id, idParam } from './input';
import { institutionName } from './institutions';

/** spec 2 section 9: a custom group holds at most 100 institutions; 25 or fewer recommended. */
export const MAX_GROUP_MEMBERS = 100;
export const RECOMMENDED_GROUP_MEMBERS = 25;

/** spec 2 section 9: custom 10 (editable), provider ("VBC") 20, aggregate/national 30. */
export const GROUP_TYPES = { custom: 10, provider: 20, aggregate: 30 } as const;
export type GroupType = (typeof GROUP_TYPES)[keyof typeof GROUP_TYPES];

/** spec 2 section 3: how a custom group's institutions were chosen. */
export const SELECTION_TYPES = { none: 0, similar: 1, targeted: 2, distinct: 3 } as const;
export type SelectionType = (typeof SELECTION_TYPES)[keyof typeof SELECTION_TYPES];

/** spec 2 section 5, beside the Create Group button and on save: more than 100 institutions. */
export const GROUP_LIMIT_MESSAGES: Record<InstitutionType, string> = {
  bank: 'Custom Peer Groups are limited to 100 banks. the provider recommends Peer Groups of 25 or fewer.',
  'credit union':
    'Custom Peer Groups are limited to 100 credit unions. the provider recommends Peer Groups of 25 or fewer.',
};

/** spec 2 section 5: the create dialog's warning over 25 institutions. */
export const GROUP_SIZE_WARNING =
  'Are you sure? the provider recommends Peer Groups of 25 or less members.';

/** spec 2 section 5: added to the create dialog for similar and targeted groups. */
export const GROUP_PARAMETERS_NOTICE =
  'Once this group is created, the selection parameters cannot be edited, but institutions can be added or dropped from the group. To review and revise the parameters, click Cancel.';

export const GROUP_NOT_FOUND_MESSAGE = 'Peer group not found.';
/** spec 2 section 6: only groupType 10 can be renamed, deleted or have members changed. */
export const ONLY_CUSTOM_GROUPS_MESSAGE = 'Only custom peer groups can be changed.';
export const EMPTY_GROUP_MESSAGE = 'Choose at least one institution for the peer group.';

/**
 * Why a custom group of `count` institutions cannot be saved, or null when it can. The route
 * schemas cannot apply the 100 limit themselves: its message names the subject's institution
 * type, which only the server knows once it has read the subject.
 */
export function groupSizeProblem(count: number, institutionType: InstitutionType): string | null {
  if (count < 1) return EMPTY_GROUP_MESSAGE;
  if (count > MAX_GROUP_MEMBERS) return GROUP_LIMIT_MESSAGES[institutionType];
  return null;
}

export const subjectParams = z.object({ iid: idParam });
export const groupParams = z.object({ iid: idParam, groupId: idParam });

const groupName = z
  .string('name must be text')
  .trim()
  .min(1, 'name is required')
  .max(100, 'name has at most 100 characters');
const groupDescription = z
  .string('description must be text')
  .trim()
  .max(500, 'description has at most 500 characters');

const unique = (values: readonly number[]) => new Set(values).size === values.length;

/** How many left-out members a group summary names (a custom group holds at most 100). */
export const LEFT_OUT_NAMED = MAX_GROUP_MEMBERS;

export const groupSummary = z
  .object({
    groupId: z.number().int(),
    name: z.string(),
    description: z.string(),
    /** The line shown under the name: the description, else the selection criteria. */
    displayDescription: z.string(),
    criteria: z.string(),
    groupType: z.literal([GROUP_TYPES.custom, GROUP_TYPES.provider, GROUP_TYPES.aggregate]),
    selectionType: z.literal([0, 1, 2, 3]),
    /**
     * Members that filed for `asOf` (aggregate groups: who matches the rule then). Members that
     * did not file are left out of the count, the list and the group's statistics: `leftOut`.
     */
    institutionCount: z.number().int(),
    /** The quarter counted: the newest held, or a closed subject's last report; null before any import. */
    asOf: z.string().nullable(),
    /**
     * The members that filed for `asOf`, ascending. Empty for aggregate groups (groupType 30):
     * they cannot be filtered (spec 2 section 5), and the nation's list is read from the members call.
     */
    iids: z.array(z.number().int()),
    /**
     * Stored members that did not file for `asOf` (closed, merged or late), left out of the
     * group: how many, and the first LEFT_OUT_NAMED of them by name. Aggregate groups hold only
     * filers, so theirs is always 0.
     */
    leftOut: z.object({
      count: z.number().int(),
      institutions: z.array(
        z.object({ ...institutionName, lastReportingDate: z.string().nullable() }),
      ),
    }),
    /** Custom groups of the caller's organization: rename, delete, add and remove. */
    editable: z.boolean(),
    /**
     * Present on a custom group that holds banks and credit unions (issue 28 point 4): it
     * compares only the common metric set (domain/common-metrics.ts).
     */
    mixed: z.literal(true).optional(),
  })
  .meta({ id: 'PeerGroup' });
export type GroupSummary = z.infer<typeof groupSummary>;

export const groupMember = z
  .object({
    ...institutionName,
    /** As filed; the web app prefixes http:// when there is no scheme (spec 2 section 5). */
    website: z.string().nullable(),
  })
  .meta({ id: 'PeerGroupMember' });
export type GroupMember = z.infer<typeof groupMember>;

/**
 * spec 2 section 3, create group payload. At most MAX_GROUP_MEMBERS iids: checked by the server
 * with groupSizeProblem (see there why not here).
 */
export const createGroupPayload = z.object({
  name: groupName,
  description: groupDescription.default(''),
  criteria: z
    .string('criteria must be text')
    .trim()
    .max(2000, 'criteria has at most 2000 characters')
    .default(''),
  /** Similar 1, targeted 2, distinct 3; a group picked by hand when left out (distinct). */
  selectionType: z.literal([1, 2, 3], 'selectionType must be 1, 2 or 3').optional(),
  iids: z
    .array(id)
    .min(1, EMPTY_GROUP_MESSAGE)
    .refine(unique, 'each institution may appear only once'),
});
export type CreateGroupPayload = z.input<typeof createGroupPayload>;

export const groupUpdateRow = z.object({
  iid: id,
  isAdded: z.boolean().default(false),
  isRemoved: z.boolean().default(false),
});

/**
 * spec 2 section 3, group update item: a rename and the manage screen's pending rows. Rows
 * both added and removed, or neither, change nothing (spec 2 section 4).
 */
export const groupUpdateItem = z.object({
  groupId: id,
  name: groupName.optional(),
  description: groupDescription.optional(),
  institutions: z
    .array(groupUpdateRow)
    .max(1000, 'institutions has at most 1000 rows')
    .refine(
      (rows) => unique(rows.map((row) => row.iid)),
      'each institution may appear only once per group',
    )
    .default([]),
});
export type GroupUpdateItem = z.input<typeof groupUpdateItem>;

export const groupUpdatePayload = z
  .array(groupUpdateItem)
  .max(100, 'at most 100 groups per request')
  .refine((items) => unique(items.map((item) => item.groupId)), 'each group may appear only once');

export const groupUpdateResult = z.object({
  /** The groups whose name, description or members actually changed. */
  changedGroupIds: z.array(z.number().int()),
});
export type GroupUpdateResult = z.infer<typeof groupUpdateResult>;
