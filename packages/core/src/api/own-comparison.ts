import { z } from 'zod';
import { idParam } from './input';
import { iidList } from './metrics';

/**
 * Own deposit data beside the call report and the peers (issue 29): where the own data is
 * analysed, its chart also draws the institution's call-report line and the median of its peer
 * group's members of that call-report measure.
 */

/**
 * The peer group whose median the own-data charts draw (the peer selector's, its ticked members
 * when filtered). Only read with an own-data `source`; without a group there is no median line.
 */
export const comparisonGroupQuery = {
  groupId: idParam.optional(),
  members: iidList.optional(),
};

/** One line of the comparison, a value (or null: missing, never 0) at each of its dates. */
const comparisonLine = z.object({
  /** What the legend calls it: "Own data: Checking", "Call report", "Peer median (146)". */
  label: z.string(),
  values: z.array(z.number().nullable()),
});

export const ownComparison = z
  .object({
    /** What the lines measure, as the chart's axis names it: "Deposit cost (%)", "Balance". */
    measure: z.string(),
    /** The quarters of the lines, oldest first. */
    dates: z.array(z.string()),
    own: comparisonLine,
    callReport: comparisonLine.extend({ metricId: z.string(), metricTitle: z.string() }),
    /** The median of the group's members (the institution left out); null without a group. */
    peerMedian: comparisonLine
      .extend({
        groupId: z.number().int(),
        groupName: z.string(),
        /** Members with a value at each date. */
        counts: z.array(z.number().int()),
      })
      .nullable(),
    /** Why there is no peer median line, when there is none. */
    peerMedianReason: z.string().nullable(),
  })
  .meta({ id: 'OwnComparison' });
export type OwnComparison = z.infer<typeof ownComparison>;

/** Said in place of the median line when no group is chosen. */
export const NO_COMPARISON_GROUP =
  'Choose a peer group in the peer selector to draw its median beside your own data.';
/** Said in place of the median line for a group of banks and credit unions. */
export const MIXED_COMPARISON_GROUP =
  'The group holds banks and credit unions: their call-report measures differ, so no median is drawn. Choose a group of one charter.';
