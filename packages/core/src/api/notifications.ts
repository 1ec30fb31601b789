import { z } from 'zod';

/** One line of a notification: a sentence and the page that shows it (a web app path). */
export const notificationLine = z.object({
  text: z.string(),
  link: z.string().nullable(),
});
export type NotificationLine = z.infer<typeof notificationLine>;

/** One in-app notification: one per user, source and quarter (issue 25 point 6). */
export const notification = z.object({
  id: z.uuid(),
  /** The agency files the quarter came from: ffiec, fdic or ncua. */
  source: z.string(),
  /** The quarter-end, YYYY-MM-DD. */
  reportDate: z.string(),
  title: z.string(),
  lines: z.array(notificationLine),
  /** The page the notification opens. */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notification>;

export const notificationList = z.object({
  /** Newest first. */
  notifications: z.array(notification),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationList>;

export const notificationParams = z.object({ id: z.uuid('id must be a notification id') });

const finiteNumber = (name: string) =>
  z.number(`${name} must be a number`).refine(Number.isFinite, `${name} must be a finite number`);

/**
 * A followed metric and its alerts. Each alert is optional; missing means not set (never 0).
 * - crossesValue: the value crossing it, up or down, from the previous quarter;
 * - moveBp: a move of more than this many basis points (percent metrics; 1 bp = 0.01 point);
 * - movePercent: a relative move of more than this percent of the previous value;
 * - quintileChange: the institution moving to another national quintile.
 */
export const followedMetric = z.object({
  metricId: z.string().trim().min(1, 'metricId is required').max(40),
  crossesValue: finiteNumber('crossesValue').nullable().default(null),
  moveBp: finiteNumber('moveBp').positive('moveBp must be above 0').nullable().default(null),
  movePercent: finiteNumber('movePercent')
    .positive('movePercent must be above 0')
    .nullable()
    .default(null),
  quintileChange: z.boolean().default(false),
});
export type FollowedMetric = z.infer<typeof followedMetric>;

/** What a user follows and how they are told. Their own institution is followed by default. */
export const followsRequest = z.object({
  institutions: z
    .array(z.number('institutions must hold institution ids').int().positive())
    .max(500, 'at most 500 institutions may be followed'),
  /** Custom peer groups whose members are followed. */
  groups: z
    .array(z.number('groups must hold peer group ids').int().positive())
    .max(100, 'at most 100 groups may be followed'),
  metrics: z.array(followedMetric).max(50, 'at most 50 metrics may be followed'),
  /** Also send the quarter's notification by e-mail. */
  emailDigest: z.boolean('emailDigest must be true or false'),
  /** False: the user's own institution is not followed. */
  followOwnInstitution: z.boolean('followOwnInstitution must be true or false'),
});
export type FollowsRequest = z.infer<typeof followsRequest>;

export const followedInstitution = z.object({ iid: z.number().int(), label: z.string() });

export const follows = followsRequest.extend({
  /** Labels of the followed institutions, own included when followed. */
  institutionLabels: z.array(followedInstitution),
  ownInstitution: followedInstitution.nullable(),
});
export type Follows = z.infer<typeof follows>;
