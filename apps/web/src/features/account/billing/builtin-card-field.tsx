import { CARD_DECLINED_MESSAGE } from '@app/core/api/account';
import { Box, Input, TextInput } from '@mantine/core';
import { useImperativeHandle, useState, type Ref } from 'react';
import { isApiError } from '../../../api/api-error';
import { confirmCard } from '../api/confirm-card';
import { maskCardNumber, maskDigits, maskExpiry } from '../utils/input-masks';
import classes from './builtin-card-field.module.css';
import type { CardPaymentHandle } from './card-payment-handle';

type BuiltinCardFieldProps = {
  ref: Ref<CardPaymentHandle>;
  onCompleteChange: (complete: boolean) => void;
  disabled?: boolean;
};

const EMPTY = { cardNumber: '', expiry: '', cvc: '', postalCode: '' };

/** Complete enough to send: the provider decides whether the card is good. */
export function isCardComplete(card: typeof EMPTY): boolean {
  return (
    card.cardNumber.replace(/\D/g, '').length >= 15 &&
    /^\d{2}\/\d{2}$/.test(card.expiry) &&
    /^\d{3,4}$/.test(card.cvc) &&
    /^\d{5}$/.test(card.postalCode)
  );
}

/**
 * The built-in provider's card entry, laid out like the card provider's own one-line field.
 * It takes Stripe's test cards only; no real card is ever charged by it.
 */
export function BuiltinCardField({ ref, onCompleteChange, disabled }: BuiltinCardFieldProps) {
  const [card, setCard] = useState(EMPTY);

  const update = (field: keyof typeof EMPTY, value: string) => {
    const next = { ...card, [field]: value };
    setCard(next);
    onCompleteChange(isCardComplete(next));
  };

  useImperativeHandle(
    ref,
    () => ({
      async confirm(clientSecret: string) {
        try {
          await confirmCard({ clientSecret, ...card });
          return null;
        } catch (error) {
          if (isApiError(error, 402)) return error.message;
          if (isApiError(error)) return error.message || CARD_DECLINED_MESSAGE;
          throw error;
        }
      },
    }),
    [card],
  );

  return (
    <>
      <Box className={classes.row}>
        <TextInput
          aria-label="Card number"
          placeholder="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          value={card.cardNumber}
          onChange={(e) => update('cardNumber', maskCardNumber(e.currentTarget.value))}
          disabled={disabled}
          classNames={{ input: classes.number }}
        />
        <TextInput
          aria-label="Expiration date"
          placeholder="MM/YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          value={card.expiry}
          onChange={(e) => update('expiry', maskExpiry(e.currentTarget.value))}
          disabled={disabled}
          classNames={{ input: `${classes.middle} ${classes.firstOfRow}` }}
        />
        <TextInput
          aria-label="Security code"
          placeholder="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={card.cvc}
          onChange={(e) => update('cvc', maskDigits(e.currentTarget.value, 4))}
          disabled={disabled}
          classNames={{ input: classes.middle }}
        />
        <TextInput
          aria-label="ZIP code"
          placeholder="ZIP"
          inputMode="numeric"
          autoComplete="postal-code"
          value={card.postalCode}
          onChange={(e) => update('postalCode', maskDigits(e.currentTarget.value, 5))}
          disabled={disabled}
          classNames={{ input: classes.last }}
        />
      </Box>
      <Input.Description mt={6}>
        Test payments: card 4242 4242 4242 4242 with any future date, any CVC and ZIP. No card is
        charged.
      </Input.Description>
    </>
  );
}
