import { z } from 'zod';
import { isQuarterEnd } from '../domain/quarters';

/**
 * The shapes every route uses for ids and dates, written once (issue 11: bad input is a 400,
 * never a database error). Ids are PostgreSQL integers: 1 to 2^31 − 1.
 */
export const MAX_ID = 2_147_483_647;
export const ID_MESSAGE = 'must be a positive integer';

/**
 * The `params` of a refinement whose message is a whole sentence for the person using the web
 * app: the API answers it as it is, without the field path it otherwise puts in front.
 */
export const PLAIN_MESSAGE = { plainMessage: true } as const;

/** Whether a validation issue's params (as the zod type provider passes them on) say so. */
export function isPlainMessage(params: unknown): boolean {
  const inner = (params as { params?: { plainMessage?: unknown } } | undefined)?.params;
  return inner?.plainMessage === true;
}

/** An id in a JSON body. */
export const id = z.number(ID_MESSAGE).int(ID_MESSAGE).positive(ID_MESSAGE).max(MAX_ID, ID_MESSAGE);

/** An id in a path or query: digits only (no "1e3", "0x10", " 7" or "+7"). */
export function idText(message = ID_MESSAGE) {
  return z
    .string(message)
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().int().positive(message).max(MAX_ID, message));
}
export const idParam = idText();

/** Like idParam, and 0 as well: the "/none/0" peer of the metric paths. */
export const idOrZeroParam = z
  .string(ID_MESSAGE)
  .regex(/^\d{1,10}$/, ID_MESSAGE)
  .transform(Number)
  .pipe(z.number().int().min(0, ID_MESSAGE).max(MAX_ID, ID_MESSAGE));

/** Comma-separated ids ("101,102"): each one an id, duplicates dropped. */
export function idListText(message = 'must be a comma-separated list of iids') {
  return z
    .string(message)
    .regex(/^\d{1,10}(,\d{1,10})*$/, message)
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.every((n) => n >= 1 && n <= MAX_ID), message);
}

/** Dates outside these years are typing mistakes or probes, and PostgreSQL has no year 0. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

/** spec 2 section 8: 'Invalid date: {value}' (a long value is cut, the message stays short). */
export function invalidDateMessage(value: unknown) {
  const text = String(value);
  return `Invalid date: ${text.length > 40 ? `${text.slice(0, 40)}…` : text}`;
}

/** A calendar day written YYYY-MM-DD that exists (no 2025-02-30) in the years 1900 to 2100. */
export function isValidDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_YEAR || year > MAX_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date YYYY-MM-DD: 400 'Invalid date: {value}' unless it is a real day of 1900 to 2100. */
export const isoDate = z.string().refine(isValidDate, {
  error: (issue) => invalidDateMessage(issue.input),
});

const DATE_TIME = z.iso.datetime({ offset: true });

/**
 * A date, or an ISO date-time with an offset (2026-01-31T23:59:59Z), whose day is a valid date:
 * the promo code's expiry.
 */
export const isoDateOrDateTime = z
  .string()
  .refine(
    (value) =>
      isValidDate(value.slice(0, 10)) &&
      (value.length === 10 || DATE_TIME.safeParse(value).success),
    { error: (issue) => invalidDateMessage(issue.input) },
  );

export const QUARTER_END_MESSAGE = 'must be a quarter-end date YYYY-MM-DD';

/** A report date: a valid date (else 'Invalid date: …') that ends a quarter. */
export function quarterEndDate(message = QUARTER_END_MESSAGE) {
  return z.string().superRefine((value, ctx) => {
    if (!isValidDate(value)) ctx.addIssue({ code: 'custom', message: invalidDateMessage(value) });
    else if (!isQuarterEnd(value)) ctx.addIssue({ code: 'custom', message });
  });
}
