import { z } from 'zod';

/** GET /api/health (public): the process answers; nothing else is asked. */
export const healthAnswer = z.object({ status: z.literal('ok') });
export type HealthAnswer = z.infer<typeof healthAnswer>;

/**
 * GET /api/ready (public): the database answers and holds every migration this release needs.
 * Otherwise a 503 whose message is the reason (the database, the migrations, a shutdown).
 */
export const readyAnswer = z.object({ status: z.literal('ready') });
export type ReadyAnswer = z.infer<typeof readyAnswer>;
