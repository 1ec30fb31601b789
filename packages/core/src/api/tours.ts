import { z } from 'zod';
import { TOUR_PATHS } from '../domain/tours';

/** spec 1 section 3: tour record. */
export const tourRecord = z
  .object({ path: z.string(), completed: z.boolean(), cancelled: z.boolean() })
  .meta({ id: 'TourRecord' });
export type TourRecord = z.infer<typeof tourRecord>;

/** PUT api/tour: finishing sets completed, leaving early sets cancelled (spec 1 section 4). */
export const tourProgressBody = z
  .object({
    path: z
      .string('path must be text')
      .refine((path) => TOUR_PATHS.includes(path), 'path must be the route of a tour'),
    completed: z.boolean('completed must be true or false'),
    cancelled: z.boolean('cancelled must be true or false'),
  })
  .refine((body) => !(body.completed && body.cancelled), {
    message: 'a tour is either completed or cancelled, not both',
    path: ['cancelled'],
  });
export type TourProgressBody = z.infer<typeof tourProgressBody>;
