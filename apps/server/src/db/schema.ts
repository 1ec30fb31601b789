import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const partners = pgTable('partners', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  logoFile: text('logo_file').notNull(),
  logoWidth: integer('logo_width').notNull(),
  logoHeight: integer('logo_height').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  url: text('url').notNull(),
  adImage: text('ad_image').notNull(),
  adUrl: text('ad_url').notNull(),
});

/**
 * Banks and credit unions. iid: packages/core/src/domain/institution-ids.ts (RSSD id for banks,
 * charter number plus an offset for credit unions); agencyId is the agency's own number.
 */
export const institutions = pgTable(
  'institutions',
  {
    iid: integer('iid').primaryKey(),
    agencyId: integer('agency_id').notNull(),
    institutionType: text('institution_type').notNull(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip'),
    website: text('website'),
    /** Banks: Industrial, Mutual, Non-Traditional, Stock or SubS. */
    ownershipType: text('ownership_type'),
    fdicCert: integer('fdic_cert'),
    /** Credit unions: type of membership (FOICU TOM_CODE) and low-income designation. */
    tomCode: integer('tom_code'),
    lowIncome: boolean('low_income'),
    active: boolean('active').notNull().default(true),
    lastReportingDate: date('last_reporting_date'),
    /** Made by the synthetic generator: shown with a demo-data label. */
    synthetic: boolean('synthetic').notNull().default(false),
  },
  (t) => [
    index('institutions_name_idx').on(sql`lower(${t.name})`),
    index('institutions_type_idx').on(t.institutionType, t.active),
  ],
);

/** NCUA types of membership (spec 2 section 3: tomCode, tomCodeAlpha, tomCodeDesc). */
export const typesOfMembership = pgTable('types_of_membership', {
  tomCode: integer('tom_code').primaryKey(),
  tomCodeAlpha: text('tom_code_alpha').notNull(),
  tomCodeDesc: text('tom_code_desc').notNull(),
});

/**
 * Raw call-report items per institution and quarter, in the agency's own codes and units
 * (thousands for banks, dollars for credit unions; income year-to-date), as imported.
 */
export const callReports = pgTable(
  'call_reports',
  {
    iid: integer('iid')
      .notNull()
      .references(() => institutions.iid, { onDelete: 'cascade' }),
    reportDate: date('report_date').notNull(),
    institutionType: text('institution_type').notNull(),
    source: text('source').notNull(),
    items: jsonb('items').$type<Record<string, number>>().notNull(),
    /** Codes this row withheld (CONF, NR): unknown, not blank (see CallReport.withheld). */
    withheld: text('withheld').array(),
  },
  (t) => [
    primaryKey({ columns: [t.iid, t.reportDate] }),
    index('call_reports_date_idx').on(t.institutionType, t.reportDate),
  ],
);

/**
 * Per institution type and quarter, the item codes the agency's form has but the imported
 * files did not carry (a schedule left out of the download): absent for every institution,
 * and unknown rather than blank. No row: nothing known to be missing.
 */
export const sourceGaps = pgTable(
  'source_gaps',
  {
    institutionType: text('institution_type').notNull(),
    reportDate: date('report_date').notNull(),
    items: text('items').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.institutionType, t.reportDate] })],
);

/**
 * One row per run of `npm run data -- import` (and refused runs): what was read, stored,
 * skipped and left null, as printed at the end of the run (data/import-report.ts). The
 * platform admin console reads it.
 */
export const importReports = pgTable(
  'import_reports',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    /** The folder or zip given, as typed (resolved). */
    path: text('path').notNull(),
    /** imported, or refused (nothing was stored). */
    status: text('status').notNull(),
    institutionType: text('institution_type'),
    reportDate: date('report_date'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    /** The whole report (ImportReport in data/import-report.ts). */
    report: jsonb('report').notNull(),
  },
  (t) => [index('import_reports_finished_idx').on(t.finishedAt)],
);

/** The quarters held per institution type, kept by the import (a cheap read for the sliders). */
export const reportDates = pgTable(
  'report_dates',
  {
    institutionType: text('institution_type').notNull(),
    reportDate: date('report_date').notNull(),
    institutions: integer('institutions').notNull(),
  },
  (t) => [primaryKey({ columns: [t.institutionType, t.reportDate] })],
);

/**
 * A counter per institution type, raised in the transaction that computes its metrics (every
 * import and generation does): a process may keep what it derived from the data (the
 * searches' candidates) for as long as the counter it read with it is current.
 */
export const dataVersions = pgTable('data_versions', {
  institutionType: text('institution_type').primaryKey(),
  version: integer('version').notNull(),
});

