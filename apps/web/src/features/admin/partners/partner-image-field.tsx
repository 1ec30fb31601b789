import {
  PARTNER_IMAGE_CONTENT_TYPES,
  PARTNER_IMAGE_MAX_BYTES,
  type AdminPartner,
  type PartnerImageKind,
} from '@app/core/api/admin/partners';
import { Button, FileButton, Group, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { uploadPartnerImage } from './api/partners';
import { imageUploadOf } from './read-image-file';

/**
 * An image of the partner: a path or address typed in, or a file uploaded (once the partner
 * exists), which the server stores and points the field at.
 */
export function PartnerImageField({
  code,
  kind,
  label,
  inputProps,
  onUploaded,
  onProblem,
}: {
  /** The saved partner's code; null while creating (nothing to upload to yet). */
  code: string | null;
  kind: PartnerImageKind;
  label: string;
  inputProps: TextInputProps;
  onUploaded: (partner: AdminPartner, fileName: string) => void;
  onProblem: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const upload = async (file: File | null) => {
    if (!file || !code) return;
    const read = await imageUploadOf(file);
    if ('problem' in read) return onProblem(read.problem);
    setBusy(true);
    try {
      onUploaded(await uploadPartnerImage(code, kind, read.upload), file.name);
    } catch (failure) {
      onProblem(messageOf(failure, `The ${kind} could not be uploaded.`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={label}
          description={
            code
              ? `A path or address, or upload PNG, JPEG or SVG up to ${PARTNER_IMAGE_MAX_BYTES / 1024} KB.`
              : 'A path or address; save the partner to upload a file.'
          }
          style={{ flex: 1, minWidth: 0 }}
          {...inputProps}
        />
        {code && (
          <FileButton
            onChange={(file) => void upload(file)}
            accept={PARTNER_IMAGE_CONTENT_TYPES.join(',')}
            inputProps={{ 'aria-label': `${label} file` }}
          >
            {(props) => (
              <Button {...props} variant="outline" loading={busy} aria-label={`Upload ${kind}`}>
                Upload
              </Button>
            )}
          </FileButton>
        )}
      </Group>
    </Stack>
  );
}
