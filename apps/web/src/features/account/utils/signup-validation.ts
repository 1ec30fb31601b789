import {
  SIGNUP_MESSAGES,
  productNotIncludedMessage,
  signupFields,
  type InstitutionCheckResponse,
} from '@app/core/api/account';
import { planProducts } from '@app/core/domain/plans';
import { PRODUCT_NAMES, type PlanType, type ProductCode } from '@app/core/domain/products';
import { z } from 'zod';
import { formValidator } from '../../../utils/form-validator';

export type SignupValues = {
  firstName: string;
  lastName: string;
  phone: string;
  title: string;
  email: string;
  institution: { iid: number; label: string } | null;
  subscriptionId: string | null;
  promoCode: string;
};

export const EMPTY_SIGNUP: SignupValues = {
  firstName: '',
  lastName: '',
  phone: '',
  title: '',
  email: '',
  institution: null,
  subscriptionId: null,
  promoCode: '',
};

/** What the server said about an e-mail address, for the address it was asked about. */
export type EmailVerdict = { email: string; inUse: boolean; restricted: boolean };
export type PromoVerdict = { code: string; valid: boolean };

export interface SignupContext {
  needsSubscription: boolean;
  promoMode: boolean;
  emailVerdict: EmailVerdict | null;
  promoVerdict: PromoVerdict | null;
}

const personFields = z.object({
  firstName: signupFields.firstName,
  lastName: signupFields.lastName,
  phone: signupFields.phone,
  title: signupFields.title,
  email: signupFields.email,
});
const validatePerson = formValidator(personFields);

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
export const normalizePromo = (code: string) => code.trim().toUpperCase();

/** spec 1 section 5: every rule of the signup form, the asynchronous answers included. */
export function validateSignup(
  values: SignupValues,
  context: SignupContext,
): Record<string, string> {
  const errors = validatePerson(values);
  const verdict = context.emailVerdict;
  if (!errors.email && verdict && verdict.email === normalizeEmail(values.email)) {
    if (verdict.restricted) errors.email = SIGNUP_MESSAGES.emailRestricted;
    else if (verdict.inUse) errors.email = SIGNUP_MESSAGES.emailInUse;
  }
  if (!values.institution) errors.institution = SIGNUP_MESSAGES.institutionRequired;
  if (context.needsSubscription && !values.subscriptionId) {
    errors.subscriptionId = SIGNUP_MESSAGES.subscriptionRequired;
  }
  if (context.promoMode) {
    const code = normalizePromo(values.promoCode);
    if (!code) errors.promoCode = SIGNUP_MESSAGES.promoRequired;
    else if (context.promoVerdict?.code === code && !context.promoVerdict.valid) {
      errors.promoCode = SIGNUP_MESSAGES.promoInvalid;
    }
  }
  return errors;
}

/** spec 1 section 5: Register Now needs valid e-mail, names, phone and title only. */
export function canRegister(errors: Record<string, string>): boolean {
  return ['firstName', 'lastName', 'phone', 'title', 'email'].every((field) => !errors[field]);
}

export type InstitutionVerdict =
  | { kind: 'new' }
  | { kind: 'register'; message: string }
  | { kind: 'not-included'; message: string };

/** spec 1 section 5: the messages under the institution field. */
export function institutionVerdict(
  planType: PlanType,
  check: InstitutionCheckResponse | undefined,
): InstitutionVerdict {
  if (!check?.institutionExists) return { kind: 'new' };
  const held: Record<ProductCode, boolean> = {
    'peer-comparison': check.hasPeerComparison,
    'non-maturity-deposits': check.hasNonMaturity,
  };
  const missing = planProducts(planType).filter((p) => !held[p]);
  if (missing.length === 0)
    return { kind: 'register', message: SIGNUP_MESSAGES.institutionHasAccount };
  return {
    kind: 'not-included',
    message: productNotIncludedMessage(missing.map((p) => PRODUCT_NAMES[p])),
  };
}
