import { z } from 'zod';
import { PEER_STATISTICS } from '../analytics/peer-statistics';

/** The figure a group is summed up by (issue 28); mean, the simple average, by default. */
export const peerStatistic = z.enum(PEER_STATISTICS, 'must be mean, median, trimmed or aggregate');

/** `?statistic=` of every group-valued analytics route. */
export const statisticQuery = z.object({ statistic: peerStatistic.default('mean') });

/** `?bands=true` adds the members' percentile bands. */
export const bandsQuery = z.object({
  bands: z
    .enum(['true', 'false'], 'must be true or false')
    .transform((v) => v === 'true')
    .default(false),
});

/** The 10th, 25th, 50th, 75th and 90th percentiles of the members' values at one date. */
export const percentileBand = z
  .object({
    p10: z.number(),
    p25: z.number(),
    p50: z.number(),
    p75: z.number(),
    p90: z.number(),
  })
  .meta({ id: 'PercentileBand' });
export type PercentileBand = z.infer<typeof percentileBand>;

/**
 * What a group line carries beside its values: the statistic they are, how many members have
 * a value at each date (a group under 10 carries the few-institutions note), why a value is
 * missing, and the bands when asked (null at a date without values).
 */
export const groupLineFigures = {
  statistic: peerStatistic.optional(),
  counts: z.array(z.number().int()).optional(),
  reasons: z.array(z.string().nullable()).optional(),
  bands: z.array(percentileBand.nullable()).optional(),
};

/** Under this many members with a value, a group's figure carries the few-institutions note. */
export const FEW_INSTITUTIONS = 10;