/**
 * Which position of metric_values.values holds which metric. Slots are only ever added, so
 * stored rows stay readable when the catalogue grows.
 */
export const metricSlots = pgTable(
  'metric_slots',
  {
    institutionType: text('institution_type').notNull(),
    metricId: text('metric_id').notNull(),
    slot: integer('slot').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionType, t.metricId] }),
    uniqueIndex('metric_slots_slot_idx').on(t.institutionType, t.slot),
  ],
);

/**
 * Computed metric values, one row per institution and quarter with one array element per
 * metric (see metric_slots): an institution's quarter is read in one row, and a whole
 * quarter of one institution type in one index range.
 */
export const metricValues = pgTable(
  'metric_values',
  {
    iid: integer('iid')
      .notNull()
      .references(() => institutions.iid, { onDelete: 'cascade' }),
    reportDate: date('report_date').notNull(),
    institutionType: text('institution_type').notNull(),
    values: doublePrecision('values').array().$type<(number | null)[]>().notNull(),
    /**
     * Slots (1-based) whose value is null because an input is not reported in the source files
     * (its schedule not in the download, or withheld): shown as a dash with that reason. Null
     * when there is none.
     */
    notReported: integer('not_reported').array(),
  },
  (t) => [
    primaryKey({ columns: [t.iid, t.reportDate] }),
    index('metric_values_date_idx').on(t.institutionType, t.reportDate),
  ],
);

/**
 * Every metric of one institution type and quarter as a cross-section: the iids that have a
 * value (ascending) and their values. Ranks, percentiles, group averages and the rank chart
 * read one row per metric and quarter instead of a row per institution.
 *
 * With it, what the national group's statistics need, so that they are lookups rather than a
 * pass over thousands of values: the count, the sum (in iid order), the values sorted
 * ascending (a binary search counts those above or below a value), and the lowest iid holding
 * the highest and the lowest value (the top institution either way).
 */
export const metricCrossSections = pgTable(
  'metric_cross_sections',
  {
    institutionType: text('institution_type').notNull(),
    reportDate: date('report_date').notNull(),
    slot: integer('slot').notNull(),
    iids: integer('iids').array().notNull(),
    values: doublePrecision('values').array().notNull(),
    n: integer('n').notNull(),
    total: doublePrecision('total').notNull(),
    sorted: doublePrecision('sorted').array().notNull(),
    highIid: integer('high_iid'),
    lowIid: integer('low_iid'),
  },
  (t) => [primaryKey({ columns: [t.institutionType, t.slot, t.reportDate] })],
);

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

/** Market rates (spec 2 section 3: Rate and Rate definition). */
export const rates = pgTable('rates', {
  rateId: text('rate_id').primaryKey(),
  rateIdStatistical: text('rate_id_statistical').notNull(),
  rateName: text('rate_name').notNull(),
  category: text('category').notNull(),
  correlationsDefault: boolean('correlations_default').notNull().default(false),
  /** The published series it is derived from, e.g. DGS10. */
  seriesId: text('series_id').notNull(),
  citation: text('citation').notNull(),
  lagValue: integer('lag_value').notNull().default(0),
  displayOrder: integer('display_order').notNull(),
});

/** Quarterly rate values derived from the published series (see rates/quarterly-rates.ts). */
export const rateValues = pgTable(
  'rate_values',
  {
    rateId: text('rate_id')
      .notNull()
      .references(() => rates.rateId, { onDelete: 'cascade' }),
    reportDate: date('report_date').notNull(),
    value: doublePrecision('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.rateId, t.reportDate] })],
);

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** MULTI, HOLD or SINGLE (spec 1 section 1). */
  organizationType: text('organization_type').notNull(),
  institutionIid: integer('institution_iid').references(() => institutions.iid),
  partnerCode: text('partner_code').references(() => partners.code),
  createdAt: createdAt(),
});

/** What an organization pays for: one row per product, the tier it holds and the billing ids. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    tier: text('tier').notNull(),
    planType: text('plan_type').notNull(),
    status: text('status').notNull().default('active'),
    billingProvider: text('billing_provider'),
    billingCustomerId: text('billing_customer_id'),
    billingSubscriptionId: text('billing_subscription_id'),
    /** The subscription option paid for (packages/core/src/domain/plans.ts) and its price. */
    optionId: text('option_id'),
    priceCents: integer('price_cents'),
    billingInterval: text('billing_interval'),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    /** On an upgrade, the row it replaced (status 'replaced'): the plan-change history. */
    previousSubscriptionId: uuid('previous_subscription_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscriptions_active_product_idx')
      .on(t.organizationId, t.product)
      .where(sql`${t.status} = 'active'`),
    index('subscriptions_billing_subscription_idx').on(t.billingSubscriptionId),
  ],
);

