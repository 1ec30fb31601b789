import { Loader, Modal, Stack, Text } from '@mantine/core';
import { useDialogInformation } from '../../api/content/get-dialog-information';

type InformationDialogProps = {
  id: string;
  opened: boolean;
  onClose: () => void;
};

/** spec 2 section 2.15: an information dialog (title, content, footer) fetched by id. */
export function InformationDialog({ id, opened, onClose }: InformationDialogProps) {
  const information = useDialogInformation(id, opened);
  const title = information.data?.title ?? 'Information';
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered>
      {information.isPending && opened ? (
        <Loader size="sm" aria-label="Loading information" />
      ) : information.isError ? (
        <Text c="red.8">This information could not be loaded. Close the dialog and try again.</Text>
      ) : information.data ? (
        <Stack gap="sm">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {information.data.content}
          </Text>
          {information.data.footer && (
            <Text size="xs" c="dimmed">
              {information.data.footer}
            </Text>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
