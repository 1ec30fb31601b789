import { SIGNUP_MESSAGES, type SignupRequest } from '@app/core/api/account';
import { PLANS, PROMO_PLAN_TYPE, isFreePlan } from '@app/core/domain/plans';
import type { PlanType } from '@app/core/domain/products';
import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { checkEmail } from '../api/check-email';
import { useInstitutionCheck } from '../api/check-institution';
import { checkPromo } from '../api/check-promo';
import { createAccount } from '../api/create-account';
import { useBillingConfig } from '../api/get-billing-config';
import { useSubscriptionOptions } from '../api/get-subscription-options';
import { registerExisting } from '../api/register-existing';
import type { CardPaymentHandle } from '../billing/card-payment-handle';
import { payByCard } from '../billing/pay-by-card';
import { PaymentField } from '../billing/payment-field';
import {
  EMPTY_SIGNUP,
  canRegister,
  institutionVerdict,
  normalizeEmail,
  normalizePromo,
  validateSignup,
  type EmailVerdict,
  type PromoVerdict,
  type SignupContext,
  type SignupValues,
} from '../utils/signup-validation';
import { InstitutionAutocomplete } from './institution-autocomplete';
import { PersonFields } from './person-fields';
import { PromoCodeField } from './promo-code-field';
import { validateOnBlur, whenPressEnds } from '../../../utils/validate-on-blur';

type SignupFormProps = {
  planType: PlanType;
  partnerCode: string | null;
};

/** Where a server refusal belongs: under a field when it is about one, else above the form. */
function fieldOf(message: string): keyof SignupValues | null {
  if (message === SIGNUP_MESSAGES.emailInUse || message === SIGNUP_MESSAGES.emailRestricted) {
    return 'email';
  }
  if (message === SIGNUP_MESSAGES.promoInvalid) return 'promoCode';
  return null;
}

/**
 * spec 1 sections 2, 4 and 5: the signup form. Fields are validated on blur; the e-mail and the
 * promo code are also checked by the server. Free signups skip the card; card signups create a
 * billing account, confirm the card, then create the account.
 */
