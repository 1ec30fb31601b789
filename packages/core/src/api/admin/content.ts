import { z } from 'zod';
import { safeLink } from '../../domain/safe-link';
import { PRODUCT_CODES } from '../../domain/products';

/** What the console writes for users: messages, news items and activity entries. */
export const CONTENT_KINDS = ['messages', 'news', 'activities'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const contentKindParams = z.object({
  kind: z.enum(CONTENT_KINDS, `kind must be one of ${CONTENT_KINDS.join(', ')}`),
});
export const contentItemParams = contentKindParams.extend({ id: z.uuid('id must be a UUID') });

/** Everyone, the users of one organization, or the users holding one product. */
export const contentAudience = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('everyone') }),
    z.object({
      type: z.literal('organization'),
      organizationId: z.uuid('Choose an organization'),
      /** Answered by the server; ignored when written. */
      organizationName: z.string().optional(),
    }),
    z.object({
      type: z.literal('product'),
      product: z.enum(PRODUCT_CODES, 'Choose a product'),
    }),
  ],
  'Choose who the content is for',
);
export type ContentAudience = z.infer<typeof contentAudience>;

const CONTENT_MAX = 20_000;
const dateTime = (field: string) =>
  z.iso.datetime({ offset: true, message: `${field} must be a date and time` }).nullable();

/**
 * A message, news item or activity entry as the console writes it. content is HTML from the
 * editor; the server sanitizes it before storing. publishAt null: at once. withdrawAt null: it
 * stays. title and link belong to news only.
 */
export const contentInput = z
  .object({
    title: z.string().trim().max(200, 'title is at most 200 characters').default(''),
    content: z
      .string('Write the content')
      .trim()
      .min(1, 'Write the content')
      .max(CONTENT_MAX, `content is at most ${CONTENT_MAX} characters`),
    link: z
      .string()
      .trim()
      .max(1000, 'link is at most 1000 characters')
      .nullable()
      .default(null)
      .refine((link) => !link || safeLink(link) !== null, {
        message: 'link must be an http(s) address or a path of this site, like /pricing',
      }),
    audience: contentAudience,
    publishAt: dateTime('publishAt').default(null),
    withdrawAt: dateTime('withdrawAt').default(null),
  })
  .refine(
    (v) => !v.publishAt || !v.withdrawAt || Date.parse(v.withdrawAt) > Date.parse(v.publishAt),
    {
      path: ['withdrawAt'],
      message: 'withdrawAt must be after publishAt',
    },
  );
export type ContentInput = z.input<typeof contentInput>;

export const CONTENT_STATUSES = ['scheduled', 'published', 'withdrawn'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const adminContentItem = z
  .object({
    id: z.string(),
    kind: z.enum(CONTENT_KINDS),
    title: z.string(),
    /** Sanitized HTML, as users get it. */
    content: z.string(),
    link: z.string().nullable(),
    audience: contentAudience,
    publishAt: z.string(),
    withdrawAt: z.string().nullable(),
    status: z.enum(CONTENT_STATUSES),
    /** Users who have viewed it (opened the list it is in). */
    viewCount: z.number().int(),
  })
  .meta({ id: 'AdminContentItem' });
export type AdminContentItem = z.infer<typeof adminContentItem>;

/** Whom content can be addressed to. */
export const contentAudienceChoices = z.object({
  organizations: z.array(z.object({ id: z.string(), name: z.string() })),
  products: z.array(z.object({ code: z.enum(PRODUCT_CODES), name: z.string() })),
});
export type ContentAudienceChoices = z.infer<typeof contentAudienceChoices>;

/** HTML as the server will store and show it: the console previews exactly this. */
export const contentPreviewRequest = z.object({
  content: z.string().max(CONTENT_MAX, `content is at most ${CONTENT_MAX} characters`),
});
export const contentPreview = z.object({ html: z.string() });
