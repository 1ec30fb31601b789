import { z } from 'zod';

/** spec 1 section 7: the per-user key/value store that remembers the user's choices. */
export const sessionEntry = z.object({
  key: z.string().trim().min(1, 'key is required').max(200),
  value: z.string().max(20_000),
});
export type SessionEntry = z.infer<typeof sessionEntry>;

export const sessionEntries = z.array(sessionEntry);
