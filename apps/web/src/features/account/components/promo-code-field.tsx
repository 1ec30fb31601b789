import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { SignupValues } from '../utils/signup-validation';

type PromoCodeFieldProps = {
  form: UseFormReturnType<SignupValues>;
  promoMode: boolean;
  onPromoModeChange: (promoMode: boolean) => void;
  promoValid: boolean;
  /** Asks the server about the code as the field is left. */
  onCheck: (code: string) => void;
};

/**
 * spec 1 sections 5 and 7: 'Have a promo code?' opens the Promo Code field; 'Pay by card
 * instead' closes it and forgets the code.
 */
export function PromoCodeField({
  form,
  promoMode,
  onPromoModeChange,
  promoValid,
  onCheck,
}: PromoCodeFieldProps) {
  if (!promoMode) {
    return (
      <Stack gap={4}>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => onPromoModeChange(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          Have a promo code?
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      <TextInput
        label="Promo Code"
        withAsterisk
        autoComplete="off"
        {...form.getInputProps('promoCode')}
        onBlur={(event) => {
          form.getInputProps('promoCode').onBlur?.(event);
          onCheck(event.currentTarget.value);
        }}
      />
      {promoValid && (
        <Text size="sm" c="teal.8">
          Promo code accepted: no payment needed.
        </Text>
      )}
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => {
          onPromoModeChange(false);
          form.setFieldValue('promoCode', '');
          form.clearFieldError('promoCode');
        }}
        style={{ alignSelf: 'flex-start' }}
      >
        Pay by card instead
      </Anchor>
    </Stack>
  );
}
