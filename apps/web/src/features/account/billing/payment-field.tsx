import type { BillingConfig } from '@app/core/api/account';
import { Input, Loader, Text } from '@mantine/core';
import type { Ref } from 'react';
import { BuiltinCardField } from './builtin-card-field';
import type { CardPaymentHandle } from './card-payment-handle';
import { StripeCardField } from './stripe-card-field';

type PaymentFieldProps = {
  ref: Ref<CardPaymentHandle>;
  config: BillingConfig | undefined;
  /** The provider's message after a failed confirmation (spec 1 section 8: under Payment). */
  error: string | null;
  onCompleteChange: (complete: boolean) => void;
  disabled?: boolean;
};

/** The Payment field of signup and upgrade, for whichever billing provider the server uses. */
export function PaymentField({
  ref,
  config,
  error,
  onCompleteChange,
  disabled,
}: PaymentFieldProps) {
  return (
    <Input.Wrapper
      label="Payment"
      withAsterisk
      labelElement="div"
      role="group"
      aria-label="Payment"
    >
      {!config ? (
        <Loader size="xs" aria-label="Loading the card form" />
      ) : config.provider === 'stripe' && config.publishableKey ? (
        <StripeCardField
          ref={ref}
          publishableKey={config.publishableKey}
          onCompleteChange={onCompleteChange}
        />
      ) : (
        <BuiltinCardField ref={ref} onCompleteChange={onCompleteChange} disabled={disabled} />
      )}
      {error && (
        <Text role="alert" size="sm" c="red" mt={6} data-testid="payment-error">
          {error}
        </Text>
      )}
    </Input.Wrapper>
  );
}
