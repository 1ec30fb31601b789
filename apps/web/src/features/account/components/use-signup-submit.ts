import { SIGNUP_MESSAGES, type SignupRequest } from '@app/core/api/account';
import type { PlanType } from '@app/core/domain/products';
import type { UseFormReturnType } from '@mantine/form';
import { useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { createAccount } from '../api/create-account';
import { registerExisting } from '../api/register-existing';
import type { CardPaymentHandle } from '../billing/card-payment-handle';
import { payByCard } from '../billing/pay-by-card';
import { normalizeEmail, type EmailVerdict, type SignupValues } from '../utils/signup-validation';

/** Where a server refusal belongs: under a field when it is about one, else above the form. */
function fieldOf(message: string): keyof SignupValues | null {
  if (message === SIGNUP_MESSAGES.emailInUse || message === SIGNUP_MESSAGES.emailRestricted) {
    return 'email';
  }
  if (message === SIGNUP_MESSAGES.promoInvalid) return 'promoCode';
  return null;
}

type SignupSubmitInput = {
  form: UseFormReturnType<SignupValues>;
  /** The values of this render: what the user sees is what is sent. */
  values: SignupValues;
  planType: PlanType;
  partnerCode: string | null;
  /** The card is asked for (and paid by) only when the billing fields show. */
  showBilling: boolean;
  /** Free and promo signups choose no subscription: the plan's first option stands for it. */
  defaultSubscription: string | null;
  /** The promo code sent, when the server found it valid. */
  promoCode: string | null;
  payment: RefObject<CardPaymentHandle | null>;
  emailVerdict: EmailVerdict | null;
  runEmailCheck: (email: string) => Promise<EmailVerdict | null>;
};

/**
 * spec 1 sections 4 and 5: Register Now (the institution has an account: a user joins it) and
 * Signup (a new account, the card confirmed first when one is asked for); then the thank-you
 * page. A refusal shows under its field or above the form, a declined card under the card.
 */
export function useSignupSubmit(input: SignupSubmitInput) {
  const { form, values, planType, showBilling, emailVerdict, runEmailCheck } = input;
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

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
    const subscriptionId = (showBilling ? values.subscriptionId : input.defaultSubscription) ?? '';
    const payload: SignupRequest = {
      ...person(),
      organizationIid: values.institution.iid,
      planType,
      subscriptionId,
      promoCode: input.promoCode,
      partnerCode: input.partnerCode,
    };
    try {
      if (showBilling) {
        const paid = await payByCard(input.payment.current, {
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

  return { submitting, cardError, formError, register, signup };
}
