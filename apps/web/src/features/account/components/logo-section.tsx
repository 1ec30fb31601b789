import {
  LOGO_CONTENT_TYPES,
  LOGO_MAX_BYTES,
  LOGO_MESSAGES,
} from '@app/core/api/organization-admin';
import { Alert, Button, FileButton, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { logoImagePath } from '../../../api/content/logo-image-path';
import { afterLogoChange } from '../../../api/invalidations';
import { readAsBase64 } from '../../../utils/read-as-base64';
import { deleteLogo, uploadLogo, useLogoInfo } from '../api/organization-admin';

/** The organization's logo for printed reports: upload, or delete to replace it. */
export function LogoSection() {
  const logo = useLogoInfo();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => afterLogoChange(queryClient);

  const upload = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(file.type))
      return setError(LOGO_MESSAGES.wrongType);
    if (file.size > LOGO_MAX_BYTES) return setError(LOGO_MESSAGES.tooLarge);
    setBusy(true);
    try {
      await uploadLogo({
        fileName: file.name,
        contentType: file.type as (typeof LOGO_CONTENT_TYPES)[number],
        data: await readAsBase64(file),
      });
      await refresh();
    } catch (failure) {
      setError(messageOf(failure, 'The logo could not be uploaded.'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setError(null);
    setBusy(true);
    try {
      await deleteLogo();
      await refresh();
    } catch (failure) {
      setError(messageOf(failure, 'The logo could not be deleted.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        Logo
      </Title>
      <Text size="sm" c="dimmed">
        Your logo appears on printed reports. PNG, JPEG or SVG, up to {LOGO_MAX_BYTES / 1024} KB. To
        replace it, delete the current logo first.
      </Text>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {logo.data?.hasLogo ? (
        <Stack gap="sm" align="flex-start">
          <Paper withBorder p="md" radius="md" bg="gray.0">
            <Image
              src={logoImagePath(logo.data.uploadedAt ?? '')}
              alt="Your organization's logo"
              mah={96}
              maw={280}
              fit="contain"
            />
          </Paper>
          <Text size="xs" c="dimmed">
            {logo.data.fileName} · {Math.ceil((logo.data.size ?? 0) / 1024)} KB
          </Text>
          <Button variant="outline" color="red" onClick={() => void remove()} loading={busy}>
            Delete Logo
          </Button>
        </Stack>
      ) : (
        <FileButton onChange={(file) => void upload(file)} accept={LOGO_CONTENT_TYPES.join(',')}>
          {(props) => (
            <Button {...props} variant="outline" loading={busy} style={{ alignSelf: 'flex-start' }}>
              Upload Logo
            </Button>
          )}
        </FileButton>
      )}
    </Stack>
  );
}
