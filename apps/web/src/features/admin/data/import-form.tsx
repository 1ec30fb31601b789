import {
  IMPORT_SOURCE_LABELS,
  IMPORT_SOURCES,
  IMPORT_UPLOAD_LIMIT_BYTES,
  IMPORT_UPLOAD_LIMIT_TEXT,
  type ImportRun,
  type ImportSource,
} from '@app/core/api/admin/data';
import {
  Button,
  FileInput,
  Group,
  Paper,
  Progress,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { ErrorAlert } from '../../../ui/error-alert';
import { ConfirmDialog } from '../console/confirm-dialog';
import { useConfirmation } from '../console/use-confirmation';
import { importServerFolder } from './api/import-runs';
import { uploadImportFile } from './api/upload-import-file';

const SOURCE_OPTIONS = IMPORT_SOURCES.map((source) => ({
  value: source,
  label: IMPORT_SOURCE_LABELS[source],
}));

/** Start an import: upload an agency file, or name a folder on the server. */
export function ImportForm({ onStarted }: { onStarted: (run: ImportRun) => void }) {
  const [source, setSource] = useState<ImportSource>('rates');
  const [mode, setMode] = useState<'upload' | 'folder'>('upload');
  const [file, setFile] = useState<File | null>(null);
  const [folder, setFolder] = useState('');
  const [uploaded, setUploaded] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmation = useConfirmation();

  /** Checks what the screen can, then asks: an import replaces the quarter or rate held. */
  const review = () => {
    setError(null);
    if (mode === 'upload' && !file) return setError('Choose a file to upload.');
    if (mode === 'upload' && file && file.size > IMPORT_UPLOAD_LIMIT_BYTES)
      return setError(
        `The file is larger than the upload limit of ${IMPORT_UPLOAD_LIMIT_TEXT}. ` +
          'Put it in a folder on the server and import the folder instead.',
      );
    if (mode === 'folder' && folder.trim() === '')
      return setError('Type the path of a folder on the server.');
    confirmation.ask({
      title: 'Start the import?',
      text: `${mode === 'upload' ? (file?.name ?? '') : folder.trim()} will be imported as ${IMPORT_SOURCE_LABELS[source]}. ${
        source === 'rates'
          ? 'It replaces the quarter averages held for each series it holds.'
          : 'It replaces every report of its quarter held now, and the metrics computed from them.'
      }`,
      confirmLabel: 'Import',
      tone: 'plain',
      // The dialog closes at once, so the upload's progress and any failure show in the form.
      run: async () => void submit(),
    });
  };

  const submit = async () => {
    setError(null);
    setBusy(true);
    try {
      const run =
        mode === 'upload' && file
          ? await uploadImportFile(source, file, setUploaded)
          : await importServerFolder({ source, path: folder.trim() });
      setFile(null);
      onStarted(run);
    } catch (failure) {
      setError(messageOf(failure, 'The import could not be started.'));
    } finally {
      setBusy(false);
      setUploaded(null);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="import-form-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="import-form-title">
          Import
        </Title>
        <Text size="sm" c="dimmed">
          The import runs in the background with the importer of npm run data; an import of a source
          waits for the one before it. Uploads up to {IMPORT_UPLOAD_LIMIT_TEXT}; import bigger files
          from a folder on the server.
        </Text>
        <Select
          label="Source"
          data={SOURCE_OPTIONS}
          value={source}
          onChange={(value) => value && setSource(value as ImportSource)}
          allowDeselect={false}
          maw={480}
        />
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as 'upload' | 'folder')}
          data={[
            { value: 'upload', label: 'Upload a file' },
            { value: 'folder', label: 'Folder on the server' },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        {mode === 'upload' ? (
          <FileInput
            label="File"
            placeholder={source === 'rates' ? 'DGS10.csv' : 'The agency’s .zip'}
            accept={source === 'rates' ? '.csv,text/csv' : '.zip,application/zip'}
            value={file}
            onChange={setFile}
            clearable
            maw={480}
          />
        ) : (
          <TextInput
            label="Folder or zip on the server"
            placeholder="/data/ncua/2025-12"
            value={folder}
            onChange={(event) => setFolder(event.currentTarget.value)}
            maw={480}
          />
        )}
        {uploaded !== null && (
          <Stack gap={4} maw={480}>
            <Text size="sm">Uploading {Math.round(uploaded * 100)}%</Text>
            <Progress value={uploaded * 100} aria-label="Upload progress" />
          </Stack>
        )}
        <ErrorAlert error={error} />
        <Group>
          <Button onClick={review} loading={busy}>
            {mode === 'upload' ? 'Upload and import' : 'Import folder'}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog {...confirmation.dialogProps} />
    </Paper>
  );
}
