import {
  boolean,
  date,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';

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

/**
 * Monthly rate values (issue 29): the month averages of the published series, beside the
 * quarter averages, for the Beta Suite's monthly analyses of own deposit data. A month the
 * series has no observation in is absent.
 */
export const rateMonthValues = pgTable(
  'rate_month_values',
  {
    rateId: text('rate_id')
      .notNull()
      .references(() => rates.rateId, { onDelete: 'cascade' }),
    /** The month's last day, YYYY-MM-DD, as own data's months are dated. */
    monthEnd: date('month_end').notNull(),
    value: doublePrecision('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.rateId, t.monthEnd] })],
);
