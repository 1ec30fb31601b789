import type { PromoCode } from '@app/core/api/account-admin';
import { Badge, Button, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { afterPromoCodeChange } from '../../../api/invalidations';
import { actionsColumn } from '../../../ui/data-table/actions-column';
import type { DataTableColumn } from '../../../ui/data-table/data-table';
import { TwoLineCell } from '../../../ui/data-table/two-line-cell';
import { NoticeAlert } from '../../../ui/notice-alert';
import { dateTimeOr } from '../console/admin-dates';
import { AdminScreen } from '../console/admin-screen';
import { AdminTable } from '../console/admin-table';
import { ConfirmDialog } from '../console/confirm-dialog';
import { QueryState } from '../console/query-state';
import { useConfirmation } from '../console/use-confirmation';
import { createPromoCode, endPromoCode, usePromoCodes } from './api/promo-codes';
import { PromoCodeForm } from './promo-code-form';
import { planLabel, promoState } from './promo-code-state';

const STATE_COLOR = { active: 'teal', ended: 'gray', 'used up': 'yellow' } as const;

function promoColumns(onEnd: (promo: PromoCode) => void): DataTableColumn<PromoCode>[] {
  return [
    {
      key: 'code',
      header: 'Code',
      cell: (promo) => (
        <TwoLineCell fw={600} ff="monospace" under={promo.description}>
          {promo.code}
        </TwoLineCell>
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
      value: (promo) => dateTimeOr(promo.expiresAt, 'Never'),
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
    actionsColumn((promo) =>
      promoState(promo) === 'ended' ? null : (
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          onClick={() => onEnd(promo)}
          aria-label={`End ${promo.code}`}
        >
          End
        </Button>
      ),
    ),
  ];
}

/** Issue 14, promo codes: create a code, see its uses, end it. */
export function PromoCodesPage() {
  const promos = usePromoCodes();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const confirmation = useConfirmation();

  const columns = promoColumns((promo) =>
    confirmation.ask({
      title: 'End promo code',
      text: `End ${promo.code} now? Signups that type it are refused from now on; the ${promo.uses} accounts that used it keep their plan.`,
      confirmLabel: 'End Code',
      failure: 'The promo code could not be ended.',
      run: async () => {
        await endPromoCode(promo.code);
        setNotice(`${promo.code} has ended; signups now refuse it.`);
        await afterPromoCodeChange(queryClient);
      },
    }),
  );

  return (
    <AdminScreen
      title="Promo codes"
      description="Codes that give a plan at signup without payment, with their uses so far."
      actions={<Button onClick={() => setCreating(true)}>New Promo Code</Button>}
    >
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      <QueryState
        query={promos}
        loading="Loading promo codes"
        failure="The promo codes could not be loaded."
      >
        {(rows) => (
          <AdminTable
            caption="Promo codes"
            columns={columns}
            rows={rows}
            rowKey={(promo) => promo.id}
            rowHeaders={false}
            minWidth={720}
            emptyText="No promo codes yet."
            striped
          />
        )}
      </QueryState>

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

      <ConfirmDialog {...confirmation.dialogProps} />
    </AdminScreen>
  );
}
