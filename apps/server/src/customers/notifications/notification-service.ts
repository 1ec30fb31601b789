import type { NotificationList, NotificationLine } from '@app/core/api/notifications';
import type { InstitutionType } from '@app/core/domain/products';
import type { Access } from '../../platform/access/access-layer';
import { notFound } from '../../platform/http/http-error';
import { quarterDigestMail } from '../../platform/mail/mail-templates';
import { sendSafely, type Mailer, type MailerOptions } from '../../platform/mail/mailer';
import type { DatesRepository } from '../../reference-data/dates/dates-repository';
import type { InstitutionsRepository } from '../../reference-data/institutions/institutions-repository';
import type { MetricValuesRepository } from '../../reference-data/metric-values/metric-values-repository';
import type { FollowerPeersOf } from './follower-peers';
import type { FollowsRepository, Recipient } from './follows-repository';
import type { NotificationsRepository } from './notifications-repository';
import {
  INSTITUTION_PAGE,
  institutionPage,
  quarterFigures,
  quarterLabel,
  type QuarterFigures,
} from './quarter-figures';

/** The agency files of each institution type ('rates' brings no quarter of filings). */
const TYPE_OF_SOURCE: Record<string, InstitutionType | undefined> = {
  ffiec: 'bank',
  fdic: 'bank',
  ncua: 'credit union',
};
const SOURCE_NAME: Record<string, string> = {
  ffiec: 'FFIEC call reports',
  fdic: 'FDIC call reports',
  ncua: 'NCUA call reports',
};

/** Alert lines of other institutions kept in one notification (the rest is on the pages). */
const MAX_ALERT_LINES = 12;

