import type { BillingConfig } from '@app/core/api/account';
import { Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Ref } from 'react';
import type { CardPaymentHandle } from '../billing/card-payment-handle';
import { PaymentField } from '../billing/payment-field';
import type { SignupValues } from '../utils/signup-validation';

type SignupBillingFieldsProps = {
  form: UseFormReturnType<SignupValues>;
  /** The plan's ways to pay (monthly, annually). */
  options: readonly { id: string; display: string }[];
  config: BillingConfig | undefined;
  payment: Ref<CardPaymentHandle>;
  cardError: string | null;
  onCardCompleteChange: (complete: boolean) => void;
  disabled: boolean;
};

/** spec 1 section 5: how to pay, and the card, for a new account on a paid plan. */
export function SignupBillingFields({
  form,
  options,
  config,
  payment,
  cardError,
  onCardCompleteChange,
  disabled,
}: SignupBillingFieldsProps) {
  return (
    <>
      <Select
        label="Subscription"
        withAsterisk
        placeholder="Choose how to pay"
        data={options.map((o) => ({ value: o.id, label: o.display }))}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
        {...form.getInputProps('subscriptionId')}
      />
      <PaymentField
        ref={payment}
        config={config}
        error={cardError}
        onCompleteChange={onCardCompleteChange}
        disabled={disabled}
      />
    </>
  );
}