/** Promo codes a platform admin creates: a product and tier given without payment. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored upper-cased; codes are compared without case. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    product: text('product').notNull(),
    tier: text('tier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Null: no limit. */
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promo_codes_code_idx').on(t.code)],
);

/**
 * Billing accounts set up for a signup or an upgrade, before the account exists: the server
 * creates the account only for a setup whose first payment succeeded, once.
 */
export const billingSetups = pgTable(
  'billing_setups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    /** SHA-256 of the client secret: the built-in card confirmation finds its setup by it. */
    clientSecretHash: text('client_secret_hash').notNull(),
    email: text('email').notNull(),
    planType: text('plan_type').notNull(),
    optionId: text('option_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    billingInterval: text('billing_interval'),
    /** pending, succeeded or failed. */
    status: text('status').notNull().default('pending'),
    cardLast4: text('card_last4'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Set when an account or an upgrade consumed it. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('billing_setups_subscription_idx').on(t.provider, t.subscriptionId),
    uniqueIndex('billing_setups_secret_idx').on(t.clientSecretHash),
  ],
);

/** Webhook events received from the billing provider, once each (idempotency and audit). */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  subscriptionId: text('subscription_id'),
  customerId: text('customer_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased: e-mail addresses are compared without case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    title: text('title').notNull().default(''),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
    isClientAdmin: boolean('is_client_admin').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * The user's membership of the organization: active, or a request to join it (Register on
     * the signup page) that is pending, declined or expired. Only an active member holds
     * products, administers or sees the organization's data. A pending request expires 14 days
     * after membership_requested_at; that is worked out when read, no timer writes it.
     */
    membership: text('membership').notNull().default('active'),
    membershipRequestedAt: timestamp('membership_requested_at', { withTimezone: true }),
    membershipDecidedAt: timestamp('membership_decided_at', { withTimezone: true }),
    /** The client-admin who approved or declined the request; null once that user is gone. */
    membershipDecidedBy: uuid('membership_decided_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
);

/**
 * One-time links sent by e-mail: address verification, password reset, invitation. Only the
 * SHA-256 of the token is stored.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** verify, reset or invite. */
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_idx').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/** E-mail kept for the platform admin to read when no SMTP server is configured. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_created_idx').on(t.createdAt)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** An organization's own logo (account administration), shown on print pages. */
export const organizationLogos = pgTable('organization_logos', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which of the organization's products a user may open (client admins choose per user). */
export const userProducts = pgTable(
  'user_products',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.product] })],
);

export const userInstitutions = pgTable(
  'user_institutions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    iid: integer('iid')
      .notNull()
      .references(() => institutions.iid),
    isFavorite: boolean('is_favorite').notNull().default(false),
    dateLastViewed: timestamp('date_last_viewed', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.iid] })],
);

/** spec 1 section 7: remembered choices, key/value per user. */
export const userSessionValues = pgTable(
  'user_session_values',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Sign-in sessions. The cookie holds a random token; only its SHA-256 is stored. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/**
 * Atomic counters for the sign-in throttle and the public routes' rate limits, shared by every
 * server instance. One row per key ("signin-email:…", "signin-address:…", "rate:…"), written
 * only by `INSERT … ON CONFLICT … DO UPDATE … RETURNING` (src/throttle/throttle-counters.ts).
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** The row means nothing after this; expired rows are deleted as new ones are written. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Sign-in per address only: no further attempt from the address before this. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('throttle_counters_expires_idx').on(t.expiresAt)],
);

export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const messages = pgTable('messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  content: text('content').notNull(),
  dateSent: timestamp('date_sent', { withTimezone: true }).notNull().defaultNow(),
  /** Null: sent to every user. */
  organizationId: uuid('organization_id').references(() => organizations.id, {
    onDelete: 'cascade',
  }),
});

export const messageViews = pgTable(
  'message_views',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] })],
);

export const news = pgTable('news', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  link: text('link'),
  dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
});

export const newsViews = pgTable(
  'news_views',
  {
    newsId: uuid('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.userId] })],
);

export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    dateSent: timestamp('date_sent', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activities_user_idx').on(t.userId, t.dateSent)],
);

export const tourProgress = pgTable(
  'tour_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    completed: boolean('completed').notNull().default(false),
    cancelled: boolean('cancelled').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.path] })],
);

export const feedback = pgTable('feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  type: text('type').notNull(),
  content: text('content').notNull(),
  contact: boolean('contact').notNull(),
  pageName: text('page_name').notNull(),
  createdAt: createdAt(),
});
