import { z } from 'zod';

/** One institution of a distribution, named. */
const namedValue = z.object({ iid: z.number().int(), label: z.string(), value: z.number() });

/**
 * The Distribution page (issue 28): a group's members' values of one metric at one date, the
 * subject left out of them and marked on its own, with the box plot's figures and the members
 * beyond its fences named.
 */
export const distribution = z
  .object({
    metricId: z.string(),
    reportDate: z.string(),
    groupId: z.number().int(),
    groupName: z.string(),
    /** The members' values (the subject left out), ascending. */
    values: z.array(z.number()),
    box: z
      .object({
        low: z.number(),
        p25: z.number(),
        p50: z.number(),
        p75: z.number(),
        high: z.number(),
        lowerFence: z.number(),
        upperFence: z.number(),
      })
      .nullable(),
    subject: z.object({ iid: z.number().int(), label: z.string(), value: z.number().nullable() }),
    /** The members beyond Tukey's fences (1.5 interquartile ranges beyond the quartiles). */
    outliers: z.array(namedValue),
  })
  .meta({ id: 'Distribution' });
export type Distribution = z.infer<typeof distribution>;
