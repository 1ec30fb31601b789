import { z } from 'zod';
import { maintenanceState } from '../auth';

/** One source of agency data: its newest quarter and when it last changed. */
export const dataFreshness = z.object({
  source: z.enum(['FFIEC/FDIC', 'NCUA', 'FRED']),
  /** The newest report date held; null before any data of the source. */
  newestDate: z.string().nullable(),
  /** When the source's data last changed (an import or the demo load); null when unknown. */
  loadedAt: z.string().nullable(),
});
export type DataFreshness = z.infer<typeof dataFreshness>;

export const importSummary = z.object({
  id: z.number().int(),
  source: z.string(),
  status: z.string(),
  reportDate: z.string().nullable(),
  finishedAt: z.string(),
  rowsRead: z.number().int(),
  skipped: z.number().int(),
  refusal: z.string().nullable(),
});
export type ImportSummary = z.infer<typeof importSummary>;

/** What an operator checks each morning (issue 14, screen 1). */
export const adminOverview = z
  .object({
    maintenance: maintenanceState,
    freshness: z.array(dataFreshness),
    lastImports: z.array(importSummary),
    organizations: z.number().int(),
    activeUsers: z.number().int(),
    /** Per plan code, the organizations paying for it. */
    paidSubscriptions: z.array(z.object({ planType: z.string(), count: z.number().int() })),
    pendingRequests: z.number().int(),
    unreadFeedback: z.number().int(),
    failedEmails: z.number().int(),
  })
  .meta({ id: 'AdminOverview' });
export type AdminOverview = z.infer<typeof adminOverview>;
