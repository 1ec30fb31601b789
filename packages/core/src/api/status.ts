import { z } from 'zod';

/**
 * GET /api/status (public): whether the figures are fictional and whether they are there yet.
 * `loading`: demo mode, the synthetic dataset is still being loaded in the background;
 * `empty`: no call reports have been imported; `ready`: the data is in.
 */
export const serviceStatus = z.object({
  demo: z.boolean(),
  data: z.enum(['loading', 'empty', 'ready']),
});
export type ServiceStatus = z.infer<typeof serviceStatus>;
