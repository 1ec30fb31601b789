import type { PromoCode } from '@app/core/api/account-admin';
import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { LoadError } from '../../../ui/load-error';
import { PageLoader } from '../../../ui/page-loader';
import { messageOf } from '../console/message-of';
import { AdminScreen } from '../console/admin-screen';
import { dateTime } from '../console/admin-dates';
import {
  afterPromoCodeChange,
  createPromoCode,
  endPromoCode,
  usePromoCodes,
} from './api/promo-codes';
import { PromoCodeForm } from './promo-code-form';
import { planLabel, promoState } from './promo-code-state';

const STATE_COLOR = { active: 'teal', ended: 'gray', 'used up': 'yellow' } as const;

function promoColumns(onEnd: (promo: PromoCode) => void): DataTableColumn<PromoCode>[] {
  return [
    {
      key: 'code',
      header: 'Code',
      cell: (promo) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} ff="monospace">
            {promo.code}
          </Text>
          {promo.description && (
            <Text size="xs" c="dimmed">
              {promo.description}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'tier', header: 'Plan', value: (promo) => planLabel(promo.tier) },
    {
      key: 'uses',
      header: 'Uses',
      value: (promo) => promo.uses,
      cell: (promo) => (
        <Text size="sm">
          {promo.maxUses === null
            ? `${promo.uses} (no limit)`
            : `${promo.uses} of ${promo.maxUses}`}
        </Text>
      ),
    },
    {
      key: 'expiresAt',
      header: 'Expires',
      value: (promo) => (promo.expiresAt ? dateTime(promo.expiresAt) : 'Never'),
    },
    {
      key: 'state',
      header: 'Status',
      value: (promo) => promoState(promo),
      cell: (promo) => {
        const state = promoState(promo);
        return (
          <Badge variant="dot" color={STATE_COLOR[state]} size="sm" tt="none">
            {state === 'active' ? 'Active' : state === 'ended' ? 'Ended' : 'Used up'}
          </Badge>
        );
      },
    },
    {
      key: 'actions',
      header: 'Actions',
      headerContent: '',
      headerProps: { 'aria-label': 'Actions' },
      exported: false,
      sortable: false,
      cell: (promo) =>
        promoState(promo) === 'ended' ? null : (
          <Group justify="flex-end">
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              onClick={() => onEnd(promo)}
              aria-label={`End ${promo.code}`}
            >
              End
            </Button>
          </Group>
        ),
    },
  ];
}

/** Issue 14, promo codes: create a code, see its uses, end it. */
export function PromoCodesPage() {
  const promos = usePromoCodes();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [ending, setEnding] = useState<PromoCode | null>(null);
  const [endError, setEndError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const confirmEnd = async (promo: PromoCode) => {
    try {
      await endPromoCode(promo.code);
      setEnding(null);
      setNotice(`${promo.code} has ended; signups now refuse it.`);
      await afterPromoCodeChange(queryClient);
    } catch (failure) {
      setEndError(messageOf(failure, 'The promo code could not be ended.'));
    }
  };

  const columns = promoColumns((promo) => {
    setEndError(null);
    setEnding(promo);
  });

  return (
    <AdminScreen
      title="Promo codes"
      description="Codes that give a plan at signup without payment, with their uses so far."
      actions={<Button onClick={() => setCreating(true)}>New Promo Code</Button>}
    >
      {notice && (
        <Alert
          color="teal"
          variant="light"
          role="status"
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice}
        </Alert>
      )}
      {promos.isPending ? (
        <PageLoader label="Loading promo codes" />
      ) : promos.isError ? (
        <LoadError
          message="The promo codes could not be loaded."
          onRetry={() => void promos.refetch()}
        />
      ) : (
        <DataTable
          caption="Promo codes"
          columns={columns}
          rows={promos.data}
          rowKey={(promo) => promo.id}
          rowHeaders={false}
          minWidth={720}
          emptyText="No promo codes yet."
          tableProps={{ verticalSpacing: 'sm', striped: true, highlightOnHover: true }}
        />
      )}

      <Modal opened={creating} onClose={() => setCreating(false)} title="New promo code">
        <PromoCodeForm
          onSubmit={async (request) => {
            const created = await createPromoCode(request);
            setCreating(false);
            setNotice(`${created.code} was created.`);
            await afterPromoCodeChange(queryClient);
          }}
        />
      </Modal>

      <Modal opened={ending !== null} onClose={() => setEnding(null)} title="End promo code">
        {ending && (
          <Stack>
            <Text size="sm">
              End {ending.code} now? Signups that type it are refused from now on; the {ending.uses}{' '}
              accounts that used it keep their plan.
            </Text>
            {endError && (
              <Alert color="red" variant="light" role="alert">
                {endError}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEnding(null)}>
                Cancel
              </Button>
              <Button
                color="red"
                onClick={() => {
                  // confirmEnd shows its own failure in the dialog.
                  void confirmEnd(ending);
                }}
              >
                End Code
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </AdminScreen>
  );
}