export function SignupForm({ planType, partnerCode }: SignupFormProps) {
  const navigate = useNavigate();
  const plan = PLANS[planType];
  const free = isFreePlan(planType);
  const promoAllowed = planType === PROMO_PLAN_TYPE;

  const [promoMode, setPromoMode] = useState(false);
  const [emailVerdict, setEmailVerdict] = useState<EmailVerdict | null>(null);
  const [promoVerdict, setPromoVerdict] = useState<PromoVerdict | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [cardComplete, setCardComplete] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const payment = useRef<CardPaymentHandle>(null);

  const contextRef = useRef<SignupContext>({
    needsSubscription: !free,
    promoMode,
    emailVerdict,
    promoVerdict,
  });
  const form = useForm<SignupValues>({
    initialValues: EMPTY_SIGNUP,
    validate: (values) => validateSignup(values, contextRef.current),
    ...validateOnBlur<SignupValues>(),
  });
  const values = form.getValues();

  const options = useSubscriptionOptions(planType);
  const billingConfig = useBillingConfig();
  const institutionCheck = useInstitutionCheck(values.institution?.iid ?? null);
  const verdict = institutionVerdict(
    planType,
    values.institution ? institutionCheck.data : undefined,
  );
  const promoValid =
    promoMode &&
    promoVerdict !== null &&
    promoVerdict.valid &&
    promoVerdict.code === normalizePromo(values.promoCode);

  // spec 1 section 5: card and subscription are hidden when the institution exists or a
  // valid promo code is entered; the free plan auto-selects the first subscription.
  const showBilling = !free && !promoValid && verdict.kind === 'new';
  contextRef.current = {
    needsSubscription: showBilling,
    promoMode: promoMode && verdict.kind === 'new',
    emailVerdict,
    promoVerdict,
  };
  const errors = validateSignup(values, contextRef.current);
  const formValid = Object.keys(errors).length === 0;

  // spec 1 section 5: the free plan takes its first (only) subscription without asking.
  const firstOption = options.data?.[0]?.id ?? null;

  const runEmailCheck = useCallback(async (email: string): Promise<EmailVerdict | null> => {
    const normalized = normalizeEmail(email);
    if (validateSignup({ ...EMPTY_SIGNUP, email }, contextRef.current).email) return null;
    try {
      const answer = await checkEmail(normalized);
      const next = { email: normalized, inUse: answer.inUse, restricted: answer.restricted };
      setEmailVerdict(next);
      return next;
    } catch {
      // The server checks again on submit; a failed check must not block the form.
      return null;
    }
  }, []);

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

  // A plan with a single way to pay (billed annually) has nothing to choose: it is chosen.
  const onlyOption = options.data?.length === 1 ? options.data[0]?.id : undefined;
  useEffect(() => {
    if (onlyOption && !form.getValues().subscriptionId) {
      form.setFieldValue('subscriptionId', onlyOption);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onlyOption]);

  const [debouncedPromo] = useDebouncedValue(values.promoCode, 400);
  useEffect(() => {
    if (promoMode) void runPromoCheck(debouncedPromo);
  }, [promoMode, debouncedPromo, runPromoCheck]);

  // A verdict arrived: show it under its field if the field was visited.
  useEffect(() => {
    if (emailVerdict && form.isTouched('email')) form.validateField('email');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [emailVerdict]);
  useEffect(() => {
    if (promoVerdict && form.isTouched('promoCode')) form.validateField('promoCode');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [promoVerdict]);

  const person = () => ({
    email: normalizeEmail(values.email),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: values.phone,
    title: values.title.trim(),
  });

  const fail = (error: unknown) => {
    const message = isApiError(error) ? error.message : 'Something went wrong. Please try again.';
    const field = fieldOf(message);
    if (field) form.setFieldError(field, message);
    else setFormError(message);
    setSubmitting(false);
  };

  /** The server's e-mail answer for the current address, asked now if not yet known. */
  const emailAcceptable = async () => {
    const normalized = normalizeEmail(values.email);
    const known =
      emailVerdict?.email === normalized ? emailVerdict : await runEmailCheck(values.email);
    if (known && (known.inUse || known.restricted)) {
      form.setFieldError(
        'email',
        known.restricted ? SIGNUP_MESSAGES.emailRestricted : SIGNUP_MESSAGES.emailInUse,
      );
      return false;
    }
    return true;
  };

  const register = async () => {
    setFormError(null);
    setSubmitting(true);
    if (!values.institution || !(await emailAcceptable())) return setSubmitting(false);
    try {
      const created = await registerExisting({
        ...person(),
        organizationIid: values.institution.iid,
        planType,
      });
      void navigate('/signup/thankyou', { state: { email: created.email } });
    } catch (error) {
      fail(error);
    }
  };

  const signup = async () => {
    setFormError(null);
    setCardError(null);
    const result = form.validate();
    if (result.hasErrors || !values.institution) return;
    setSubmitting(true);
    if (!(await emailAcceptable())) return setSubmitting(false);
    // Free and promo signups choose no subscription: the plan's first option stands for it.
    const subscriptionId = (showBilling ? values.subscriptionId : firstOption) ?? '';
    const payload: SignupRequest = {
      ...person(),
      organizationIid: values.institution.iid,
      planType,
      subscriptionId,
      promoCode: promoValid ? normalizePromo(values.promoCode) : null,
      partnerCode,
    };
    try {
      if (showBilling) {
        const paid = await payByCard(payment.current, {
          email: payload.email,
          name: `${payload.firstName} ${payload.lastName}`,
          subscription: subscriptionId,
          planType,
        });
        if ('declined' in paid) {
          // The button is enabled again for another card.
          setCardError(paid.declined);
          setSubmitting(false);
          return;
        }
        payload.billingCustomerId = paid.setup.customerId;
        payload.billingSubscriptionId = paid.setup.subscriptionId;
      }
      const created = await createAccount(payload);
      void navigate('/signup/thankyou', { state: { email: created.email } });
    } catch (error) {
      fail(error);
    }
  };

  const signupReady =
    formValid &&
    !submitting &&
    verdict.kind === 'new' &&
    !institutionCheck.isFetching &&
    (!showBilling || cardComplete) &&
    (!promoMode || (promoValid && form.isTouched('promoCode')));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (verdict.kind === 'register') void register();
        else if (signupReady) void signup();
      }}
    >
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <PersonFields form={form} />
        <TextInput
          label="Email"
          withAsterisk
          type="email"
          autoComplete="email"
          description="Your work email address"
          {...form.getInputProps('email')}
          onBlur={(event) => {
            form.getInputProps('email').onBlur?.(event);
            void runEmailCheck(event.currentTarget.value);
          }}
        />
        <Stack gap={6}>
          <InstitutionAutocomplete
            value={values.institution}
            onChange={(institution) => {
              form.setFieldValue('institution', institution);
              form.setTouched({ institution: true });
            }}
            onBlur={() => {
              form.setTouched({ institution: true });
              whenPressEnds(() => form.validateField('institution'));
            }}
            error={form.errors.institution}
            disabled={submitting}
          />
          {verdict.kind === 'register' && (
            <Alert color="ocean" variant="light" role="status">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{verdict.message}</Text>
                <Button
                  type="submit"
                  size="sm"
                  disabled={submitting || !canRegister(errors)}
                  loading={submitting}
                >
                  Register Now
                </Button>
              </Stack>
            </Alert>
          )}
          {verdict.kind === 'not-included' && (
            <Alert color="yellow" variant="light" role="status">
              <Text size="sm">{verdict.message}</Text>
            </Alert>
          )}
        </Stack>

        {promoAllowed && verdict.kind === 'new' && (
          <PromoCodeField
            form={form}
            promoMode={promoMode}
            onPromoModeChange={setPromoMode}
            promoValid={promoValid}
            onCheck={(code) => void runPromoCheck(code)}
          />
        )}

        {showBilling && (
          <>
            <Select
              label="Subscription"
              withAsterisk
              placeholder="Choose how to pay"
              data={(options.data ?? []).map((o) => ({ value: o.id, label: o.display }))}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
              {...form.getInputProps('subscriptionId')}
            />
            <PaymentField
              ref={payment}
              config={billingConfig.data}
              error={cardError}
              onCompleteChange={setCardComplete}
              disabled={submitting}
            />
          </>
        )}
        {free && (
          <Text size="sm" c="dimmed">
            The {plan.name} plan needs no payment.
          </Text>
        )}

        {verdict.kind !== 'register' && (
          <Group>
            <Button type="submit" size="md" disabled={!signupReady} loading={submitting}>
              {promoMode ? 'Signup' : 'Signup Now'}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
