import type {
  OrganizationDetail,
  SetOrganizationProducts,
} from '@app/core/api/admin/organizations';
import { TIERS_OF_PRODUCT } from '@app/core/api/account-admin';
import {
  PRODUCT_CODES,
  PRODUCT_NAMES,
  type ProductCode,
  type TierCode,
} from '@app/core/domain/products';
import { Alert, Button, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DialogActions } from '../console/dialog-actions';
import { isReasonGiven, ReasonField } from '../console/reason-field';
import { TIER_LABELS, tierWord } from './organization-labels';

const NONE = 'none';

type Choice = Record<ProductCode, TierCode | typeof NONE>;

const choiceOf = (organization: OrganizationDetail): Choice =>
  Object.fromEntries(
    PRODUCT_CODES.map((product) => [
      product,
      organization.products.find((p) => p.product === product)?.tier ?? NONE,
    ]),
  ) as Choice;

type ProductsFormProps = {
  organization: OrganizationDetail;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSave: (change: SetOrganizationProducts) => Promise<void>;
};

/**
 * Which products and tiers the organization holds. What is added or changed is a complimentary
 * grant (nothing is charged); what is set to None ends. The reason goes to the audit log.
 */
export function ProductsDialog({ opened, ...form }: ProductsFormProps & { opened: boolean }) {
  return (
    <Modal opened={opened} onClose={form.onClose} title="Change products and tiers">
      {/* Mounted on opening, so the choice starts from what the organization holds now. */}
      {opened && <ProductsForm {...form} />}
    </Modal>
  );
}

function ProductsForm({ organization, busy, error, onClose, onSave }: ProductsFormProps) {
  const held = choiceOf(organization);
  const [choice, setChoice] = useState<Choice>(held);
  const [reason, setReason] = useState('');
  const ending = PRODUCT_CODES.filter((p) => held[p] !== NONE && choice[p] === NONE);
  const changed = PRODUCT_CODES.some((p) => held[p] !== choice[p]);
  const products = PRODUCT_CODES.flatMap((product) => {
    const tier = choice[product];
    return tier === NONE ? [] : [{ product, tier }];
  });
  return (
    <Stack>
      <Text size="sm">
        A product added or given another tier is complimentary: nothing is charged. Users of{' '}
        {organization.name} get a newly added product at once.
      </Text>
      {PRODUCT_CODES.map((product) => (
        <Select
          key={product}
          label={PRODUCT_NAMES[product]}
          data={[
            { value: NONE, label: 'None' },
            ...TIERS_OF_PRODUCT[product].map((tier) => ({ value: tier, label: tierWord(tier) })),
          ]}
          value={choice[product]}
          allowDeselect={false}
          onChange={(value) =>
            value && setChoice((current) => ({ ...current, [product]: value as TierCode }))
          }
        />
      ))}
      <ReasonField
        description="Kept in the audit log with the change"
        value={reason}
        onChange={setReason}
      />
      {ending.length > 0 && (
        <Alert color="orange" variant="light">
          {ending.map((p) => TIER_LABELS[held[p] as TierCode]).join(' and ')} will end for{' '}
          {organization.name}. A paid subscription must also be cancelled with its billing provider.
        </Alert>
      )}
      <DialogActions error={error} onCancel={onClose}>
        <Button
          color={ending.length > 0 ? 'red' : undefined}
          loading={busy}
          disabled={!changed || !isReasonGiven(reason)}
          onClick={() => void onSave({ products, reason: reason.trim() })}
        >
          Save Products
        </Button>
      </DialogActions>
    </Stack>
  );
}