export function notificationService(deps: {
  notifications: NotificationsRepository;
  follows: FollowsRepository;
  values: MetricValuesRepository;
  dates: DatesRepository;
  institutions: InstitutionsRepository;
  /** What each follower may read now (their products may have lapsed since they followed). */
  access: Pick<Access, 'mayReadMetric'>;
  /** The peer group the follower's own figures are ranked in. */
  peersOf: FollowerPeersOf;
  mailer: Mailer;
  publicUrl: string;
  log: MailerOptions['log'];
}) {
  /** The institutions of the type a recipient follows, own first when followed. */
  async function followedOf(recipient: Recipient, institutionType: InstitutionType) {
    const stored = await deps.follows.of(recipient.userId);
    const groups = await deps.follows.customGroupsOf(recipient.organizationId, stored.groups);
    const own = stored.followOwnInstitution ? recipient.ownIid : null;
    const all = new Set([
      ...(own === null ? [] : [own]),
      ...stored.institutions,
      ...(await deps.follows.groupMembers(groups)),
    ]);
    const found = await Promise.all(
      [...all].map(async (iid) => ({ iid, row: await deps.institutions.find(iid) })),
    );
    const ofType = found.filter(({ row }) => row?.institutionType === institutionType);
    return {
      stored,
      own: ofType.some((f) => f.iid === own) ? own : null,
      iids: ofType.map((f) => f.iid),
      names: new Map(ofType.map(({ iid, row }) => [iid, row!.name])),
    };
  }

  /** The lines of one follower's notification; null when they follow nothing of the type. */
  async function linesFor(
    recipient: Recipient,
    institutionType: InstitutionType,
    reportDate: string,
    figures: QuarterFigures,
  ): Promise<{ lines: NotificationLine[]; emailDigest: boolean; ownFollowed: boolean } | null> {
    const followed = await followedOf(recipient, institutionType);
    if (followed.iids.length === 0) return null;
    const filed = await deps.values.valuesAt(institutionType, reportDate, followed.iids, []);
    const lines: NotificationLine[] = [];
    const others = followed.iids.filter((iid) => iid !== followed.own);
    const othersFiled = others.filter((iid) => filed.has(iid)).length;
    if (others.length === 1) {
      const name = followed.names.get(others[0]!);
      lines.push({
        text: othersFiled ? `${name} filed.` : `${name} has not filed yet.`,
        link: institutionPage(others[0]!),
      });
    } else if (others.length > 1) {
      lines.push({
        text: `${othersFiled} of your ${others.length} followed institutions filed.`,
        link: null,
      });
    }
    const metrics = figures.metricsOf(followed.stored.metrics, (metric) =>
      deps.access.mayReadMetric(recipient, metric),
    );
    // The follower's peer group, in which their standing and every quintile alert are taken.
    const ownFiled = followed.own !== null && filed.has(followed.own);
    const peers =
      ownFiled && metrics.length > 0
        ? await deps.peersOf(recipient, institutionType, followed.own!, reportDate)
        : null;
    if (followed.own !== null) {
      if (!ownFiled) {
        lines.push({ text: 'Your institution has not filed this quarter yet.', link: null });
      } else {
        for (const m of metrics) {
          const line = await figures.standing('Your', followed.own, m.metricId, peers);
          if (line) lines.push(line);
        }
      }
    }
    const alertLines: NotificationLine[] = [];
    for (const iid of followed.iids.filter((i) => filed.has(i))) {
      const who = iid === followed.own ? 'Your' : `${followed.names.get(iid)}'s`;
      for (const m of metrics) alertLines.push(...(await figures.alerts(who, iid, m, peers)));
    }
    lines.push(...alertLines.slice(0, MAX_ALERT_LINES));
    if (alertLines.length > MAX_ALERT_LINES)
      lines.push({
        text: `${alertLines.length - MAX_ALERT_LINES} more alerts: see the trends page.`,
        link: null,
      });
    return {
      lines,
      emailDigest: followed.stored.emailDigest,
      ownFollowed: followed.own !== null,
    };
  }

  return {
    async list(userId: string): Promise<NotificationList> {
      const { rows, unreadCount } = await deps.notifications.listOf(userId);
      return { notifications: rows, unreadCount };
    },

    /** Another user's notification is as unknown as one that does not exist: 404. */
    async markRead(userId: string, id: string): Promise<void> {
      if (!(await deps.notifications.markRead(userId, id)))
        throw notFound('Notification not found.');
    },

    /**
     * Tells every follower of the source's institutions that a quarter is in: one in-app
     * notification each (and one e-mail digest to those who asked for it). Idempotent: a
     * user has at most one notification per source and quarter, so a second run for the same
     * quarter creates and sends nothing. A quarter older than the newest held (history) tells
     * nobody. Answers how many were created.
     */
    async notifyNewQuarter({ source, reportDate }: { source: string; reportDate: string }) {
      const institutionType = TYPE_OF_SOURCE[source];
      if (!institutionType) return { created: 0 };
      const figures = await quarterFigures(deps, institutionType, reportDate);
      // Years of history imported oldest first would otherwise tell each quarter in turn.
      if (!figures.isNewest) return { created: 0 };
      const quarter = quarterLabel(reportDate);
      const title = `${quarter} ${SOURCE_NAME[source]} are in`;
      let created = 0;
      for (const recipient of await deps.follows.recipients()) {
        const told = await linesFor(recipient, institutionType, reportDate, figures);
        if (!told) continue;
        const { lines } = told;
        const entry = { userId: recipient.userId, source, reportDate, title, lines };
        // Opens the own institution's page; the first line's when it is another's.
        const link =
          recipient.ownIid !== null && told.ownFollowed
            ? institutionPage(recipient.ownIid)
            : (lines.find((l) => l.link)?.link ?? INSTITUTION_PAGE);
        if (!(await deps.notifications.addOnce({ ...entry, link }))) continue;
        created += 1;
        if (told.emailDigest)
          await sendSafely(
            deps.mailer,
            quarterDigestMail(recipient.email, recipient.firstName, title, lines, deps.publicUrl),
            deps.log,
          );
      }
      return { created };
    },
  };
}

export type NotificationService = ReturnType<typeof notificationService>;
