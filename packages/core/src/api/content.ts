import { z } from 'zod';
import { DISPLAY_TYPES } from '../domain/display-type';
import { userInstitution } from './user-institutions';

/**
 * ?updateViewed=true|false of the message, news and activity lists (spec 1 section 7). With
 * true, what is listed is marked viewed after the answer is read, so the list still shows what
 * was new and the unread count is 0 from then on.
 */
export const updateViewedQuery = z.object({
  updateViewed: z
    .enum(['true', 'false'], 'updateViewed must be true or false')
    .default('false')
    .transform((value) => value === 'true'),
});

export const activityListQuery = updateViewedQuery.extend({
  limit: z.coerce
    .number('limit must be a number from 1 to 100')
    .int('limit must be a number from 1 to 100')
    .min(1, 'limit must be a number from 1 to 100')
    .max(100, 'limit must be a number from 1 to 100')
    .default(50),
});

/** spec 1 section 3: Message. content is HTML, sanitized by the server. */
export const message = z
  .object({
    id: z.string(),
    dateSent: z.string(),
    content: z.string(),
    dateViewed: z.string().nullable(),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof message>;

/** spec 1 section 3: News item. content is HTML, sanitized; link is http(s) or a site path. */
export const newsItem = z
  .object({
    id: z.string(),
    dateCreated: z.string(),
    title: z.string(),
    content: z.string(),
    link: z.string().nullable(),
    isNew: z.boolean(),
  })
  .meta({ id: 'NewsItem' });
export type NewsItem = z.infer<typeof newsItem>;

/** spec 1 section 3: Activity. content is HTML, sanitized. */
export const activity = z
  .object({ id: z.string(), dateSent: z.string(), content: z.string() })
  .meta({ id: 'Activity' });
export type Activity = z.infer<typeof activity>;

/** The marketing card: the organization's partner advert, else one for what the user lacks. */
export const advert = z.object({
  adImage: z.string(),
  adUrl: z.string(),
  /** The partner's name, or null for the product adverts. */
  partnerName: z.string().nullable(),
  /** What the image says, for screen readers. */
  alt: z.string(),
});
export type Advert = z.infer<typeof advert>;

/** spec 1 section 2: the default advert when no partner is set (an image of the web app). */
export const DEFAULT_ADVERT: Advert = {
  adImage: '/adverts/default-advert.svg',
  adUrl: '/pricing',
  partnerName: null,
  alt: 'Get the Bundle: see plans',
};

/**
 * The product adverts by what the user lacks: both products (the Bundle, the default), or
 * one of them. A subscriber to both is not sold what they have (issue 15), but still gets an
 * advert (spec 1: a default advert where no partner is set): the reference guide (issue 23).
 */
export const PRODUCT_ADVERTS = {
  bundle: DEFAULT_ADVERT,
  guide: {
    adImage: '/adverts/guide-advert.svg',
    adUrl: '/api/image/reference-guide.pdf',
    partnerName: null,
    alt: 'Get the most from both products: read the reference guide',
  },
  'non-maturity-deposits': {
    adImage: '/adverts/nmd-advert.svg',
    adUrl: '/pricing',
    partnerName: null,
    alt: 'Add Non-Maturity Deposits: see plans',
  },
  'peer-comparison': {
    adImage: '/adverts/peer-comparison-advert.svg',
    adUrl: '/pricing',
    partnerName: null,
    alt: 'Add Peer Comparison: see plans',
  },
} as const satisfies Record<string, Advert>;

export const recentInstitution = userInstitution
  .extend({
    /** Total Assets (LBPR2170 for banks, ACCT_010 for credit unions) at its latest report. */
    totalAssets: z.number().nullable(),
    totalAssetsDisplayType: z.enum(DISPLAY_TYPES),
    totalAssetsDate: z.string().nullable(),
  })
  .meta({ id: 'RecentInstitution' });
export type RecentInstitution = z.infer<typeof recentInstitution>;

/** GET api/dashboard: what the dashboard's cards need beyond the analytics calls. */
export const dashboardSummary = z
  .object({
    latestMessage: message.nullable(),
    /** The newest entries, at most five. */
    activity: z.array(activity),
    /** Null when the user holds every product and their organization has no partner. */
    advert: advert.nullable(),
    /** MULTI organizations: the five most recently viewed institutions; others: empty. */
    recentInstitutions: z.array(recentInstitution),
  })
  .meta({ id: 'DashboardSummary' });
export type DashboardSummary = z.infer<typeof dashboardSummary>;
