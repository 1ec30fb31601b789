import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The agency files the sync imported, one row per source and period (a quarter's report date,
 * or "series" for the FRED rates): the content hash tells a re-published file from the one
 * already held, and the HTTP validators let the next check ask "changed since?" first.
 */
export const syncedFiles = pgTable(
  'synced_files',
  {
    /** ffiec, fdic, ncua or rates. */
    source: text('source').notNull(),
    /** The quarter's report date (YYYY-MM-DD), or "series" for the rates. */
    period: text('period').notNull(),
    fileName: text('file_name').notNull(),
    /** SHA-256 of the file as downloaded (hex); for the rates, of every series' hashes. */
    contentHash: text('content_hash').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.source, t.period] })],
);
