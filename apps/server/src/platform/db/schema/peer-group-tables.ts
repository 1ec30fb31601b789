import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { institutions } from './institution-tables';
import { organizations } from './organization-tables';
import { users } from './user-tables';

/**
 * Peer groups (spec 2 section 3): 10 custom (owned by an organization, editable), 20 provider
 * groups (curated member lists), 30 aggregate groups (a rule: the nation, a state or an asset
 * band, whose members are whoever matches it in each quarter).
 */
export const peerGroups = pgTable(
  'peer_groups',
  {
    groupId: serial('group_id').primaryKey(),
    groupType: integer('group_type').notNull(),
    institutionType: text('institution_type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The readable selection criteria (similar and targeted searches write theirs here). */
    criteria: text('criteria').notNull().default(''),
    /** 0 none, 1 similar, 2 targeted, 3 distinct. */
    selectionType: integer('selection_type').notNull().default(0),
    organizationId: uuid('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Aggregate groups: 'national', 'state' or 'assets'. */
    ruleKind: text('rule_kind'),
    ruleState: text('rule_state'),
    /** Aggregate asset bands, whole dollars: minimum included, maximum excluded. */
    ruleMinAssets: doublePrecision('rule_min_assets'),
    ruleMaxAssets: doublePrecision('rule_max_assets'),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('peer_groups_org_idx').on(t.organizationId, t.institutionType),
    index('peer_groups_type_idx').on(t.groupType, t.institutionType),
  ],
);

/**
 * How many institutions each aggregate group (type 30) holds at each quarter, stored with the
 * metrics (compute-metrics.ts) so that the group list reads counts instead of counting a
 * quarter's filers on every request. Rows are replaced whenever an institution type's metrics
 * are computed; a quarter without rows is counted on the fly.
 */
export const aggregateGroupSizes = pgTable(
  'aggregate_group_sizes',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => peerGroups.groupId, { onDelete: 'cascade' }),
    reportDate: date('report_date').notNull(),
    institutions: integer('institutions').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.reportDate] })],
);

export const peerGroupMembers = pgTable(
  'peer_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => peerGroups.groupId, { onDelete: 'cascade' }),
    iid: integer('iid')
      .notNull()
      .references(() => institutions.iid, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.iid] })],
);
