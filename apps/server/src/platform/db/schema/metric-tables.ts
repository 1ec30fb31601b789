import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { institutions } from './institution-tables';

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
    /**
     * Running sums of `sorted` (prefix[k] = sorted[1] + … + sorted[k]): the trimmed peer
     * average sums the values between two cuts with one subtraction (issue 28). Null on rows
     * stored before it; the functions of migration 0026 then sum the slice.
     */
    prefix: doublePrecision('prefix').array(),
    /**
     * For a metric defined as a ratio of summable items (catalogue `ratio`): the sums of the
     * numerators and denominators of the filers with a value, and how many they are, for the
     * aggregate ratio. Null for other metrics.
     */
    numeratorTotal: doublePrecision('numerator_total'),
    denominatorTotal: doublePrecision('denominator_total'),
  },
  (t) => [primaryKey({ columns: [t.institutionType, t.slot, t.reportDate] })],
);

/**
 * The parts of each ratio metric (catalogue `ratio`) of one institution and quarter, at the
 * metric's slot as in metric_values, where the metric has a value: the aggregate ratio of a
 * group (Σ numerator / Σ denominator) sums them over its members. Other slots are null.
 */
export const metricRatioParts = pgTable(
  'metric_ratio_parts',
  {
    iid: integer('iid')
      .notNull()
      .references(() => institutions.iid, { onDelete: 'cascade' }),
    reportDate: date('report_date').notNull(),
    institutionType: text('institution_type').notNull(),
    numerators: doublePrecision('numerators').array().$type<(number | null)[]>().notNull(),
    denominators: doublePrecision('denominators').array().$type<(number | null)[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.iid, t.reportDate] }),
    index('metric_ratio_parts_date_idx').on(t.institutionType, t.reportDate),
  ],
);
