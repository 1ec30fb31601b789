import { z } from 'zod';

/**
 * GET /api/status (public): whether the figures are fictional and whether they are there yet.
 * `loading`: demo mode, the synthetic dataset is still being loaded in the background;
 * `failed`: that load stopped, `reason` says why (it resumes at the next start);
 * `empty`: no call reports have been imported; `ready`: the data is in.
 */
export const serviceStatus = z.object({
  demo: z.boolean(),
  data: z.enum(['loading', 'failed', 'empty', 'ready']),
  /** With `failed`: the sentence to show, e.g. "... the disk is full (ENOSPC)." */
  reason: z.string().optional(),
  /**
   * Which of the stored institutions are synthetic (made by the generator): `all`, `some` (real
   * agency data loaded beside the demo set) or `none` (also when nothing is stored). The demo
   * notice speaks of fiction only where it is true: for the institution on screen, by its own
   * flag; with none on screen, only when every stored institution is synthetic.
   */
  syntheticInstitutions: z.enum(['all', 'some', 'none']),
});
export type ServiceStatus = z.infer<typeof serviceStatus>;
