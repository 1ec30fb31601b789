import type {
  AdminContentItem,
  ContentAudience,
  ContentAudienceChoices,
  ContentKind,
  contentInput,
} from '@app/core/api/admin/content';
import { PRODUCT_CODES, PRODUCT_NAMES, type ProductCode } from '@app/core/domain/products';
import type { z } from 'zod';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Principal } from '../../platform/auth/principal';
import { badRequest, notFound } from '../../platform/http/http-error';
import { hasVisibleContent, safeLink, sanitizeContent } from '../../platform/http/sanitize-content';
import type {
  AdminContentRepository,
  AdminContentRow,
  StoredContent,
} from './admin-content-repository';

type ContentInput = z.output<typeof contentInput>;

/** How the audit log and the errors name one item of a kind. */
const NOUN: Record<ContentKind, string> = {
  messages: 'message',
  news: 'news',
  activities: 'activity',
};

function present(kind: ContentKind, row: AdminContentRow): AdminContentItem {
  const audience: ContentAudience = row.organizationId
    ? {
        type: 'organization',
        organizationId: row.organizationId,
        organizationName: row.organizationName ?? '',
      }
    : row.product
      ? { type: 'product', product: row.product as ProductCode }
      : { type: 'everyone' };
  return {
    id: row.id,
    kind,
    title: row.title,
    content: sanitizeContent(row.content),
    link: safeLink(row.link),
    audience,
    publishAt: new Date(row.publishAtMs).toISOString(),
    withdrawAt: row.withdrawAtMs === null ? null : new Date(row.withdrawAtMs).toISOString(),
    status: row.status,
    viewCount: row.viewCount,
  };
}

/** What the audit log keeps of an item: what users would see and who they are. */
const audited = ({ viewCount: _views, ...item }: AdminContentItem) => item;

/**
 * The console's messages, news and activity entries. Content is sanitized before it is stored
 * (and again when served), so what the console previews is what users get.
 */
export function adminContentService(repo: AdminContentRepository, audit: AuditLog) {
  const find = async (kind: ContentKind, id: string) => {
    const row = await repo.find(kind, id);
    if (!row) throw notFound(`No ${NOUN[kind]} ${id}.`);
    return present(kind, row);
  };

  const toStored = async (kind: ContentKind, input: ContentInput): Promise<StoredContent> => {
    const content = sanitizeContent(input.content);
    if (!hasVisibleContent(content)) throw badRequest('body.content: Write the content');
    if (kind === 'news' && !input.title) throw badRequest('body.title: A news item needs a title');
    const { audience } = input;
    if (
      audience.type === 'organization' &&
      !(await repo.organizationName(audience.organizationId))
    ) {
      throw badRequest('body.audience.organizationId: No such organization');
    }
    return {
      title: kind === 'news' ? input.title : '',
      content,
      link: kind === 'news' ? safeLink(input.link) : null,
      organizationId: audience.type === 'organization' ? audience.organizationId : null,
      product: audience.type === 'product' ? audience.product : null,
      publishAt: input.publishAt ? new Date(input.publishAt) : null,
      withdrawAt: input.withdrawAt ? new Date(input.withdrawAt) : null,
    };
  };

  const target = (item: AdminContentItem) => {
    const text = (item.title || item.content.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
    return `${NOUN[item.kind]} "${text.length > 60 ? `${text.slice(0, 57)}...` : text}"`;
  };

  return {
    async list(kind: ContentKind) {
      return (await repo.list(kind)).map((row) => present(kind, row));
    },

    async create(admin: Principal, kind: ContentKind, input: ContentInput) {
      const id = await repo.create(kind, await toStored(kind, input));
      const after = await find(kind, id);
      await audit.record(admin, {
        action: `${NOUN[kind]}.create`,
        target: target(after),
        after: audited(after),
      });
      return after;
    },

    async update(admin: Principal, kind: ContentKind, id: string, input: ContentInput) {
      const before = await find(kind, id);
      await repo.update(kind, id, await toStored(kind, input));
      const after = await find(kind, id);
      await audit.record(admin, {
        action: `${NOUN[kind]}.update`,
        target: target(after),
        before: audited(before),
        after: audited(after),
      });
      return after;
    },

    async withdraw(admin: Principal, kind: ContentKind, id: string) {
      const before = await find(kind, id);
      await repo.withdraw(kind, id);
      const after = await find(kind, id);
      await audit.record(admin, {
        action: `${NOUN[kind]}.withdraw`,
        target: target(after),
        before: audited(before),
        after: audited(after),
      });
      return after;
    },

    async audiences(): Promise<ContentAudienceChoices> {
      return {
        organizations: await repo.organizations(),
        products: PRODUCT_CODES.map((code) => ({ code, name: PRODUCT_NAMES[code] })),
      };
    },

    preview: (content: string) => ({ html: sanitizeContent(content) }),
  };
}

export type AdminContentService = ReturnType<typeof adminContentService>;
