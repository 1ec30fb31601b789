import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { checkEmail } from '../api/check-email';
import { checkPromo } from '../api/check-promo';
import {
  EMPTY_SIGNUP,
  normalizeEmail,
  normalizePromo,
  validateSignup,
  type EmailVerdict,
  type PromoVerdict,
  type SignupContext,
  type SignupValues,
} from '../utils/signup-validation';

/**
 * spec 1 sections 4 and 7: the server's word on the e-mail (asked as the field is left) and on
 * the promo code (asked as it is typed, and as it is left); a verdict shows under its field
 * once the field was visited.
 */
export function useSignupChecks(
  form: UseFormReturnType<SignupValues>,
  context: RefObject<SignupContext>,
  promoMode: boolean,
) {
  const [emailVerdict, setEmailVerdict] = useState<EmailVerdict | null>(null);
  const [promoVerdict, setPromoVerdict] = useState<PromoVerdict | null>(null);

  const runEmailCheck = useCallback(
    async (email: string): Promise<EmailVerdict | null> => {
      const normalized = normalizeEmail(email);
      if (validateSignup({ ...EMPTY_SIGNUP, email }, context.current).email) return null;
      try {
        const answer = await checkEmail(normalized);
        const next = { email: normalized, inUse: answer.inUse, restricted: answer.restricted };
        setEmailVerdict(next);
        return next;
      } catch {
        // The server checks again on submit; a failed check must not block the form.
        return null;
      }
    },
    [context],
  );

  const runPromoCheck = useCallback(async (code: string) => {
    const normalized = normalizePromo(code);
    // spec 1 section 7: only when non-empty.
    if (!normalized) return;
    try {
      const answer = await checkPromo(normalized);
      setPromoVerdict({ code: normalized, valid: answer.valid });
    } catch {
      setPromoVerdict({ code: normalized, valid: false });
    }
  }, []);

  const [debouncedPromo] = useDebouncedValue(form.getValues().promoCode, 400);
  useEffect(() => {
    if (promoMode) void runPromoCheck(debouncedPromo);
  }, [promoMode, debouncedPromo, runPromoCheck]);

  useEffect(() => {
    if (emailVerdict && form.isTouched('email')) form.validateField('email');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [emailVerdict]);
  useEffect(() => {
    if (promoVerdict && form.isTouched('promoCode')) form.validateField('promoCode');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [promoVerdict]);

  return { emailVerdict, promoVerdict, runEmailCheck, runPromoCheck };
}
