import { and, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Principal } from '../../platform/auth/principal';

/** Who reads: the user, their organization and the products they hold. */
export interface Reader {
  userId: string;
  organizationId: string;
  products: readonly string[];
}

export const readerOf = (principal: Principal): Reader => ({
  userId: principal.userId,
  organizationId: principal.organizationId,
  products: principal.products.map((p) => p.product),
});

interface AudienceTable {
  organizationId: PgColumn;
  product: PgColumn;
  withdrawAt: PgColumn;
}

/**
 * The one rule of who sees a message, news item or admin's activity entry, used by the lists,
 * the unread counts, the dashboard and the marking of views: it is for everyone, the reader's
 * organization or a product the reader holds; it is published (its date is not in the future)
 * and not withdrawn.
 */
export function reaches(
  table: AudienceTable,
  publishedAt: PgColumn,
  reader: Reader,
  asOf: SQL | string = sql`now()`,
): SQL {
  const at = typeof asOf === 'string' ? sql`${asOf}::timestamptz` : asOf;
  return and(
    or(isNull(table.organizationId), sql`${table.organizationId} = ${reader.organizationId}`),
    reader.products.length
      ? or(isNull(table.product), inArray(table.product, [...reader.products]))
      : isNull(table.product),
    lte(publishedAt, at),
    or(isNull(table.withdrawAt), gt(table.withdrawAt, at)),
  )!;
}
