import { PRODUCT_CODES, TIER_CODES } from '../domain/products';
import { z } from 'zod';

// spec 2 section 2: the shape of /assets/products/*.json. Only what the frame reads is checked;
// components stay opaque until the page renderer is built.
export const productPage = z.object({
  name: z.string(),
  clientCode: z.string(),
  tiers: z.array(z.enum(TIER_CODES)).default([]),
  paywallMessage: z.string().default(''),
  printSettings: z.object({ headerDateType: z.string() }).optional(),
  components: z.array(z.unknown()).default([]),
});
export type ProductPage = z.infer<typeof productPage>;

export const productRoom = z.object({
  name: z.string(),
  clientCode: z.string(),
  pages: z.array(productPage),
});
export type ProductRoom = z.infer<typeof productRoom>;

export const productDefinition = z.object({
  name: z.string(),
  clientCode: z.enum(PRODUCT_CODES),
  rooms: z.array(productRoom),
});
export type ProductDefinition = z.infer<typeof productDefinition>;
