import { planName } from '@app/core/domain/plans';
import { TIER_CODES, type TierCode } from '@app/core/domain/products';
import { dateTime } from '../console/admin-dates';
import { claimLabel, TIER_LABELS } from '../organizations/organization-labels';

/** One line of an audit entry: a field in words, its value before and after in words. */
export interface AuditLine {
  field: string;
  from: string;
  to: string;
}

/** What an action did, in words; an action not listed here is shown as recorded. */
const ACTION_LABELS: Record<string, string> = {
  'maintenance.update': 'Maintenance changed',
  'organization.products': 'Products changed',
  'organization.administrator': 'Administrator changed',
  'membership.approve': 'Request to join approved',
  'membership.decline': 'Request to join declined',
  'user.disable': 'User disabled',
  'user.enable': 'User re-enabled',
  'user.end-sessions': 'Sessions ended',
  'user.resend-verification': 'Verification email sent again',
  'user.resend-invitation': 'Invitation email sent again',
  'partner.create': 'Partner added',
  'partner.update': 'Partner changed',
  'partner.remove': 'Partner removed',
  'partner.image': 'Partner image uploaded',
  'promo-code.create': 'Promo code added',
  'promo-code.end': 'Promo code ended',
  'feedback.reply': 'Feedback answered',
  'feedback.mark-read': 'Feedback marked read',
  'feedback.mark-unread': 'Feedback marked unread',
  'mail.resend': 'Email sent again',
  'settings.update': 'Deposit page settings changed',
  'data.import': 'Agency file imported',
  'data.sync': 'Sync started (Sync now)',
  'data.sync-schedule': 'Sync schedule changed',
  'message.create': 'Message published',
  'message.update': 'Message changed',
  'message.withdraw': 'Message withdrawn',
  'news.create': 'News published',
  'news.update': 'News changed',
  'news.withdraw': 'News withdrawn',
  'activity.create': 'Activity entry published',
  'activity.update': 'Activity entry changed',
  'activity.withdraw': 'Activity entry withdrawn',
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

/** Fields whose recorded name is not the word a reader uses. */
const FIELD_LABELS: Record<string, string> = {
  maintenanceMode: 'Maintenance mode',
  maintenanceMessage: 'Message',
  disabledAt: 'Disabled',
  sessionsEnded: 'Sessions ended',
  isClientAdmin: 'Administrator',
  planType: 'Plan',
  tier: 'Plan',
  adUrl: 'Advert link',
  adImage: 'Advert image',
  logoFile: 'Logo',
  iid: 'Institution ID',
  url: 'Website',
};

/** "sessionsEnded" → "Sessions ended". */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** Fields that are a switch: on or off, not yes or no. */
const SWITCHES = new Set(['maintenanceMode']);
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const LONGEST = 160;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isTier = (v: string): v is TierCode => (TIER_CODES as readonly string[]).includes(v);

/** The words of some HTML (a message's content), without its tags. */
function textOf(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

function words(value: string): string {
  if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return dateTime(value);
  if (isTier(value)) return TIER_LABELS[value];
  const named = planName(value);
  if (named !== value) return named;
  const claim = claimLabel(value);
  if (claim !== value) return claim;
  const text = /<[a-z][^>]*>/i.test(value) ? textOf(value) : value;
  return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
}

/** A recorded value in words: times in the reader's own time zone, codes by their names. */
export function readable(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') {
    if (SWITCHES.has(field)) return value ? 'On' : 'Off';
    return value ? 'Yes' : 'No';
  }
  if (typeof value === 'number') return value.toLocaleString('en-US');
  if (typeof value === 'string') return words(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return 'None';
    return value.map((item) => readable(item, field)).join(', ');
  }
  if (isObject(value)) {
    // A product held at a tier is named by its tier ("Peer Comparison Standard").
    if (typeof value.tier === 'string' && isTier(value.tier)) return TIER_LABELS[value.tier];
    return Object.entries(value)
      .map(([key, inner]) => `${fieldLabel(key)}: ${readable(inner, key)}`)
      .join('; ');
  }
  return '—';
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields an audit entry changed, one line each: "Disabled: — → Nov 28, 2026, 10:29 AM".
 * A thing created (nothing before) or removed (nothing after) shows each of its fields; a
 * value that is not a set of fields (a list of products) is one line named by `whole`.
 */
export function auditLines(before: unknown, after: unknown, whole = 'Value'): AuditLine[] {
  const from = before === null && isObject(after) ? {} : before;
  const to = after === null && isObject(before) ? {} : after;
  if (!isObject(from) || !isObject(to)) {
    return same(from, to) ? [] : [{ field: whole, from: readable(from), to: readable(to) }];
  }
  return [...new Set([...Object.keys(from), ...Object.keys(to)])]
    .filter((field) => !same(from[field], to[field]))
    .map((field) => ({
      field: fieldLabel(field),
      from: readable(from[field], field),
      to: readable(to[field], field),
    }));
}

/** What a whole value stands for, by the action that recorded it. */
export const wholeValueLabel = (action: string) =>
  action === 'organization.products' ? 'Products and tiers' : 'Value';
