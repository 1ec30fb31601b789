import { z } from 'zod';

export const partnerParams = z.object({
  code: z.string().regex(/^[A-Za-z0-9-]{1,50}$/, 'code must be 1 to 50 letters, digits or dashes'),
});

/** spec 1 section 3, "Partner": a login or signup address may carry its code. */
export const partner = z
  .object({
    code: z.string(),
    name: z.string(),
    logoFile: z.string(),
    logoWidth: z.number().int(),
    logoHeight: z.number().int(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    url: z.string(),
    adImage: z.string(),
    adUrl: z.string(),
  })
  .meta({ id: 'Partner' });
export type Partner = z.infer<typeof partner>;

export const PARTNER_NOT_FOUND_MESSAGE = 'Partner not found.';
