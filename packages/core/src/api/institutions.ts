import { z } from 'zod';
import { INSTITUTION_TYPES } from '../domain/products';
import { idListText } from './input';

/** spec 1 section 5: the autocomplete starts at 3 characters. */
export const INSTITUTION_SEARCH_MIN_LENGTH = 3;
export const INSTITUTION_SEARCH_LIMIT = 25;

export const institutionSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(
      INSTITUTION_SEARCH_MIN_LENGTH,
      `q must be at least ${INSTITUTION_SEARCH_MIN_LENGTH} characters`,
    )
    .max(100),
  institutionType: z.enum(INSTITUTION_TYPES).optional(),
  /** Comma-separated iids to leave out (already chosen). */
  exclude: idListText('exclude must be a comma-separated list of iids').optional(),
  /**
   * true: closed institutions too, each answered with active false and its last report date
   * (the switcher marks it "Last filed in MMM yyyy"). Signup and peer groups offer only active
   * ones (spec 1 section 5), so the default is false.
   */
  includeClosed: z
    .enum(['true', 'false'], 'includeClosed must be true or false')
    .default('false')
    .transform((value) => value === 'true'),
});

/** How an institution is named wherever one is listed: a search hit, a group's member. */
export const institutionName = {
  iid: z.number().int(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  /** "Name (City, ST)" */
  label: z.string(),
};

/** What became of an institution that stopped filing under its own id (docs/data.md, "Successors"). */
export const SUCCESSION_EVENTS = ['merger', 'conversion'] as const;
export type SuccessionEvent = (typeof SUCCESSION_EVENTS)[number];

export const institutionSuccessor = z
  .object({
    /** merger: merged into the successor; conversion: took another charter (a credit union became a bank). */
    event: z.enum(SUCCESSION_EVENTS),
    /** The successor's iid when it is stored here, else null (named only). */
    iid: z.number().int().nullable(),
    /** The successor's stored name, else the name the lineage file gives. */
    name: z.string(),
    /** The day the merger or conversion took effect (YYYY-MM-DD). */
    effectiveDate: z.string(),
  })
  .meta({ id: 'InstitutionSuccessor' });
export type InstitutionSuccessor = z.infer<typeof institutionSuccessor>;

export const institutionSummary = z
  .object({
    ...institutionName,
    institutionType: z.enum(INSTITUTION_TYPES),
    active: z.boolean(),
    lastReportingDate: z.string().nullable(),
    /** Recorded merger or charter conversion (the institution's own history stays under its iid). */
    successor: institutionSuccessor.nullable(),
    /** True for the synthetic demo dataset: shown with a demo-data label. */
    demo: z.boolean(),
  })
  .meta({ id: 'InstitutionSummary' });
export type InstitutionSummary = z.infer<typeof institutionSummary>;

export const typeOfMembership = z.object({
  tomCode: z.number().int(),
  tomCodeAlpha: z.string(),
  tomCodeDesc: z.string(),
});
