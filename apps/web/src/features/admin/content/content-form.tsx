import type { AdminContentItem, ContentInput, ContentKind } from '@app/core/api/admin/content';
import type { ProductCode } from '@app/core/domain/products';
import {
  Button,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { DialogActions } from '../console/dialog-actions';
import { useContentAudiences } from './api/content-items';
import { useContentPreview } from './api/content-preview';
import {
  initialValues,
  KIND_LABELS,
  toRequest,
  validate,
  type AudienceType,
  type ContentFormValues,
} from './content-form-state';
import { ContentHtml } from './content-html';
import { LazyRichTextField } from './editor/lazy-rich-text-field';

const isFuture = (local: string) => local !== '' && new Date(local).getTime() > Date.now();

/** A new or changed message, news item or activity entry, with its audience and schedule. */
export function ContentForm({
  kind,
  item,
  onSubmit,
  onCancel,
}: {
  kind: ContentKind;
  item: AdminContentItem | null;
  onSubmit: (request: ContentInput) => Promise<void>;
  onCancel: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const audiences = useContentAudiences();
  const form = useForm<ContentFormValues>({
    initialValues: initialValues(item),
    validate: (values) => validate(kind, values),
  });
  const preview = useContentPreview(form.values.content);
  const isNews = kind === 'news';

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        setSaving(true);
        setError(null);
        try {
          await onSubmit(toRequest(kind, values));
        } catch (failure) {
          setError(messageOf(failure, `The ${KIND_LABELS[kind].one} could not be saved.`));
        } finally {
          setSaving(false);
        }
      })}
    >
      <Stack gap="md">
        {isNews && <TextInput label="Title" withAsterisk {...form.getInputProps('title')} />}
        <LazyRichTextField
          label="Content"
          initialValue={form.values.content}
          onChange={(html) => form.setFieldValue('content', html)}
          error={form.errors.content as string | undefined}
        />
        {isNews && (
          <TextInput
            label="Link"
            description="Optional: an https:// address or a page of this site, like /pricing"
            {...form.getInputProps('link')}
          />
        )}
        <Stack gap={6}>
          <Text size="sm" fw={500} id="content-audience-label">
            For
          </Text>
          <SegmentedControl
            aria-labelledby="content-audience-label"
            data={[
              { value: 'everyone', label: 'Everyone' },
              { value: 'organization', label: 'One organization' },
              { value: 'product', label: 'Product holders' },
            ]}
            value={form.values.audienceType}
            onChange={(value) => form.setFieldValue('audienceType', value as AudienceType)}
          />
          {form.values.audienceType === 'organization' && (
            <Select
              label="Organization"
              placeholder="Type a name"
              searchable
              nothingFoundMessage="No organization by that name"
              data={(audiences.data?.organizations ?? []).map((o) => ({
                value: o.id,
                label: o.name,
              }))}
              {...form.getInputProps('organizationId')}
            />
          )}
          {form.values.audienceType === 'product' && (
            <Select
              label="Product"
              placeholder="Choose a product"
              data={(audiences.data?.products ?? []).map((p) => ({
                value: p.code,
                label: p.name,
              }))}
              value={form.values.product}
              onChange={(value) => form.setFieldValue('product', value as ProductCode | null)}
              error={form.errors.product}
            />
          )}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="datetime-local"
            label="Publish at"
            description="Empty: at once"
            {...form.getInputProps('publishAt')}
          />
          <TextInput
            type="datetime-local"
            label="Withdraw at"
            description="Empty: it stays"
            {...form.getInputProps('withdrawAt')}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Preview
          </Text>
          <Paper withBorder radius="sm" p="sm" bg="gray.0" aria-label="Preview">
            {isNews && form.values.title && (
              <Text fw={600} mb={4}>
                {form.values.title}
              </Text>
            )}
            {preview.data?.html ? (
              <ContentHtml html={preview.data.html} />
            ) : (
              <Text size="sm" c="dimmed">
                Nothing to show yet.
              </Text>
            )}
          </Paper>
        </Stack>
        <DialogActions error={error} onCancel={onCancel}>
          <Button type="submit" loading={saving}>
            {item ? 'Save' : isFuture(form.values.publishAt) ? 'Schedule' : 'Publish'}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
