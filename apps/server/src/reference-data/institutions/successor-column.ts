import type { InstitutionSuccessor } from '@app/core/api/institutions';
import { sql } from 'drizzle-orm';
import { institutions, institutionSuccessors } from '../../platform/db/schema/institution-tables';

/** json columns arrive parsed from node-postgres and as text from some paths: read both. */
const parseSuccessor = (value: unknown): InstitutionSuccessor | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'string'
      ? (JSON.parse(value) as InstitutionSuccessor)
      : (value as InstitutionSuccessor);

/**
 * The recorded successor of the row of `institutions` a query selects, as a column: a
 * correlated subquery, so every query that lists institutions (search, the user's list, one
 * institution) carries it without a join of its own. A successor stored here is named as it
 * is stored (its newest filing); one known only from the lineage file by the file's name.
 * The outer row is named "institutions"."iid" in full: drizzle writes a one-table select's
 * columns unqualified, and a bare "iid" would be ambiguous inside the subquery.
 */
export const successorColumn = sql<InstitutionSuccessor | null>`(
  select json_build_object(
    'event', s.event,
    'iid', si.iid,
    'name', coalesce(si.name, s.successor_name),
    'effectiveDate', s.effective_date::text)
  from ${institutionSuccessors} s
  left join ${institutions} si on si.iid = s.successor_iid
  where s.iid = "institutions"."iid")`.mapWith(parseSuccessor);
