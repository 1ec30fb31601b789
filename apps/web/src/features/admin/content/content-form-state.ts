import {
  contentInput,
  type AdminContentItem,
  type ContentInput,
  type ContentKind,
} from '@app/core/api/admin/content';
import type { ProductCode } from '@app/core/domain/products';

/** How the console names each kind. */
export const KIND_LABELS: Record<ContentKind, { plural: string; one: string; tab: string }> = {
  messages: { plural: 'Messages', one: 'message', tab: 'Messages' },
  news: { plural: 'News', one: 'news item', tab: 'News' },
  activities: { plural: 'Activity entries', one: 'activity entry', tab: 'Activity' },
};

export type AudienceType = 'everyone' | 'organization' | 'product';

export type ContentFormValues = {
  title: string;
  content: string;
  link: string;
  audienceType: AudienceType;
  organizationId: string | null;
  product: ProductCode | null;
  /** `datetime-local` values, in the admin's time zone; empty: now, and never. */
  publishAt: string;
  withdrawAt: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` input shows it (the admin's own time zone). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (local time) as an instant; empty stays null. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

export function initialValues(item: AdminContentItem | null): ContentFormValues {
  const audience = item?.audience ?? { type: 'everyone' };
  return {
    title: item?.title ?? '',
    content: item?.content ?? '',
    link: item?.link ?? '',
    audienceType: audience.type,
    organizationId: audience.type === 'organization' ? audience.organizationId : null,
    product: audience.type === 'product' ? audience.product : null,
    publishAt: toLocalInput(item?.publishAt ?? null),
    withdrawAt: toLocalInput(item?.withdrawAt ?? null),
  };
}

export function toRequest(kind: ContentKind, values: ContentFormValues): ContentInput {
  const audience: ContentInput['audience'] =
    values.audienceType === 'organization'
      ? { type: 'organization', organizationId: values.organizationId ?? '' }
      : values.audienceType === 'product'
        ? { type: 'product', product: values.product ?? ('' as ProductCode) }
        : { type: 'everyone' };
  return {
    title: kind === 'news' ? values.title : '',
    content: values.content,
    link: kind === 'news' && values.link.trim() ? values.link.trim() : null,
    audience,
    publishAt: fromLocalInput(values.publishAt),
    withdrawAt: fromLocalInput(values.withdrawAt),
  };
}

/** The form's field for each path of the request. */
const FIELD_OF: Record<string, keyof ContentFormValues> = {
  'audience.organizationId': 'organizationId',
  'audience.product': 'product',
};

/** The same rules as the server, shown beside the fields before anything is sent. */
export function validate(kind: ContentKind, values: ContentFormValues) {
  const errors: Partial<Record<keyof ContentFormValues, string>> = {};
  if (kind === 'news' && !values.title.trim()) errors.title = 'A news item needs a title';
  const result = contentInput.safeParse(toRequest(kind, values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      const field = FIELD_OF[path] ?? (path as keyof ContentFormValues);
      errors[field] ??= issue.message;
    }
  }
  return errors;
}
