import { z } from 'zod';
import type { InstitutionType } from '../domain/products';

/** spec 1 section 7: the per-user key/value store that remembers the user's choices. */
export const sessionEntry = z.object({
  key: z.string().trim().min(1, 'key is required').max(200),
  value: z.string().max(20_000),
});
export type SessionEntry = z.infer<typeof sessionEntry>;

export const sessionEntries = z.array(sessionEntry);

/**
 * The key under which the peer selector remembers the peer chosen for an institution type:
 * `{ groupId, members, institution }` as JSON. The web's selection store writes it; the
 * notifications rank a follower's figures in the group it names (issue 25 point 6).
 */
export const savedPeerKey = (institutionType: InstitutionType) => `peer-${institutionType}`;
