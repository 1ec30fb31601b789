import { Box, Loader, Text } from '@mantine/core';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { CardPaymentHandle } from './card-payment-handle';

type StripeCardFieldProps = {
  ref: Ref<CardPaymentHandle>;
  publishableKey: string;
  onCompleteChange: (complete: boolean) => void;
};

/**
 * Stripe's card Element: the card number goes from the browser to Stripe only. Stripe.js is
 * loaded on first use (the pure entry point loads nothing at import).
 */
export function StripeCardField({ ref, publishableKey, onCompleteChange }: StripeCardFieldProps) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [inlineError, setInlineError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | undefined;
    void (async () => {
      try {
        const { loadStripe } = await import('@stripe/stripe-js/pure');
        const stripe = await loadStripe(publishableKey);
        if (cancelled || !stripe || !mountPoint.current) return;
        card = stripe.elements().create('card', {
          style: { base: { fontSize: '15px', fontFamily: 'system-ui, sans-serif' } },
        });
        card.on('change', (event) => {
          onCompleteChange(event.complete);
          setInlineError(event.error?.message ?? null);
        });
        card.mount(mountPoint.current);
        stripeRef.current = { stripe, card };
        setState('ready');
      } catch {
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      card?.destroy();
    };
  }, [publishableKey, onCompleteChange]);

  useImperativeHandle(
    ref,
    () => ({
      async confirm(clientSecret: string) {
        const loaded = stripeRef.current;
        if (!loaded) return 'The card form has not loaded yet.';
        const result = await loaded.stripe.confirmCardPayment(clientSecret, {
          payment_method: { card: loaded.card },
        });
        return result.error ? (result.error.message ?? 'Your card was declined.') : null;
      },
    }),
    [],
  );

  return (
    <Box>
      <Box
        ref={mountPoint}
        p={10}
        style={{
          border: '1px solid var(--mantine-color-gray-4)',
          borderRadius: 'var(--mantine-radius-md)',
          background: 'white',
        }}
      />
      {state === 'loading' && <Loader size="xs" mt={4} aria-label="Loading the card form" />}
      {state === 'failed' && (
        <Text size="sm" c="red" mt={4}>
          The card form could not be loaded. Check your connection and reload the page.
        </Text>
      )}
      {inlineError && (
        <Text size="sm" c="dimmed" mt={4}>
          {inlineError}
        </Text>
      )}
    </Box>
  );
}
