import { OWN_DATA_LIMITS, type OwnDataUpload } from '@app/core/api/own-deposit-data';
import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  List,
  Modal,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { usePageContext } from '../../../product/renderer/page-context';
import { afterOwnDataChange } from '../../../api/invalidations';
import { LockedExplorer } from '../../../ui/charts/locked-explorer';
import {
  deleteOwnData,
  downloadOwnDataTemplate,
  uploadOwnData,
  useOwnData,
} from './api/own-data-api';

/** A refusal's message as lines: the first says what happened, each next one a bad row. */
const linesOf = (message: string) => message.split('\n').filter((line) => line.trim() !== '');

/**
 * The Own Data page (issue 29): the template, the upload with its row errors and the choice to
 * accept gaps, what is held, and deletion with a confirmation. Only a client-admin or a member
 * with the deposit data permission sees the upload and delete buttons.
 */
export function OwnDataManager(_props: PageComponentProps) {
  const { institution, paywalled } = usePageContext();
  const iid = institution?.iid ?? null;
  const summary = useOwnData(iid, !paywalled);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [acceptGaps, setAcceptGaps] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (paywalled) {
    return (
      <LockedExplorer
        name="Own Data"
        component="OwnDataManager"
        pickerWidths={[320]}
        chartHeight={200}
      />
    );
  }
  if (iid === null) return null;

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      await uploadOwnData(iid, file, acceptGaps);
      setFile(null);
      await afterOwnDataChange(queryClient);
    } catch (error) {
      setProblem(linesOf(error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await deleteOwnData(iid);
      setConfirming(false);
      await afterOwnDataChange(queryClient);
    } catch (error) {
      setProblem(linesOf(error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
  };

  const held = summary.data?.upload ?? null;
  const mayManage = summary.data?.mayManage === true;
  return (
    <Stack gap="md" data-component="OwnDataManager" maw={900}>
      <Text size="sm">
        Upload your own monthly deposit balances and rates paid by product to see their decay and
        betas beside the call report&apos;s and your peers&apos;. The file stays private to your
        organization: no peer statistic and no one outside it reads it.
      </Text>
      <Group>
        <Button variant="default" onClick={() => void downloadOwnDataTemplate(iid)}>
          Download the template
        </Button>
      </Group>
      {mayManage && (
        <Stack gap="xs">
          <Title order={4}>Upload</Title>
          <Group align="flex-end">
            <FileInput
              label="CSV or XLSX file"
              placeholder="Choose a file"
              accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              value={file}
              onChange={setFile}
              clearable
              w={320}
            />
            <Button onClick={() => void upload()} disabled={!file} loading={busy}>
              {held ? 'Replace the data' : 'Upload'}
            </Button>
          </Group>
          <Checkbox
            label="Accept gaps in a product's months (they stay missing, never 0)"
            checked={acceptGaps}
            onChange={(e) => setAcceptGaps(e.currentTarget.checked)}
          />
          <Text size="xs" c="dimmed">
            Up to {OWN_DATA_LIMITS.bytes / 1024 / 1024} MB, {OWN_DATA_LIMITS.products} products and{' '}
            {OWN_DATA_LIMITS.months / 12} years of months. Nothing is stored unless every row is
            valid.
          </Text>
        </Stack>
      )}
      {problem && (
        <Alert color="red" title={problem[0]} data-testid="own-data-problem">
          {problem.length > 1 && (
            <List size="sm">
              {problem.slice(1).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      {summary.isSuccess && !held && <Text>No own deposit data has been uploaded yet.</Text>}
      {held && <HeldData held={held} onDelete={mayManage ? () => setConfirming(true) : null} />}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete the own deposit data?"
      >
        <Stack>
          <Text size="sm">
            Every row of {held?.fileName} ({held?.rows.toLocaleString('en-US')} rows) is removed
            from the database at once. The analyses go back to the call report.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" loading={busy} onClick={() => void remove()}>
              Delete every row
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function HeldData({ held, onDelete }: { held: OwnDataUpload; onDelete: (() => void) | null }) {
  return (
    <Stack gap="xs">
      <Title order={4}>Uploaded</Title>
      <Text size="sm">
        {held.fileName}: {held.rows.toLocaleString('en-US')} rows, uploaded by {held.uploadedBy} on{' '}
        {new Date(held.uploadedAt).toLocaleString('en-US')}
        {held.acceptsGaps ? ' (gaps accepted)' : ''}.
      </Text>
      <Table striped withTableBorder data-testid="own-data-products">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>First month</Table.Th>
            <Table.Th>Last month</Table.Th>
            <Table.Th>Months</Table.Th>
            <Table.Th>Missing months</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {held.products.map((p) => (
            <Table.Tr key={p.product}>
              <Table.Td>{p.product}</Table.Td>
              <Table.Td>{p.category}</Table.Td>
              <Table.Td>{p.firstMonth}</Table.Td>
              <Table.Td>{p.lastMonth}</Table.Td>
              <Table.Td>{p.months}</Table.Td>
              <Table.Td>{p.missingMonths}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {onDelete && (
        <Group>
          <Button color="red" variant="outline" onClick={onDelete}>
            Delete all own data
          </Button>
        </Group>
      )}
    </Stack>
  );
}
