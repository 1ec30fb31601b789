import { PLANS, PROMO_PLAN_TYPE, isFreePlan } from '@app/core/domain/plans';
import type { PlanType } from '@app/core/domain/products';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { validateOnBlur } from '../../../utils/validate-on-blur';
import { useInstitutionCheck } from '../api/check-institution';
import { useBillingConfig } from '../api/get-billing-config';
import { useSubscriptionOptions } from '../api/get-subscription-options';
import type { CardPaymentHandle } from '../billing/card-payment-handle';
import {
  EMPTY_SIGNUP,
  canRegister,
  institutionVerdict,
  normalizePromo,
  validateSignup,
  type SignupContext,
  type SignupValues,
} from '../utils/signup-validation';
import { PersonFields } from './person-fields';
import { PromoCodeField } from './promo-code-field';
import { SignupBillingFields } from './signup-billing-fields';
import { SignupInstitutionField } from './signup-institution-field';
import { useSignupChecks } from './use-signup-checks';
import { useSignupSubmit } from './use-signup-submit';

type SignupFormProps = {
  planType: PlanType;
  partnerCode: string | null;
};

/**
 * spec 1 sections 2, 4 and 5: the signup form. Fields are validated on blur; the e-mail and the
 * promo code are also checked by the server. Free signups skip the card; card signups create a
 * billing account, confirm the card, then create the account.
 */
export function SignupForm({ planType, partnerCode }: SignupFormProps) {
  const plan = PLANS[planType];
  const free = isFreePlan(planType);
  const promoAllowed = planType === PROMO_PLAN_TYPE;

  const [promoMode, setPromoMode] = useState(false);
  const [cardComplete, setCardComplete] = useState(false);
  const payment = useRef<CardPaymentHandle>(null);

  // What validation depends on beyond the values; set on every render, read when validating.
  const contextRef = useRef<SignupContext>({
    needsSubscription: !free,
    promoMode,
    emailVerdict: null,
    promoVerdict: null,
  });
  const form = useForm<SignupValues>({
    initialValues: EMPTY_SIGNUP,
    validate: (values) => validateSignup(values, contextRef.current),
    ...validateOnBlur<SignupValues>(),
  });
  const values = form.getValues();
  const checks = useSignupChecks(form, contextRef, promoMode);
  const { emailVerdict, promoVerdict } = checks;

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

  // A plan with a single way to pay (billed annually) has nothing to choose: it is chosen.
  const onlyOption = options.data?.length === 1 ? options.data[0]?.id : undefined;
  useEffect(() => {
    if (onlyOption && !form.getValues().subscriptionId) {
      form.setFieldValue('subscriptionId', onlyOption);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onlyOption]);

  const submit = useSignupSubmit({
    form,
    values,
    planType,
    partnerCode,
    showBilling,
    // spec 1 section 5: the free plan takes its first (only) subscription without asking.
    defaultSubscription: options.data?.[0]?.id ?? null,
    promoCode: promoValid ? normalizePromo(values.promoCode) : null,
    payment,
    emailVerdict,
    runEmailCheck: checks.runEmailCheck,
  });
  const { submitting } = submit;

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
        if (verdict.kind === 'register') void submit.register();
        else if (signupReady) void submit.signup();
      }}
    >
      <Stack gap="md">
        {submit.formError && (
          <Alert color="red" variant="light" role="alert">
            {submit.formError}
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
            void checks.runEmailCheck(event.currentTarget.value);
          }}
        />
        <SignupInstitutionField
          form={form}
          verdict={verdict}
          submitting={submitting}
          canRegister={canRegister(errors)}
        />

        {promoAllowed && verdict.kind === 'new' && (
          <PromoCodeField
            form={form}
            promoMode={promoMode}
            onPromoModeChange={setPromoMode}
            promoValid={promoValid}
            onCheck={(code) => void checks.runPromoCheck(code)}
          />
        )}

        {showBilling && (
          <SignupBillingFields
            form={form}
            options={options.data ?? []}
            config={billingConfig.data}
            payment={payment}
            cardError={submit.cardError}
            onCardCompleteChange={setCardComplete}
            disabled={submitting}
          />
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
