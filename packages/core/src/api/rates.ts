import { z } from 'zod';

export const rate = z
  .object({
    rateId: z.string(),
    rateIdStatistical: z.string(),
    rateName: z.string(),
    category: z.string(),
    correlationsDefault: z.boolean(),
  })
  .meta({ id: 'Rate' });
export type Rate = z.infer<typeof rate>;

/** Quarterly value: the quarter average of the published series (percent; M2 in billions). */
export const ratePoint = z.object({ reportDate: z.string(), value: z.number() });
export type RatePoint = z.infer<typeof ratePoint>;

export const rateDefinition = z
  .object({
    rateId: z.string(),
    rateName: z.string(),
    citation: z.string(),
    /** The last quarter with a value. */
    rateEndDate: z.string().nullable(),
    /** Quarters between the rate's end date and the date its effect is attributed to. */
    lagValue: z.number().int(),
    /** rateEndDate minus lagValue quarters (spec 2 section 9). */
    attributionDate: z.string().nullable(),
  })
  .meta({ id: 'RateDefinition' });
export type RateDefinition = z.infer<typeof rateDefinition>;

/** Series may start at a date the administrator keeps in a system setting. */
export const dateKeyQuery = z.object({
  dateKey: z.enum(['StartNmdReportDate', 'CurrentNmdReportDate']).optional(),
});
