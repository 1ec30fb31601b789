import {
  dataSourceOf,
  OWN_ALL,
  OWN_DATA_COLUMNS,
  OWN_DATA_LIMITS,
  OWN_DATA_MESSAGES,
  type OwnDataCategory,
  type OwnDataSummary,
  type OwnDataUpload,
} from '@app/core/api/own-deposit-data';
import type { Principal } from '../../platform/auth/principal';
import type { AuditLog } from '../../platform/audit/audit-log';
import { badRequest, notFound } from '../../platform/http/http-error';
import { versionedCache } from '../../platform/db/data-version';
import { fileLines } from './own-data-file';
import type { OwnDataRepository } from './own-data-repository';
import { monthIndex, refusalMessage, validateOwnData } from './own-data-validation';
import { ownSeriesOf, type OwnSeries } from './own-quarterly';

/** The file as received: its bytes and the name the user gave it. */
export interface OwnDataFile {
  bytes: Uint8Array;
  fileName: string;
}

/** The template: the header and two products over two months, to be overwritten. */
export const OWN_DATA_TEMPLATE = [
  OWN_DATA_COLUMNS.join(','),
  'Checking,2024-01,125000000,0.05,41250,310,285,retail transactional',
  'Checking,2024-02,126400000,0.05,41275,295,270,retail transactional',
  'Money market,2024-01,88000000,3.10,5210,60,48,retail non-transactional',
  'Money market,2024-02,86500000,3.15,5222,57,45,retail non-transactional',
  '',
].join('\r\n');

/** Organizations whose `own:all` sums are kept (the most recently asked). */
const SUMS_KEPT = 16;

/**
 * An organization's own deposit data (issue 29): upload (validated whole, stored whole or not
 * at all), what is held, deletion. Each change is audit-logged with the caller.
 */
export function ownDataService(deps: { repository: OwnDataRepository; audit: AuditLog }) {
  /**
   * Every product summed by category and month (in the database), a category a row, with each
   * category's products named apart: what `own:all` analyses. Summing 96,000 rows of the
   * largest upload took 80 ms a call, so the sums are kept per upload (`summed`).
   */
  const sumsOf = async (organizationId: string) => {
    const [months, products] = await Promise.all([
      deps.repository.categoryMonths(organizationId),
      deps.repository.products(organizationId),
    ]);
    const rows = months.map((m) => ({
      product: m.category,
      month: m.month,
      balance: m.balance,
      // A month whose balances are all 0 gives no weight: its rate is left out when summed.
      ratePaid: m.balance > 0 ? m.weighted / m.balance : 0,
      category: m.category,
    }));
    const named = new Map<string, string[]>();
    for (const p of products) named.set(p.category, [...(named.get(p.category) ?? []), p.product]);
    return { rows, named };
  };
  const summed = versionedCache<Awaited<ReturnType<typeof sumsOf>>>(SUMS_KEPT);

  const { repository } = deps;

  async function uploadOf(organizationId: string): Promise<OwnDataUpload | null> {
    const upload = await repository.uploadOf(organizationId);
    if (!upload) return null;
    const products = await repository.products(organizationId);
    return {
      fileName: upload.fileName,
      bytes: upload.bytes,
      rows: upload.rowCount,
      acceptsGaps: upload.acceptsGaps,
      uploadedAt: upload.uploadedAt.toISOString(),
      uploadedBy: upload.uploadedByEmail,
      products: products.map((p) => ({
        product: p.product,
        category: p.category as OwnDataCategory,
        firstMonth: p.firstMonth,
        lastMonth: p.lastMonth,
        months: p.months,
        missingMonths: monthIndex(p.lastMonth) - monthIndex(p.firstMonth) + 1 - p.months,
      })),
    };
  }

  return {
    async summary(principal: Principal, mayManage: boolean): Promise<OwnDataSummary> {
      return { upload: await uploadOf(principal.organizationId), mayManage };
    },

    /** Validates every row; stores all of them or, with any bad row, nothing (400). */
    async upload(
      principal: Principal,
      iid: number,
      file: OwnDataFile,
      options: { acceptGaps: boolean },
    ): Promise<OwnDataSummary> {
      if (file.bytes.length > OWN_DATA_LIMITS.bytes) throw badRequest(OWN_DATA_MESSAGES.tooLarge);
      const validation = validateOwnData(await fileLines(file.bytes), options);
      if (!validation.ok) {
        throw badRequest(validation.limit ?? refusalMessage(validation.problems));
      }
      const before = await repository.uploadOf(principal.organizationId);
      await repository.replace(
        {
          organizationId: principal.organizationId,
          iid,
          fileName: file.fileName,
          bytes: file.bytes.length,
          acceptsGaps: options.acceptGaps,
          uploadedBy: principal.userId,
        },
        validation.rows,
      );
      const products = new Set(validation.rows.map((r) => r.product)).size;
      await deps.audit.record(principal, {
        action: before ? 'own-data.replace' : 'own-data.upload',
        target: `own deposit data of institution ${iid}`,
        before: before
          ? { fileName: before.fileName, bytes: before.bytes, rows: before.rowCount }
          : null,
        after: {
          fileName: file.fileName,
          bytes: file.bytes.length,
          rows: validation.rows.length,
          products,
        },
      });
      return { upload: await uploadOf(principal.organizationId), mayManage: true };
    },

    /** Deletes every row; audit-logged when there was something to delete. */
    async remove(principal: Principal, iid: number) {
      const removed = await repository.remove(principal.organizationId);
      if (!removed) return;
      await deps.audit.record(principal, {
        action: 'own-data.delete',
        target: `own deposit data of institution ${iid}`,
        before: { bytes: removed.bytes, rows: removed.rowCount },
        after: null,
      });
    },

    /**
     * The own data a `source` of the analyses names, as quarterly series; undefined for the call
     * report. Always the caller's organization's (the access rule has checked the institution).
     */
    async series(
      organizationId: string,
      source: string | undefined,
    ): Promise<OwnSeries | undefined> {
      const chosen = dataSourceOf(source);
      if (chosen.kind === 'call-report') return undefined;
      if (chosen.product === OWN_ALL) {
        const upload = await repository.uploadOf(organizationId);
        if (!upload) throw notFound(OWN_DATA_MESSAGES.sourceNotFound(chosen.product));
        // An upload replaces the last whole, under a new time: the sums are kept per upload.
        const stamp = `${organizationId}|${upload.uploadedAt.toISOString()}|${upload.rowCount}|${upload.bytes}`;
        const { rows, named } = await summed.get(stamp, 0, () => sumsOf(organizationId));
        if (rows.length === 0) throw notFound(OWN_DATA_MESSAGES.sourceNotFound(chosen.product));
        return ownSeriesOf(rows, source!, chosen.product, named);
      }
      const rows = await repository.rows(organizationId, chosen.product);
      if (rows.length === 0) throw notFound(OWN_DATA_MESSAGES.sourceNotFound(chosen.product));
      return ownSeriesOf(rows, source!, chosen.product);
    },

    /** The organization's upload as the answer cache keys own-data answers by; null with none. */
    version: (organizationId: string) => repository.version(organizationId),

    /** The platform admin's view: that an upload exists, its size and date. */
    async presence() {
      const rows = await repository.presence();
      return rows.map((r) => ({ ...r, uploadedAt: r.uploadedAt.toISOString() }));
    },
  };
}

export type OwnDataService = ReturnType<typeof ownDataService>;
