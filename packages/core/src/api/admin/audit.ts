import { z } from 'zod';

/** One change a platform admin made, with the value before and after. */
export const auditEntry = z
  .object({
    id: z.number().int(),
    at: z.string(),
    actorEmail: z.string(),
    action: z.string(),
    target: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditQuery = z.object({
  /** Words found in the action, target, admin's e-mail, reason or values. */
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type AuditQuery = z.input<typeof auditQuery>;
