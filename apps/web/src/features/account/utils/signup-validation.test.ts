import { SIGNUP_MESSAGES } from '@app/core/api/account';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SIGNUP,
  canRegister,
  institutionVerdict,
  validateSignup,
  type SignupContext,
} from './signup-validation';

const context: SignupContext = {
  needsSubscription: true,
  promoMode: false,
  emailVerdict: null,
  promoVerdict: null,
};
const filled = {
  ...EMPTY_SIGNUP,
  firstName: 'Nora',
  lastName: 'Newman',
  phone: '515-555-0199',
  title: 'CFO',
  email: 'nora@bank.com',
  institution: { iid: 1, label: 'Bank (Ames, IA)' },
  subscriptionId: 'peer-comparison-standard-monthly',
};

describe('signup validation (spec 1 section 5)', () => {
  it('gives every required message for an empty form', () => {
    expect(validateSignup(EMPTY_SIGNUP, { ...context, promoMode: true })).toEqual({
      firstName: SIGNUP_MESSAGES.firstNameRequired,
      lastName: SIGNUP_MESSAGES.lastNameRequired,
      phone: SIGNUP_MESSAGES.phoneRequired,
      title: SIGNUP_MESSAGES.titleRequired,
      email: SIGNUP_MESSAGES.emailRequired,
      institution: SIGNUP_MESSAGES.institutionRequired,
      subscriptionId: SIGNUP_MESSAGES.subscriptionRequired,
      promoCode: SIGNUP_MESSAGES.promoRequired,
    });
  });

  it('checks the phone digits and the e-mail pattern', () => {
    const errors = validateSignup({ ...filled, phone: '515-555', email: 'nora@bank' }, context);
    expect(errors.phone).toBe(SIGNUP_MESSAGES.phoneDigits);
    expect(errors.email).toBe(SIGNUP_MESSAGES.emailInvalid);
    expect(validateSignup(filled, context)).toEqual({});
  });

  it("applies the server's e-mail answer only to the address it was about", () => {
    const inUse = { email: 'nora@bank.com', inUse: true, restricted: false };
    expect(validateSignup(filled, { ...context, emailVerdict: inUse }).email).toBe(
      SIGNUP_MESSAGES.emailInUse,
    );
    expect(
      validateSignup({ ...filled, email: 'other@bank.com' }, { ...context, emailVerdict: inUse }),
    ).toEqual({});
    const restricted = { email: 'nora@bank.com', inUse: false, restricted: true };
    expect(validateSignup(filled, { ...context, emailVerdict: restricted }).email).toBe(
      SIGNUP_MESSAGES.emailRestricted,
    );
  });

  it('marks an invalid promo code once the server said so', () => {
    const promo = { ...context, promoMode: true, promoVerdict: { code: 'BAD', valid: false } };
    expect(validateSignup({ ...filled, promoCode: 'bad' }, promo).promoCode).toBe(
      SIGNUP_MESSAGES.promoInvalid,
    );
    expect(validateSignup({ ...filled, promoCode: 'other' }, promo).promoCode).toBeUndefined();
  });

  it('lets Register Now through with the person fields alone', () => {
    const errors = validateSignup({ ...filled, institution: null, subscriptionId: null }, context);
    expect(canRegister(errors)).toBe(true);
    expect(canRegister(validateSignup({ ...filled, title: '' }, context))).toBe(false);
  });

  it('tells apart an institution to register with and one lacking the product', () => {
    const check = { institutionExists: true, hasPeerComparison: true, hasNonMaturity: false };
    expect(institutionVerdict('PeerComparisonStandard', check)).toEqual({
      kind: 'register',
      message: SIGNUP_MESSAGES.institutionHasAccount,
    });
    const lacking = institutionVerdict('BundleYearly', check);
    expect(lacking.kind).toBe('not-included');
    expect('message' in lacking && lacking.message).toContain(
      'Non-Maturity Deposits is not included',
    );
    expect(
      institutionVerdict('PeerComparisonBasic', { ...check, institutionExists: false }),
    ).toEqual({ kind: 'new' });
  });
});
