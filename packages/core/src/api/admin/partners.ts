import { z } from 'zod';
import { PARTNER_NOT_FOUND_MESSAGE, partner } from '../partners';

/** The admin console's partner screen (issue 14): partners of spec 1 section 3 and their images. */

/** Words that are pages under /signup, so they cannot be partner codes (/signup/{code}). */
const RESERVED_CODES = ['thankyou'];

export const PARTNER_CODE_MESSAGE = 'code must be 2 to 50 lower-case letters, digits or dashes';

/** Codes are kept lower-case: the public route looks them up that way. */
export const partnerCodeText = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{2,50}$/, PARTNER_CODE_MESSAGE)
  .refine((code) => !RESERVED_CODES.includes(code), 'code is a page address; choose another');

/** A site path ("/partners/logo.svg") or an http(s) address; empty for none. */
const imageOrLink = (field: string) =>
  z
    .string()
    .trim()
    .max(500)
    .refine(
      (value) =>
        value === '' ||
        (/^\/(?!\/)/.test(value) && !/\s/.test(value)) ||
        /^https?:\/\/\S+$/i.test(value),
      `${field} must be a path starting with / or an http(s) address`,
    );

/** Everything of a partner but its code, which names it and does not change. */
export const partnerFields = z.object({
  name: z.string().trim().min(1, 'name is required').max(200),
  logoFile: imageOrLink('logoFile'),
  /** The header shows the logo at this size (spec 1 section 2). */
  logoWidth: z.number().int().min(1).max(1000),
  logoHeight: z.number().int().min(1).max(400),
  address: z.string().trim().max(300),
  phone: z.string().trim().max(40),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === '' || z.email().safeParse(v).success, 'email must be an e-mail address'),
  url: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'url must be an http(s) address'),
  adImage: imageOrLink('adImage'),
  adUrl: imageOrLink('adUrl'),
});
export type PartnerFields = z.input<typeof partnerFields>;

export const partnerCreateRequest = partnerFields.extend({ code: partnerCodeText });
export type PartnerCreateRequest = z.input<typeof partnerCreateRequest>;

export const adminPartnerParams = z.object({ code: partnerCodeText });

export const PARTNER_IMAGE_KINDS = ['logo', 'advert'] as const;
export type PartnerImageKind = (typeof PARTNER_IMAGE_KINDS)[number];

export const partnerImageParams = z.object({
  code: partnerCodeText,
  kind: z.enum(PARTNER_IMAGE_KINDS, { error: 'kind must be logo or advert' }),
});

export const PARTNER_IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export const PARTNER_IMAGE_MAX_BYTES = 500 * 1024;
export const PARTNER_IMAGE_MESSAGES = {
  tooLarge: `The image must be ${PARTNER_IMAGE_MAX_BYTES / 1024} KB or smaller.`,
  wrongType: 'The image must be a PNG, JPEG or SVG file.',
  empty: 'data: the file is empty.',
  unsafeSvg:
    'The SVG contains scripts, event handlers or external references; remove them and try again.',
} as const;

/** The file travels base64-encoded inside JSON, like the organization logo. */
export const partnerImageUpload = z.object({
  fileName: z.string().trim().min(1).max(255),
  contentType: z.enum(PARTNER_IMAGE_CONTENT_TYPES, { error: PARTNER_IMAGE_MESSAGES.wrongType }),
  data: z
    .string()
    .min(1, 'data is required')
    .max(Math.ceil(PARTNER_IMAGE_MAX_BYTES / 3) * 4 + 4, PARTNER_IMAGE_MESSAGES.tooLarge)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'data must be base64'),
});
export type PartnerImageUpload = z.infer<typeof partnerImageUpload>;

/** A partner as the console lists it: how many organizations sign in under it. */
export const adminPartner = partner
  .extend({ organizationCount: z.number().int() })
  .meta({ id: 'AdminPartner' });
export type AdminPartner = z.infer<typeof adminPartner>;

export const PARTNER_MESSAGES = {
  exists: 'A partner with this code already exists.',
  notFound: PARTNER_NOT_FOUND_MESSAGE,
  noImage: 'This partner has no uploaded image of that kind.',
} as const;

/** What the admin sees of a promo code's state in the list. */
export const PROMO_MESSAGES = {
  notFound: 'Promo code not found.',
  alreadyEnded: 'This promo code has already ended.',
} as const;

export const promoCodeParams = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{3,40}$/, 'code must be 3 to 40 letters, digits or dashes'),
});
