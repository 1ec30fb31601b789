import { PRODUCT_CODES, TIER_CODES } from '../domain/products';
import { z } from 'zod';

/**
 * spec 2 section 2.1: a page is a tree of components, each "name, data and children". The web
 * app looks the name up in its component registry (apps/web/src/features/product/renderer);
 * data is the component's own settings (e.g. { elementId } or { metricId }), checked by the
 * component itself since only it knows its shape.
 */
export type ProductComponent = {
  name: string;
  data?: Record<string, unknown> | undefined;
  children?: ProductComponent[] | undefined;
};

export const productComponent: z.ZodType<ProductComponent> = z.lazy(() =>
  z.object({
    name: z.string().min(1),
    data: z.record(z.string(), z.unknown()).optional(),
    children: z.array(productComponent).optional(),
  }),
);

/**
 * spec 2 section 2.1: the product header's date control is a range slider or a single-date
 * slider; pages that show no dated data (group management) have none.
 */
export const DATE_CONTROLS = ['range', 'single', 'none'] as const;
export type DateControl = (typeof DATE_CONTROLS)[number];

/**
 * The legend slot (spec 2 section 2.1): institution, peer and rate names with their colours;
 * the performance rooms show the room name plus Scores instead.
 */
export const LEGEND_KINDS = ['comparison', 'performance', 'none'] as const;
export type LegendKind = (typeof LEGEND_KINDS)[number];

// spec 2 section 2: the shape of /assets/products/*.json.
export const productPage = z.object({
  name: z.string(),
  clientCode: z.string(),
  tiers: z.array(z.enum(TIER_CODES)).default([]),
  paywallMessage: z.string().default(''),
  printSettings: z.object({ headerDateType: z.enum(['asOf', 'range']) }).optional(),
  dateControl: z.enum(DATE_CONTROLS).default('range'),
  legend: z.enum(LEGEND_KINDS).default('comparison'),
  /** spec 2 section 2.1: the Print and Feedback links can each be switched off per page. */
  showPrint: z.boolean().default(true),
  showFeedback: z.boolean().default(true),
  components: z.array(productComponent).default([]),
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
