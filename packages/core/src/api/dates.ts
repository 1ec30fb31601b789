import { z } from 'zod';
import { INSTITUTION_TYPES } from '../domain/products';

/** spec 1 section 3: date sets per institution type. */
export const dateSet = z
  .object({ institutionType: z.enum(INSTITUTION_TYPES), dates: z.array(z.string()) })
  .meta({ id: 'DateSet' });
export type DateSet = z.infer<typeof dateSet>;

/** How many quarters past the newest report the forward-looking (future) dates reach. */
export const FUTURE_QUARTERS = 8;

export const systemSetting = z.object({ key: z.string(), value: z.string() });
