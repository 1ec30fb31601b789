import { z } from 'zod';

/**
 * An institution's own deposit data (issue 29): monthly balances and rates paid by product,
 * uploaded as CSV or XLSX, private to its organization. The file's columns, the limits and the
 * answers of the own-data routes.
 */

export const OWN_DATA_CATEGORIES = [
  'retail transactional',
  'retail non-transactional',
  'wholesale',
] as const;
export type OwnDataCategory = (typeof OWN_DATA_CATEGORIES)[number];

/** The template's columns, in order; the last four may be left empty (category may not). */
export const OWN_DATA_COLUMNS = [
  'product',
  'month',
  'balance',
  'rate_paid',
  'accounts',
  'accounts_opened',
  'accounts_closed',
  'category',
] as const;
export const OWN_DATA_REQUIRED_COLUMNS = ['product', 'month', 'balance', 'rate_paid', 'category'];

export const OWN_DATA_LIMITS = {
  /** The largest file accepted. */
  bytes: 20 * 1024 * 1024,
  products: 200,
  /** 40 years of months per product. */
  months: 480,
  /** A rate paid above this, in percent, is a typing error (a rate in basis points, say). */
  maxRatePaid: 25,
  /** How many bad rows the refusal names; the rest are counted. */
  listedErrors: 100,
} as const;

export const OWN_DATA_MESSAGES = {
  tooLarge: `The file is larger than ${OWN_DATA_LIMITS.bytes / 1024 / 1024} MB. Split it or leave out older months.`,
  tooManyProducts: (n: number) =>
    `The file has ${n} products; at most ${OWN_DATA_LIMITS.products} are accepted. Combine smaller products or upload the main ones.`,
  tooManyMonths: (product: string, n: number) =>
    `Product "${product}" spans ${n} months; at most ${OWN_DATA_LIMITS.months} (40 years) are accepted.`,
  empty: 'The file has no data rows: fill one row per product and month below the header.',
  missingColumns: (columns: string[]) =>
    `The header lacks ${columns.join(', ')}: download the template and keep its first row.`,
  notAFile:
    'Send the file as the body (text/csv or an XLSX workbook), or as the "file" field of a multipart form.',
  unreadableWorkbook: 'The file could not be read as an XLSX workbook or as CSV.',
  refused: (bad: number) =>
    `Nothing was stored: ${bad} ${bad === 1 ? 'row needs' : 'rows need'} correcting.`,
  notFound: 'No own deposit data for this institution.',
  sourceNotFound: (product: string) =>
    `No own deposit data for product "${product}": upload it on the Own Data page.`,
} as const;

/** The query of an upload: whether gaps in a product's months are accepted (left missing). */
export const ownDataUploadQuery = z.object({
  acceptGaps: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
});

export const ownDataProduct = z.object({
  product: z.string(),
  category: z.enum(OWN_DATA_CATEGORIES),
  /** YYYY-MM of the first and last month. */
  firstMonth: z.string(),
  lastMonth: z.string(),
  /** Months with a row. */
  months: z.number().int(),
  /** Months between the first and last without a row (only when gaps were accepted). */
  missingMonths: z.number().int(),
});
export type OwnDataProduct = z.infer<typeof ownDataProduct>;

export const ownDataUpload = z.object({
  fileName: z.string(),
  bytes: z.number().int(),
  rows: z.number().int(),
  acceptsGaps: z.boolean(),
  uploadedAt: z.string(),
  /** The uploader's e-mail as it was at the upload. */
  uploadedBy: z.string(),
  products: z.array(ownDataProduct),
});
export type OwnDataUpload = z.infer<typeof ownDataUpload>;

/** What the organization has uploaded; null before the first upload and after a deletion. */
export const ownDataSummary = z.object({
  upload: ownDataUpload.nullable(),
  /** Whether the caller may upload and delete (client-admin or the deposit data permission). */
  mayManage: z.boolean(),
});
export type OwnDataSummary = z.infer<typeof ownDataSummary>;

/** What the platform admin sees of an organization's own data: that it exists, size, date. */
export const ownDataPresence = z.object({
  organizationId: z.string(),
  organizationName: z.string(),
  bytes: z.number().int(),
  uploadedAt: z.string(),
});
export type OwnDataPresence = z.infer<typeof ownDataPresence>;

export const OWN_DATA_TEMPLATE_FILE = 'own-deposit-data-template.csv';

/**
 * `source` of the decay and Beta Suite routes: the call report (default), one uploaded product
 * (`own:<product>`) or every product summed (`own:all`).
 */
export const OWN_ALL = 'all';
export const sourceQuery = z
  .string()
  .max(120)
  .regex(/^(call-report|own:.+)$/, 'must be call-report, own:all or own:<product>')
  .optional();

/**
 * The period of an analysis of own data (issue 29): quarters, as the call report's, or the
 * uploaded months. The call report is quarterly only.
 */
export const analysisFrequency = z.enum(['quarterly', 'monthly']);
export type AnalysisFrequency = z.infer<typeof analysisFrequency>;

export type DataSource = { kind: 'call-report' } | { kind: 'own'; product: string };

/** The source a query names (call report when absent). */
export function dataSourceOf(source: string | undefined): DataSource {
  if (source === undefined || source === 'call-report') return { kind: 'call-report' };
  return { kind: 'own', product: source.slice('own:'.length) };
}
