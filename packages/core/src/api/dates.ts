import { z } from 'zod';
import { INSTITUTION_TYPES } from '../domain/products';

/** spec 1 section 3: date sets per institution type. */
export const dateSet = z
  .object({ institutionType: z.enum(INSTITUTION_TYPES), dates: z.array(z.string()) })
  .meta({ id: 'DateSet' });
export type DateSet = z.infer<typeof dateSet>;

/**
 * GET /api/date: the quarters held, and when the type's data last changed (an import, a sync
 * or the demo load; `data_versions.changed_at`), for the banner of every analytics page
 * (packages/core/src/domain/data-freshness.ts). Null before any load.
 */
export const heldDateSet = dateSet
  .extend({ loadedAt: z.iso.datetime({ offset: true }).nullable() })
  .meta({ id: 'HeldDateSet' });
export type HeldDateSet = z.infer<typeof heldDateSet>;

/** How many quarters past the newest report the forward-looking (future) dates reach. */
export const FUTURE_QUARTERS = 8;

export const systemSetting = z.object({ key: z.string(), value: z.string() });
