import { sql } from 'drizzle-orm';
import { dataVersions } from '../db/schema/call-report-tables';

/**
 * The database side of an answer's ETag (answer-cache.ts): the data versions (each import, the
 * provider groups it rebuilds, a rates import and the system settings raise theirs) and the
 * organization's custom peer groups' version. The session lookup reads them in the same query
 * as the session (auth-repository.ts), so a versioned request costs no round trip of its own.
 */
export const dataVersionsColumn = sql<
  string | null
>`(select string_agg(${dataVersions.institutionType} || '=' || ${dataVersions.version}, ',' order by ${dataVersions.institutionType}) from ${dataVersions})`;

/** The versions as one line of the tag's key. */
export const versionLine = (data: string | null, groups: number | null) =>
  `data ${data ?? ''} | groups ${groups ?? 0}`;
