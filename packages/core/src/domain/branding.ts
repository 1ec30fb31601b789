/** The product's own name, shown in the header logo, page titles and the copyright line. */
export const PRODUCT_BRAND_NAME = 'Peerscope';

/** spec 1 section 2: the tagline signed-out visitors see in the header. */
export const PRODUCT_TAGLINE = 'Making Your Data Matter';

/**
 * spec 1 section 2: the footer shows these when no partner code is in play.
 * The phone is stored as its 10 digits; format it for display with formatPhone.
 */
export const DEFAULT_SUPPORT_CONTACT = {
  phone: '8005550142',
  email: 'support@peerscope.example',
} as const;
